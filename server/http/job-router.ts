import { Hono } from 'hono'
import type { JobsAggregatedCountResponse } from '../../contract/jobs'
import { countOpenJobsByTitle } from '../services/jobs'
import { cacheFor } from '../services/ttl-cache'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { sendJson } from './json-response'

/** The counts change only when the catalogue does; a minute of staleness is fine for marketing. */
const TITLE_COUNTS_CACHE_MS = 60_000
/** Browsers and CDNs may keep the public landing answer for five minutes. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=300'

/** /api/Job/*: the public job catalogue calls. No token. */
export function createJobRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  const titleCounts = cacheFor(
    TITLE_COUNTS_CACHE_MS,
    () => deps.clock.now().getTime(),
    () => countOpenJobsByTitle(deps.db),
  )

  router.get('/GetJobsAggregatedCount', async (c) => {
    const data = await titleCounts()
    // Set only on success: an error answer keeps the API's no-store (security-headers.ts).
    c.header('Cache-Control', PUBLIC_CACHE_CONTROL)
    // The landing page reads the list at message.data (docs/product.md#the-public-pages).
    const body: JobsAggregatedCountResponse = {
      status: true,
      message: { text: 'Jobs fetched successfully', data },
      data: null,
    }
    return sendJson(c, body)
  })

  return router
}
