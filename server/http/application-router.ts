import { Hono } from 'hono'
import {
  applicationsQuerySchema,
  feedbackRequestSchema,
  jobIdParamSchema,
} from '../../contract/applications'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { badRequest } from '../errors'
import { applicationDetails } from '../services/applications/application-details'
import { giveFeedback } from '../services/applications/give-feedback'
import { listApplications } from '../services/applications/list-applications'
import { jobMatchStatistics } from '../services/applications/match-statistics'
import { dashboardStats, submissionStats } from '../services/applications/status-counts'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok, okBody } from './envelope'
import { answerOncePerKey } from './idempotent'
import { parseOrThrow, readJsonBody, readQuery } from './validation'

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

  router.get('/GetCandidateApplicationAggregatedCount', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const dashboardAggregatedStats = await dashboardStats(deps.db, candidateId)
    return ok(c, 'Stats fetched successfully', { dashboardAggregatedStats })
  })

  router.get('/GetSubmissionAggregatedCount', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const submissionAggregatedStats = await submissionStats(deps.db, candidateId)
    return ok(c, 'Stats fetched successfully', { data: { submissionAggregatedStats } })
  })

  router.get('/applications', async (c) => {
    const { candidateId, page, pageSize, status } = readQuery(c, applicationsQuerySchema)
    assertOwnCandidate(c, candidateId)
    const list = await listApplications(deps.db, { candidateId, filter: status, page, pageSize })
    return ok(c, 'Applications fetched successfully', list)
  })

  router.get('/applications/:jobId/details', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const { jobId } = parseOrThrow(jobIdParamSchema, c.req.param(), 'path')
    const data = await applicationDetails(deps.db, candidateId, jobId)
    return ok(c, 'Application details fetched successfully', { data })
  })

  // A retried submission (the offline outbox) carries the same Idempotency-Key: its first
  // answer is given again and the feedback is stored once.
  router.post('/applications/:jobId/feedback', async (c) => {
    const { jobId } = parseOrThrow(jobIdParamSchema, c.req.param(), 'path')
    const feedback = await readJsonBody(c, feedbackRequestSchema)
    assertOwnCandidate(c, feedback.candidateId)
    if (feedback.jobId !== jobId) {
      throw badRequest('jobId in the body must be the jobId of the path')
    }
    return answerOncePerKey(
      c,
      deps,
      { candidateId: feedback.candidateId, body: feedback },
      async (tx, now) =>
        okBody('Feedback saved successfully', {
          data: await giveFeedback(tx, feedback, now, deps.queue),
        }),
    )
  })

  return router
}
