import * as v from 'valibot'

/** GET /api/dev/outbox?phone=+1NNNNNNNNNN (only while SMS_PROVIDER=console). Newest first. */
export const devOutboxQuerySchema = v.object({
  phone: v.pipe(v.string(), v.regex(/^\+1\d{10}$/, 'phone must be +1 followed by 10 digits')),
})
export const devOutboxResponseSchema = v.object({
  messages: v.array(
    v.object({ to: v.string(), body: v.string(), code: v.string(), sentAt: v.string() }),
  ),
})
export type DevOutboxResponse = v.InferOutput<typeof devOutboxResponseSchema>
