import * as v from 'valibot'

/**
 * Every response body is wrapped: `{ status, message, data }` on success and
 * `{ status: false, message, error: { code, details? } }` on failure (docs/api.md).
 */
export const okEnvelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.literal(true), message: v.string(), data })

export const errorEnvelopeSchema = v.object({
  status: v.literal(false),
  message: v.string(),
  error: v.object({
    code: v.string(),
    details: v.optional(v.unknown()),
  }),
})
export type ErrorEnvelope = v.InferOutput<typeof errorEnvelopeSchema>

/** Machine-readable error codes the server sends in `error.code`. */
export const errorCodes = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  rateLimited: 'rate_limited',
  locked: 'locked',
  invalidCode: 'invalid_code',
  expiredCode: 'expired_code',
  /** The sign-in session token is unknown, used up or does not match the phone number. */
  invalidSession: 'invalid_session',
  /** The SMS provider refused or failed to send the code. */
  smsDeliveryFailed: 'sms_delivery_failed',
  payloadTooLarge: 'payload_too_large',
  conflict: 'conflict',
  /** An Idempotency-Key sent again with a different request (422). */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** This server places no phone calls (no telephony provider configured): use the web call. */
  phoneInterviewUnavailable: 'phone_interview_unavailable',
  /** No consent to an automated call is recorded for this number (409): ConsentToCall first. */
  callConsentRequired: 'call_consent_required',
  /**
   * It is outside calling hours where the candidate is (409): `details` is the next slot
   * (contract/call-scheduling.ts callingHoursDetailsSchema), which ScheduleCall takes.
   */
  outsideCallingHours: 'outside_calling_hours',
  /**
   * The node is running as many interviews as it can (503): a new one is not started there.
   * `details.retryAfterSeconds` (and Retry-After) is the wait before trying again, which may
   * reach another node.
   */
  interviewsFull: 'interviews_full',
  /** The server cannot reach its database for the moment (503): trying again later works. */
  unavailable: 'service_unavailable',
  internal: 'internal_error',
} as const
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes]
