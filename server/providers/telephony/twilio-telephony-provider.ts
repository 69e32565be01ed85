import * as v from 'valibot'
import type { Logger } from '../../logger'
import { connectStreamTwiml } from '../../telephony/twiml'
import { createTwilioRest, twilioErrorBody, type TwilioRestOptions } from '../twilio-rest'
import {
  CallPlacementError,
  type PlaceCallRequest,
  type TelephonyProvider,
} from './telephony-provider'

interface TwilioTelephonyOptions extends TwilioRestOptions {
  /** E.164: the Twilio number the call comes from (TWILIO_VOICE_NUMBER). */
  fromNumber: string
  logger: Logger
}

export interface TwilioTelephonyProvider extends TelephonyProvider {
  readonly name: 'twilio'
}

/** How long the phone rings before Twilio gives up and reports no-answer (seconds). */
const RING_TIMEOUT_SECONDS = 30

/** The call progress Twilio POSTs to StatusCallback. */
const STATUS_CALLBACK_EVENTS = ['initiated', 'ringing', 'answered', 'completed'] as const

/** Twilio's 21220 'Invalid call state': the call is no longer in progress. */
const CALL_NOT_IN_PROGRESS = 21220

const callAnswerSchema = v.object({
  sid: v.pipe(v.string(), v.regex(/^CA[0-9a-fA-F]{32}$/)),
})

/**
 * Twilio's Calls REST resource (https://www.twilio.com/docs/voice/api/call-resource): form-encoded
 * POSTs with HTTP basic auth. The call runs inline TwiML that connects it to the interview's media
 * stream; asynchronous answering machine detection reports a voicemail to the status callback
 * while the recruiter already speaks, so a person who answers hears no silence first.
 */
export function createTwilioTelephonyProvider(
  options: TwilioTelephonyOptions,
): TwilioTelephonyProvider {
  const { accountUrl, post } = createTwilioRest(options)
  const callsUrl = `${accountUrl}/Calls`

  return {
    name: 'twilio',
    async placeCall(request: PlaceCallRequest) {
      const form = new URLSearchParams()
      form.set('To', request.to)
      form.set('From', options.fromNumber)
      form.set('Twiml', connectStreamTwiml(request.streamUrl))
      form.set('StatusCallback', request.statusCallbackUrl)
      form.set('StatusCallbackMethod', 'POST')
      // Twilio takes StatusCallbackEvent once per event.
      for (const event of STATUS_CALLBACK_EVENTS) form.append('StatusCallbackEvent', event)
      form.set('Timeout', String(RING_TIMEOUT_SECONDS))
      form.set('MachineDetection', 'Enable')
      form.set('AsyncAmd', 'true')
      form.set('AsyncAmdStatusCallback', request.statusCallbackUrl)
      form.set('AsyncAmdStatusCallbackMethod', 'POST')

      let response: Response
      try {
        response = await post(`${callsUrl}.json`, form)
      } catch (error) {
        options.logger.error({ err: error }, 'Twilio request failed')
        throw new CallPlacementError('Twilio could not be reached')
      }
      if (!response.ok) {
        const detail = await twilioErrorBody(response)
        options.logger.error(
          { status: response.status, twilioCode: detail?.code, twilioMessage: detail?.message },
          'Twilio refused the call',
        )
        throw new CallPlacementError(`Twilio answered ${response.status}`)
      }
      const answer = v.safeParse(callAnswerSchema, await response.json().catch(() => null))
      if (!answer.success) {
        options.logger.error(
          { status: response.status },
          'Twilio accepted the call but its answer holds no call sid',
        )
        throw new CallPlacementError('Twilio answered without a call sid')
      }
      return { callSid: answer.output.sid }
    },

    async hangUp(callSid: string) {
      let response: Response
      try {
        response = await post(
          `${callsUrl}/${encodeURIComponent(callSid)}.json`,
          new URLSearchParams({ Status: 'completed' }),
        )
      } catch (error) {
        options.logger.error({ err: error, callSid }, 'Twilio request to end a call failed')
        return
      }
      if (response.ok) return
      const detail = await twilioErrorBody(response)
      // A call that is already over (or unknown to Twilio) needs no ending.
      if (response.status === 404 || detail?.code === CALL_NOT_IN_PROGRESS) return
      options.logger.error(
        {
          callSid,
          status: response.status,
          twilioCode: detail?.code,
          twilioMessage: detail?.message,
        },
        'Twilio refused to end the call',
      )
    },
  }
}
