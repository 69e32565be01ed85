import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import * as v from 'valibot'
import { errorCodes } from '../../contract/envelope'
import { isDatabaseUnavailable } from '../db/database-unavailable'
import { AppError } from '../errors'
import type { Logger } from '../logger'
import type { AppEnv } from './app-env'
import { errorBody } from './envelope'
import { validationFailure } from './validation'

/** How long a client should wait before trying again while the database is away. */
const DATABASE_RETRY_AFTER_SECONDS = 5

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/')

/**
 * The one error handler: an AppError becomes its envelope; anything else is logged with the
 * request id and answered with a 500 that reveals nothing.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (caught, c) => {
    // A v.parse() anywhere in a handler is a client error too, not a 500.
    const error =
      caught instanceof v.ValiError ? validationFailure(caught.issues, 'request') : caught
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined)
        c.header('Retry-After', String(error.retryAfterSeconds))
      return c.json(errorBody(error.message, error.code, error.details), error.status)
    }
    // PostgreSQL stopped or restarting: the pool reconnects by itself once it is back, so the
    // client is told to try again (503) instead of being shown a fault of ours (500).
    if (isDatabaseUnavailable(error)) {
      logger.warn({ err: error, requestId: c.get('requestId') }, 'Database unavailable')
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
      return c.json(
        errorBody(
          'The service cannot reach its database for the moment. Please try again shortly.',
          errorCodes.unavailable,
          { requestId: c.get('requestId') },
        ),
        503,
      )
    }
    logger.error({ err: error, requestId: c.get('requestId') }, 'Unhandled error')
    return c.json(
      errorBody('Something went wrong on our side. Please try again.', errorCodes.internal, {
        requestId: c.get('requestId'),
      }),
      500,
    )
  }
}

/** Unknown /api routes answer an envelope; anything else a plain 404. */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c: Context<AppEnv>) => {
  if (isApiPath(c.req.path)) {
    return c.json(
      errorBody(`No API call matches ${c.req.method} ${c.req.path}.`, errorCodes.notFound),
      404,
    )
  }
  return c.text('Not found', 404)
}
