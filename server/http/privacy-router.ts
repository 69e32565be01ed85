import { Hono } from 'hono'
import { PRIVACY_MESSAGES, type RetentionPeriods } from '../../contract/privacy'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { ok } from './envelope'

/** The number changes only with the configuration, i.e. at a restart: five minutes is fine. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=300'

/** /api/Privacy/*: what the privacy policy and the consent step state from configuration. No token. */
export function createPrivacyRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()

  router.get('/RetentionPeriods', (c) => {
    const periods: RetentionPeriods = {
      recordingRetentionDays: deps.config.recordingRetentionDays,
    }
    // Set only on success: an error answer keeps the API's no-store (security-headers.ts).
    c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
    return ok(c, PRIVACY_MESSAGES.retentionPeriods, periods)
  })

  return router
}
