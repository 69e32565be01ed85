import { errorCodes, type ErrorCode } from '../contract/envelope'

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 500 | 502 | 503

/**
 * An error the client is meant to see: HTTP status, a machine code from the contract and a
 * sentence a person can act on. The one error handler turns it into the error envelope.
 */
export class AppError extends Error {
  override name = 'AppError'

  constructor(
    readonly status: ErrorStatus,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Seconds until trying again makes sense; sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, errorCodes.validation, message, details)

export const unauthorized = (message = 'Your session has ended. Please sign in again.') =>
  new AppError(401, errorCodes.unauthorized, message)

export const forbidden = () =>
  new AppError(403, errorCodes.forbidden, 'You can only access your own data.')

export const notFound = (message: string) => new AppError(404, errorCodes.notFound, message)

/** The request is well formed but the thing it names is not in a state that allows it. */
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, errorCodes.conflict, message, details)

export const tooManyRequests = (
  message: string,
  retryAfterSeconds: number,
  code: ErrorCode = errorCodes.rateLimited,
) => new AppError(429, code, message, { retryAfterSeconds }, retryAfterSeconds)

/** A service that is busy for the moment (503): trying again after the wait works. */
export const serviceBusy = (message: string, code: ErrorCode, retryAfterSeconds: number) =>
  new AppError(503, code, message, { retryAfterSeconds }, retryAfterSeconds)

/** "15 minutes", "1 minute", "45 seconds": for messages that say how long to wait. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}
