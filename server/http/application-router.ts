import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { jobMatchStatistics } from '../services/applications/match-statistics'
import type { AppDeps, AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readQuery } from './validation'

/** /api/CandidateApplication/*: the jobs matched and applied to for the signed-in candidate. */
export function createApplicationRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/GetJobMatchStatistics', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await jobMatchStatistics(deps.db, candidateId)
    return ok(c, 'Stats fetched successfully', { data })
  })

  return router
}
