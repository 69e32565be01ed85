import type { ErrorCode } from '@contract/envelope'
import { getLanguage } from '@/shared/i18n/language-store'
import { errorTextBundle, type ErrorTexts } from './error-texts'

/**
 * The one error type every fetcher throws. `userMessage` is the text a screen may show
 * (the server's message, or a transport message such as a network failure); `message`
 * always describes the failure for logs.
 */
export class ApiError extends Error {
  override name = 'ApiError'
  /** HTTP status, or undefined when no response arrived. */
  readonly status: number | undefined
  /** `error.code` of the server's error envelope, when there was one. */
  readonly code: string | undefined
  /** Server message or transport message; undefined when only a fallback fits. */
  readonly userMessage: string | undefined
  /** Which transport failure it was, so another language can say it (no server code then). */
  readonly transport: TransportFailure | undefined
  /** The wait the server asked for (`details.retryAfterSeconds`): a 429, or a full node's 503. */
  readonly retryAfterSeconds: number | undefined
  /**
   * `error.details` of the envelope as sent, unchecked: a caller that expects details for a
   * code checks them with that code's contract schema.
   */
  readonly details: unknown

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause })
    this.status = options.status
    this.code = options.code
    this.userMessage = options.userMessage?.trim() || undefined
    this.transport = options.transport
    this.retryAfterSeconds = options.retryAfterSeconds
    this.details = options.details
  }
}

type TransportFailure = 'network' | 'timeout' | 'unreadable' | 'malformed'

interface ApiErrorOptions {
  status?: number
  code?: string
  userMessage?: string
  transport?: TransportFailure
  retryAfterSeconds?: number
  details?: unknown
  cause?: unknown
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

const DEFAULT_ERROR_MESSAGE = 'Something failed'

/**
 * docs/product.md#calls-and-errors: the server message, else the transport message, else the
 * caller's fallback, else 'Something failed'.
 */
const englishMessage = (error: unknown, fallback?: string): string => {
  if (isApiError(error)) return error.userMessage ?? fallback ?? DEFAULT_ERROR_MESSAGE
  // An error that never went through our fetchers (e.g. a raw fetch TypeError): its text is
  // the transport message.
  if (error instanceof Error && error.message.trim()) return error.message
  return fallback ?? DEFAULT_ERROR_MESSAGE
}

/**
 * Any other language: the server speaks English, so its message is never shown; the error's
 * code (or transport failure) picks the text from the catalogue, else the caller's fallback.
 */
const translatedMessage = (error: unknown, texts: ErrorTexts, fallback?: string): string => {
  if (!isApiError(error))
    return error instanceof Error ? texts.network : (fallback ?? texts.fallback)
  const minutes = error.retryAfterSeconds && Math.ceil(error.retryAfterSeconds / 60)
  if (error.code === 'rate_limited' && minutes) return texts.rateLimitedFor(minutes)
  const byCode = error.code ? texts.byCode[error.code as ErrorCode] : undefined
  if (byCode) return byCode
  if (error.transport) return texts[error.transport]
  return fallback ?? texts.fallback
}

/** The text a screen shows for a failed call, in the language on screen. */
export const toErrorMessage = (error: unknown, fallback?: string): string => {
  const language = getLanguage()
  if (language === 'en') return englishMessage(error, fallback)
  const texts = errorTextBundle.loaded(language)
  return texts ? translatedMessage(error, texts, fallback) : (fallback ?? DEFAULT_ERROR_MESSAGE)
}
