import { errorCodes } from '../../../contract/envelope'
import type { CallingHoursDetails } from '../../../contract/call-scheduling'
import type { CallingHours } from '../../config'
import type { Database } from '../../db/client'
import { AppError } from '../../errors'
import { hasCallConsent } from './call-consent'
import { callingSlotFor } from './calling-slot'

/** 8 -> '8 am', 21 -> '9 pm'. */
const hourWords = (hour: number) =>
  hour === 12 ? '12 pm' : hour > 12 ? `${hour - 12} pm` : `${hour} am`

const consentRequired = () =>
  new AppError(409, errorCodes.callConsentRequired, 'Please agree to be called before we call you.')

const outsideCallingHours = (details: CallingHoursDetails) =>
  new AppError(
    409,
    errorCodes.outsideCallingHours,
    `We only call between ${hourWords(details.windowStartHour)} and ${hourWords(details.windowEndHour)} your time. You can schedule the call for later.`,
    details,
  )

/**
 * Before any call rings: the candidate agreed to an automated call at this number (409
 * call_consent_required), and it is within calling hours where they are (409
 * outside_calling_hours, with the next slot to schedule).
 */
export async function assertMayCall(
  db: Database,
  candidate: { id: string; phone: string; location?: string | null | undefined },
  hours: CallingHours | undefined,
  now: Date,
): Promise<void> {
  if (!(await hasCallConsent(db, candidate.id, candidate.phone))) throw consentRequired()
  if (!hours) return
  const slot = await callingSlotFor(candidate, hours, now)
  if (!slot.allowed) throw outsideCallingHours(slot.details)
}
