import { randomBytes } from 'node:crypto'
import { maskPhone } from '../../log-redaction'
import type { Logger } from '../../logger'
import type { PlaceCallRequest, TelephonyProvider } from './telephony-provider'

export interface DevPhoneCall {
  to: string
  streamUrl: string
  /** 'CA' and 32 hex digits, like Twilio's call sids. */
  callSid: string
  /** ISO 8601. */
  placedAt: string
  /** ISO 8601, set when hangUp was called. */
  endedAt?: string
}

export interface DevTelephonyProvider extends TelephonyProvider {
  readonly name: 'dev'
  /** Calls placed to this number, newest first. */
  callsTo(phone: string): DevPhoneCall[]
}

/** Enough for a long manual or e2e session; older calls fall off. */
const OUTBOX_CAPACITY = 500

/**
 * Development telephony: no call is placed. The server log gets one readable line saying how to
 * answer, and an in-memory outbox keeps the call for the dev phone (CLI or page), which connects
 * to the stream URL as Twilio would. Nothing leaves the machine.
 */
export function createDevTelephonyProvider(options: {
  logger: Logger
  now: () => Date
  capacity?: number
}): DevTelephonyProvider {
  const capacity = options.capacity ?? OUTBOX_CAPACITY
  const outbox: DevPhoneCall[] = []
  return {
    name: 'dev',
    async placeCall(request: PlaceCallRequest) {
      const callSid = `CA${randomBytes(16).toString('hex')}`
      outbox.unshift({
        to: request.to,
        streamUrl: request.streamUrl,
        callSid,
        placedAt: options.now().toISOString(),
      })
      if (outbox.length > capacity) outbox.length = capacity
      // The last four digits only: logs never hold phone numbers.
      options.logger.info(
        { phoneCall: { callSid } },
        `Phone call to ${maskPhone(request.to)} (dev): answer it with npm run phone -- answer <phone>`,
      )
      return { callSid }
    },
    async hangUp(callSid: string) {
      const call = outbox.find((candidate) => candidate.callSid === callSid)
      if (call && call.endedAt === undefined) call.endedAt = options.now().toISOString()
    },
    // Copies: a reader cannot change the outbox.
    callsTo: (phone) => outbox.filter((call) => call.to === phone).map((call) => ({ ...call })),
  }
}
