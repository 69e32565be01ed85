import * as v from 'valibot'
import { callingHoursDetailsSchema, type CallingHoursDetails } from '@contract/call-scheduling'
import { errorCodes } from '@contract/envelope'
import { isApiError } from '@/shared/http/api-error'

/**
 * The calling window and next slot when placing the call failed only because it is outside
 * calling hours; undefined for any other failure (or details off the contract), which then
 * shows as a call that could not be placed.
 */
export function callingHoursOf(error: unknown): CallingHoursDetails | undefined {
  if (!isApiError(error) || error.code !== errorCodes.outsideCallingHours) return undefined
  const details = v.safeParse(callingHoursDetailsSchema, error.details)
  return details.success ? details.output : undefined
}

/** A whole hour of the day (24-hour clock) as the locale says it: '8 AM', '9 p.m.'. */
export function formatCallingHour(hour: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, 0, 1, hour)),
  )
}

const CALL_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // The call's zone may not be the device's (a phone set to another zone, a number from
  // elsewhere): the zone named, the hour cannot be misread.
  timeZoneName: 'short',
}

/**
 * When a call rings, in the candidate's time zone and language, the zone named: 'Monday,
 * December 7 at 8:00 AM EST'. Whole words, not 'Mon, Dec 7', for readers who find abbreviations hard. A zone
 * this device does not know falls back to the device's own; a value that is not a time shows
 * as sent.
 */
export function formatCallTime(iso: string, timeZone: string, locale: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  try {
    return new Intl.DateTimeFormat(locale, { ...CALL_TIME, timeZone }).format(at)
  } catch {
    return new Intl.DateTimeFormat(locale, CALL_TIME).format(at)
  }
}
