import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './app-env'

/**
 * The caller's IP for per-IP limits. X-Forwarded-For is believed only behind a trusted proxy
 * (TRUST_PROXY), and then its last entry: the one our own proxy appended, which a client
 * cannot forge (entries before it can be).
 */
export function createClientIpResolver(trustProxy: boolean): (c: Context<AppEnv>) => string {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('X-Forwarded-For')
      const last = forwarded?.split(',').at(-1)?.trim()
      if (last) return last
    }
    try {
      return getConnInfo(c).remote.address ?? 'unknown'
    } catch {
      // No socket (app.request() in tests): everyone shares one bucket.
      return 'unknown'
    }
  }
}
