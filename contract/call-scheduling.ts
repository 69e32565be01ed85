import * as v from 'valibot'
import { appLanguageSchema } from './app-language'
import { okEnvelope } from './envelope'
import { plainText } from './text'

/**
 * The phone interview keeps the rules of calling people: the candidate's consent to an
 * automated call is recorded (when, which number, the words shown: contract/call-consent-text.ts)
 * before any call, and calls
 * ring only within calling hours in the candidate's local time. Outside them the candidate is
 * offered the next slot, and a call can be scheduled there and cancelled.
 */

const uuid = (name: string) =>
  v.pipe(plainText(name, `${name} is required`), v.uuid(`${name} must be a UUID`))

/** POST /api/Engagement/ConsentToCall: 'I agree' to the call, in the language it was read in. */
export const consentToCallRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  language: appLanguageSchema,
})
export type ConsentToCallRequest = v.InferOutput<typeof consentToCallRequestSchema>
export const consentToCallResponseSchema = okEnvelope(
  v.object({ consentId: v.string(), consentedAt: v.string() }),
)

/**
 * The details of a 409 `outside_calling_hours` from CreateCallForCandidate: the window in the
 * candidate's local time and the next moment a call may ring (ISO, UTC).
 */
export const callingHoursDetailsSchema = v.object({
  nextSlotAt: v.string(),
  /** Whole local hours, 24-hour clock: 8 and 21 for 8 am to 9 pm. */
  windowStartHour: v.number(),
  windowEndHour: v.number(),
  /** The IANA time zone the slot is shown in (the candidate's, as far as we know it). */
  timeZone: v.string(),
})
export type CallingHoursDetails = v.InferOutput<typeof callingHoursDetailsSchema>

/** POST /api/Engagement/ScheduleCall: ring at `at` (a slot the server offered, or later). */
export const scheduleCallRequestSchema = v.object({
  candidateId: uuid('candidateId'),
  at: v.pipe(
    plainText('at', 'at is required'),
    v.isoTimestamp('at must be an ISO date and time with its offset'),
  ),
})
export type ScheduleCallRequest = v.InferOutput<typeof scheduleCallRequestSchema>

export const SCHEDULED_CALL_STATUSES = ['scheduled', 'placed', 'cancelled', 'missed'] as const

export const scheduledCallSchema = v.object({
  id: v.string(),
  at: v.string(),
  timeZone: v.string(),
  status: v.picklist(SCHEDULED_CALL_STATUSES),
  /** The interview the call started, once placed: the app opens its status screen. */
  engagementId: v.nullable(v.string()),
})
export type ScheduledCall = v.InferOutput<typeof scheduledCallSchema>

export const scheduleCallResponseSchema = okEnvelope(scheduledCallSchema)

/**
 * GET /api/Engagement/ScheduledCall?candidateId: the call waiting to ring, or the one that
 * just rang (placed in the last half hour, with its engagement), or null.
 */
export const scheduledCallResponseSchema = okEnvelope(v.nullable(scheduledCallSchema))

/** POST /api/Engagement/CancelScheduledCall: the waiting call will not ring. */
export const cancelScheduledCallRequestSchema = v.object({ candidateId: uuid('candidateId') })
export const cancelScheduledCallResponseSchema = okEnvelope(v.nullable(scheduledCallSchema))
