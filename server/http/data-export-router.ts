import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { DATA_EXPORT_MESSAGES, requestDataExportRequestSchema } from '../../contract/data-export'
import {
  describeDataExport,
  latestDataExport,
  requestDataExport,
} from '../services/data-export/data-exports'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

/**
 * 'Download my data' under /api/Candidate (contract/data-export.ts): asking for the archive
 * and reading its state and link. Mounted by the candidate router, behind its sign-in check.
 */
export function createDataExportRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()

  router.post('/RequestDataExport', async (c) => {
    const { candidateId } = await readJsonBody(c, requestDataExportRequestSchema)
    assertOwnCandidate(c, candidateId)
    const now = deps.clock.now()
    const row = await requestDataExport(deps.db, deps.queue, candidateId, now)
    const data = await describeDataExport(deps.blobs, row, now, deps.config.productName)
    return ok(c, DATA_EXPORT_MESSAGES.requested, data)
  })

  router.get('/DataExportStatus', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const row = await latestDataExport(deps.db, candidateId)
    const data = row
      ? await describeDataExport(deps.blobs, row, deps.clock.now(), deps.config.productName)
      : null
    return ok(c, DATA_EXPORT_MESSAGES.status, data)
  })

  return router
}
