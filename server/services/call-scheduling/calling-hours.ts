/**
 * Calling hours: a call may ring only while it is within the window (8 am to 9 pm by default)
 * in every time zone the candidate may be in. Pure: time zones are IANA names, and local time
 * comes from Intl, so daylight saving is the platform's, not ours.
 */

export interface CallingWindow {
  /** Local hours, 24-hour clock: a call may ring from startHour:00 until endHour:00. */
  startHour: number
  endHour: number
}

export const DEFAULT_CALLING_WINDOW: CallingWindow = { startHour: 8, endHour: 21 }

/** Offered slots fall on the quarter hour. */
const SLOT_MS = 15 * 60 * 1000
/** The window comes round within a day; two days bounds the search for any zone list. */
const SEARCH_MS = 2 * 24 * 60 * 60 * 1000

const formatters = new Map<string, Intl.DateTimeFormat>()
const formatterOf = (timeZone: string) => {
  let formatter = formatters.get(timeZone)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    })
    formatters.set(timeZone, formatter)
  }
  return formatter
}

/** Minutes since local midnight at `at` in `timeZone`. */
function localMinutes(at: Date, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(at)
  const hour = Number(parts.find((part) => part.type === 'hour')?.value)
  const minute = Number(parts.find((part) => part.type === 'minute')?.value)
  return hour * 60 + minute
}

export function isWithinCallingHours(
  at: Date,
  timeZones: readonly string[],
  window: CallingWindow,
): boolean {
  return timeZones.every((timeZone) => {
    const minutes = localMinutes(at, timeZone)
    return minutes >= window.startHour * 60 && minutes < window.endHour * 60
  })
}

/** `at` itself when a call may ring then, else the first quarter hour after it when one may. */
export function nextCallingSlot(
  at: Date,
  timeZones: readonly string[],
  window: CallingWindow,
): Date | undefined {
  if (isWithinCallingHours(at, timeZones, window)) return at
  const firstQuarter = Math.ceil(at.getTime() / SLOT_MS) * SLOT_MS
  for (let time = firstQuarter; time <= at.getTime() + SEARCH_MS; time += SLOT_MS) {
    const slot = new Date(time)
    if (isWithinCallingHours(slot, timeZones, window)) return slot
  }
  // Zones too far apart for any common window (none of the fifty states is).
  return undefined
}
