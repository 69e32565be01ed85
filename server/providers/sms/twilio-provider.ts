import type { Logger } from '../../logger'
import { createTwilioRest, twilioErrorBody, type TwilioRestOptions } from '../twilio-rest'
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider'

interface TwilioOptions extends TwilioRestOptions {
  /** Either a sender number or a messaging service; the service wins when both are set. */
  fromNumber: string | undefined
  messagingServiceSid: string | undefined
  logger: Logger
}

/** Twilio's Messages REST call: form-encoded POST with HTTP basic auth. */
export function createTwilioSmsProvider(options: TwilioOptions): SmsProvider {
  const { accountUrl, post } = createTwilioRest(options)
  const url = `${accountUrl}/Messages.json`

  return {
    name: 'twilio',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({ To: message.to })
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid)
      else if (options.fromNumber) form.set('From', options.fromNumber)
      form.set('Body', message.body)

      let response: Response
      try {
        response = await post(url, form)
      } catch (error) {
        options.logger.error({ err: error }, 'Twilio request failed')
        throw new SmsDeliveryError('Twilio could not be reached')
      }
      if (!response.ok) {
        // Twilio's error body names the problem (e.g. 21211 invalid 'To'); it never holds our code.
        const detail = await twilioErrorBody(response)
        options.logger.error(
          { status: response.status, twilioCode: detail?.code, twilioMessage: detail?.message },
          'Twilio refused the message',
        )
        throw new SmsDeliveryError(`Twilio answered ${response.status}`)
      }
    },
  }
}
