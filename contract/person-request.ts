import * as v from 'valibot'
import { okEnvelope } from './envelope'
import { nationalPhoneSchema } from './phone'
import { plainText } from './text'

/**
 * 'I'd rather talk to a person': beside the AI interview, a candidate may ask a recruiter to
 * call them instead, at a number and in a time window they choose. One request per candidate:
 * asking again replaces the window. The request finishes onboarding without the interview.
 */

/** The parts of the day a recruiter calls in, in the candidate's own time. */
export const PARTS_OF_DAY = ['morning', 'afternoon', 'evening'] as const
export type PartOfDay = (typeof PARTS_OF_DAY)[number]

/** Each part's hours, 24-hour clock, in the candidate's time: 8-12, 12-5 pm and 5-8 pm. */
export const PART_OF_DAY_HOURS: Readonly<Record<PartOfDay, { from: number; to: number }>> = {
  morning: { from: 8, to: 12 },
  afternoon: { from: 12, to: 17 },
  evening: { from: 17, to: 20 },
}

/** How many days the candidate may choose from: tomorrow and the days after it. */
export const PERSON_REQUEST_DAYS = 7

const DAY_MS = 24 * 60 * 60 * 1000

/** A calendar date as 'YYYY-MM-DD' from its UTC parts. */
const isoDayOf = (date: Date): string => date.toISOString().slice(0, 10)

/** True for a real calendar date: '2026-02-30' reads as a date but is none. */
const isCalendarDay = (day: string): boolean => {
  const date = new Date(`${day}T00:00:00.000Z`)
  return !Number.isNaN(date.getTime()) && isoDayOf(date) === day
}

/**
 * The days the form offers: tomorrow and the six after it, in the calendar of the phone
 * (`now` read in its own time zone), as 'YYYY-MM-DD'.
 */
export function personRequestDays(now: Date): string[] {
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())
  return Array.from({ length: PERSON_REQUEST_DAYS }, (_, index) =>
    isoDayOf(new Date(today + (index + 1) * DAY_MS)),
  )
}

/**
 * The server's check, from its UTC clock: the candidate's calendar is up to a day behind or
 * ahead of UTC (every US time zone), so their 'tomorrow to 7 days ahead' is always within the
 * UTC date and the 8 days after it.
 */
export function isPersonRequestDayAllowed(day: string, now: Date): boolean {
  if (!isCalendarDay(day)) return false
  const first = isoDayOf(now)
  const last = isoDayOf(new Date(now.getTime() + (PERSON_REQUEST_DAYS + 1) * DAY_MS))
  return day >= first && day <= last
}

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/

export const personRequestDaySchema = v.pipe(
  plainText('day', 'day is required'),
  v.regex(DAY_FORMAT, 'day must be a date written YYYY-MM-DD'),
  // Only a day in the right format is read, so a wrong one is refused once, for its format.
  v.check((day) => !DAY_FORMAT.test(day) || isCalendarDay(day), 'day must be a real calendar date'),
)

export const partOfDaySchema = v.picklist(
  PARTS_OF_DAY,
  'partOfDay must be morning, afternoon or evening',
)

/**
 * POST /api/Engagement/RequestPerson: the number to call (10 US digits, as at sign-in) and the
 * window. The server also refuses a day outside the next 7 days.
 */
export const requestPersonRequestSchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
  phone: nationalPhoneSchema,
  day: personRequestDaySchema,
  partOfDay: partOfDaySchema,
})
export type RequestPersonRequest = v.InferOutput<typeof requestPersonRequestSchema>

/** A stored request, as the candidate sees it. */
export const personRequestSchema = v.object({
  /** 10 national digits. */
  phone: v.string(),
  /** 'YYYY-MM-DD'. */
  day: v.string(),
  partOfDay: v.picklist(PARTS_OF_DAY),
  /** When the candidate asked (the latest time, when they asked again). */
  requestedAt: v.string(),
})
export type PersonRequest = v.InferOutput<typeof personRequestSchema>

/** The request as stored. */
export const requestPersonResponseSchema = okEnvelope(personRequestSchema)
export type RequestPersonResponse = v.InferOutput<typeof requestPersonResponseSchema>

/** GET /api/Engagement/PersonRequest?candidateId=: the candidate's request, or null. */
export const personRequestResponseSchema = okEnvelope(v.nullable(personRequestSchema))
export type PersonRequestResponse = v.InferOutput<typeof personRequestResponseSchema>

export const PERSON_REQUEST_MESSAGES = {
  requested: 'Request to talk to a person saved',
  fetched: 'Request to talk to a person fetched',
} as const

/** The refusal of a day outside the window the form offers. */
export const DAY_OUT_OF_RANGE_MESSAGE = 'day must be within the next 7 days'
