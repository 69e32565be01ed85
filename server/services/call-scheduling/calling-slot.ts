import type { CallingHoursDetails } from '../../../contract/call-scheduling'
import type { CallingHours } from '../../config'
import { DEFAULT_CALLING_WINDOW, isWithinCallingHours, nextCallingSlot } from './calling-hours'
import { candidateTimeZones } from './candidate-time-zones'

/**
 * Whether a call to the candidate may ring at `at`, and else the next moment it may, with the
 * zone to tell them the time in (from where they said they are, else their number's area
 * code). Without calling hours (the dev phone) any moment may.
 */
export async function callingSlotFor(
  candidate: { location?: string | null | undefined; phone: string },
  hours: CallingHours | undefined,
  at: Date,
): Promise<{ allowed: boolean; details: CallingHoursDetails }> {
  const zones = await candidateTimeZones({ location: candidate.location, phone: candidate.phone })
  const window = hours ?? DEFAULT_CALLING_WINDOW
  const allowed = !hours || isWithinCallingHours(at, zones, hours)
  const next = allowed ? at : nextCallingSlot(at, zones, hours)
  return {
    allowed,
    details: {
      nextSlotAt: (next ?? at).toISOString(),
      windowStartHour: window.startHour,
      windowEndHour: window.endHour,
      timeZone: zones[0] ?? 'America/New_York',
    },
  }
}
