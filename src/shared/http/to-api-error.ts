import { isHTTPError, isNetworkError, isTimeoutError } from 'ky'
import * as v from 'valibot'
import { errorEnvelopeSchema } from '@contract/envelope'
import { ApiError, isApiError } from './api-error'

const causeMessage = (error: Error): string | undefined =>
  error.cause instanceof Error ? error.cause.message : undefined

const retryAfterDetails = v.object({ retryAfterSeconds: v.pipe(v.number(), v.minValue(0)) })

/** `details.retryAfterSeconds` (a 429's, a 503's), whatever the status, when the envelope has one. */
const retryAfterOf = (details: unknown): number | undefined => {
  const parsed = v.safeParse(retryAfterDetails, details)
  return parsed.success ? parsed.output.retryAfterSeconds : undefined
}

/**
 * Turns whatever a ky call threw into an ApiError carrying the docs/product.md#calls-and-errors
 * texts.
 */
export const toApiError = (error: unknown): ApiError => {
  if (isApiError(error)) return error

  if (isHTTPError(error)) {
    const status = error.response.status
    const envelope = v.safeParse(errorEnvelopeSchema, error.data)
    if (envelope.success) {
      return new ApiError(`${status} ${envelope.output.error.code}: ${envelope.output.message}`, {
        status,
        code: envelope.output.error.code,
        userMessage: envelope.output.message,
        retryAfterSeconds: retryAfterOf(envelope.output.error.details),
        details: envelope.output.error.details,
        cause: error,
      })
    }
    // No envelope (a proxy's HTML page, say): nothing worth showing, so the caller's fallback wins.
    return new ApiError(`HTTP ${status} without an error envelope from ${error.request.url}`, {
      status,
      cause: error,
    })
  }

  if (isNetworkError(error)) {
    // The browser's own text ('Failed to fetch', ...) is the transport message of
    // docs/product.md#calls-and-errors.
    const text = causeMessage(error) ?? 'Network error'
    return new ApiError(error.message, { userMessage: text, transport: 'network', cause: error })
  }

  if (isTimeoutError(error)) {
    return new ApiError(error.message, {
      userMessage: 'The request timed out',
      transport: 'timeout',
      cause: error,
    })
  }

  if (error instanceof SyntaxError) {
    return new ApiError(`Response is not JSON: ${error.message}`, {
      userMessage: 'The server sent an unreadable response',
      transport: 'unreadable',
      cause: error,
    })
  }

  if (error instanceof Error) {
    return new ApiError(error.message, { userMessage: error.message, cause: error })
  }
  return new ApiError(String(error), { cause: error })
}
