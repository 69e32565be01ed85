import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { reportQuerySchema, stopSharingRequestSchema } from '../../contract/shared-reports'
import {
  listSharedReports,
  sentReport,
  sentReportPdf,
} from '../services/agency-reports/shared-reports'
import { stopSharing } from '../services/agency-reports/stop-sharing'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

/** /api/CandidateReport/*: the candidate's reports to agency partners (contract/shared-reports.ts). */
export function createSharedReportRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/SharedReports', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const agencies = await listSharedReports(deps.db, candidateId)
    return ok(c, 'Shared reports fetched successfully', { agencies })
  })

  router.get('/Report', async (c) => {
    const { candidateId, reportId } = readQuery(c, reportQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await sentReport(deps.db, candidateId, reportId)
    return ok(c, 'Report fetched successfully', data)
  })

  router.get('/ReportPdf', async (c) => {
    const { candidateId, reportId } = readQuery(c, reportQuerySchema)
    assertOwnCandidate(c, candidateId)
    const { pdf, fileName } = await sentReportPdf(deps.db, candidateId, reportId)
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'private, no-store',
    })
  })

  router.post('/StopSharing', async (c) => {
    const request = await readJsonBody(c, stopSharingRequestSchema)
    assertOwnCandidate(c, request.candidateId)
    const data = await stopSharing(deps.db, deps.queue, request, deps.clock.now())
    return ok(c, 'Sharing stopped', data)
  })

  return router
}
