import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { Logger } from '../logger'
import type { AppEnv } from './app-env'

/**
 * A request id (X-Request-Id) for every request and one log line when it ends: method, path,
 * status, milliseconds. The query string is left out: it carries phone numbers.
 */
export function requestContext(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const startedAt = performance.now()
    const requestId = randomUUID()
    c.set('requestId', requestId)
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    logger.info({
      requestId,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - startedAt) * 10) / 10,
    })
  }
}
