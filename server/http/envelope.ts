import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorCode } from '../../contract/envelope'
import { sendJson } from './json-response'

/** `{ status: true, message, data }` (docs/api.md#conventions). */
export const okBody = <T>(message: string, data: T) => ({ status: true as const, message, data })

export const ok = <T>(
  c: Context,
  message: string,
  data: T,
  status: ContentfulStatusCode = 200,
): Response => sendJson(c, okBody(message, data), status)

/** `{ status: false, message, error: { code, details? } }`. */
export const errorBody = (message: string, code: ErrorCode, details?: unknown) => ({
  status: false as const,
  message,
  error: details === undefined ? { code } : { code, details },
})
