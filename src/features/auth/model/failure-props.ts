import { isApiError } from '@/shared/http/api-error'

/** Failure details safe for analytics: status and error code only, never the number, code or token. */
export const failureProps = (error: unknown) => ({
  status: isApiError(error) ? (error.status ?? null) : null,
  code: isApiError(error) ? (error.code ?? null) : null,
})
