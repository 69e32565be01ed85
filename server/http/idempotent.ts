import type { Context } from 'hono'
import * as v from 'valibot'
import { headers } from '../../contract/endpoints'
import { parseOrThrow } from './validation'

const idempotencyKeySchema = v.object({
  [headers.idempotencyKey]: v.optional(
    v.pipe(v.string(), v.uuid(`${headers.idempotencyKey} must be a UUID`)),
  ),
})

/** The optional Idempotency-Key header; when sent it must be a UUID (400 otherwise). */
export function readIdempotencyKey(c: Context): string | undefined {
  const raw = c.req.header(headers.idempotencyKey)
  return parseOrThrow(
    idempotencyKeySchema,
    raw === undefined ? {} : { [headers.idempotencyKey]: raw },
    'headers',
  )[headers.idempotencyKey]
}
