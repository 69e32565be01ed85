import { Hono } from 'hono'
import { generateResumeUrlQuerySchema } from '../../contract/onboarding'
import { createResumeUpload } from '../services/resumes'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readQuery } from './validation'

/** /api/Resume/*: upload URLs for the browser's direct PUT to blob storage. */
export function createResumeRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.get('/GenerateResumeUrl', async (c) => {
    const query = readQuery(c, generateResumeUrlQuerySchema)
    assertOwnCandidate(c, query.candidateId)
    const url = await createResumeUpload(deps.db, deps.blobs, {
      candidateId: query.candidateId,
      fileName: query.fileName,
      format: query.fileFormat,
      now: deps.clock.now(),
    })
    return ok(c, 'Upload URL created successfully', url)
  })

  return router
}
