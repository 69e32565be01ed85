import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { findCandidate, onboardingSteps } from '../services/candidates'
import type { AppDeps, AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readQuery } from './validation'

/** /api/Candidate/*: a signed-in candidate's own data. */
export function createCandidateRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/GetDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const candidate = await findCandidate(deps.db, candidateId)
    return ok(c, 'Candidate details fetched successfully', {
      fullName: candidate?.fullName ?? null,
    })
  })

  router.get('/GetCandidateOnboardingDetails', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const candidate = await findCandidate(deps.db, candidateId)
    return ok(c, 'Onboarding details fetched successfully', onboardingSteps(candidate))
  })

  return router
}
