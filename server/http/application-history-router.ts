import { Hono } from 'hono'
import { historyByJobQuerySchema, historyByStatusQuerySchema } from '../../contract/applications'
import { historyByStatus, historyOfApplication } from '../services/applications/stage-history'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readQuery } from './validation'

/** /api/ApplicationStateHistory/*: the stage history of the signed-in candidate's applications. */
export function createApplicationHistoryRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/GetApplicationStateHistoryByJobId', async (c) => {
    const { candidateId, jobId } = readQuery(c, historyByJobQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await historyOfApplication(deps.db, candidateId, jobId)
    return ok(c, 'Stage history fetched successfully', { data })
  })

  router.get('/GetApplicationStateHistoryByStatus', async (c) => {
    const { candidateId, applicationStatus, page, pageSize } = readQuery(
      c,
      historyByStatusQuerySchema,
    )
    assertOwnCandidate(c, candidateId)
    const history = await historyByStatus(deps.db, {
      candidateId,
      filter: applicationStatus,
      page,
      pageSize,
    })
    return ok(c, 'Stage history fetched successfully', history)
  })

  return router
}
