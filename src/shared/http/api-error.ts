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

  constructor(
    message: string,
    options: { status?: number; code?: string; userMessage?: string; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.status = options.status
    this.code = options.code
    this.userMessage = options.userMessage?.trim() || undefined
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError

const DEFAULT_ERROR_MESSAGE = 'Something failed'

/**
 * SPEC.md section 8: the server message, else the transport message, else the caller's
 * fallback, else 'Something failed'.
 */
export const toErrorMessage = (error: unknown, fallback?: string): string => {
  if (isApiError(error)) return error.userMessage ?? fallback ?? DEFAULT_ERROR_MESSAGE
  // An error that never went through our fetchers (e.g. a raw fetch TypeError): its text is
  // the transport message.
  if (error instanceof Error && error.message.trim()) return error.message
  return fallback ?? DEFAULT_ERROR_MESSAGE
}
