import type { Logger } from '../../logger'
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from './sms-provider'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** Either a sender number or a messaging service; the service wins when both are set. */
  fromNumber: string | undefined
  messagingServiceSid: string | undefined
  logger: Logger
  /** Injectable for tests; the global fetch otherwise. */
  fetch?: typeof fetch
  timeoutMs?: number
}

/** Twilio's Messages REST call: form-encoded POST with HTTP basic auth. */
export function createTwilioSmsProvider(options: TwilioOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch
  const url = `https://api.twilio.com/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`

  return {
    name: 'twilio',
    async send(message: SmsMessage) {
      const form = new URLSearchParams({ To: message.to })
      if (options.messagingServiceSid) form.set('MessagingServiceSid', options.messagingServiceSid)
      else if (options.fromNumber) form.set('From', options.fromNumber)
      form.set('Body', message.body)

      let response: Response
      try {
        response = await doFetch(url, {
          method: 'POST',
          headers: {
            Authorization: authorization,
            'Content-Type': 'application/x-www-form-urlencoded',
            Accept: 'application/json',
          },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
        })
      } catch (error) {
        options.logger.error({ err: error }, 'Twilio request failed')
        throw new SmsDeliveryError('Twilio could not be reached')
      }
      if (!response.ok) {
        // Twilio's error body names the problem (e.g. 21211 invalid 'To'); it never holds our code.
        const detail = (await response.json().catch(() => null)) as {
          code?: number
          message?: string
        } | null
        options.logger.error(
          { status: response.status, twilioCode: detail?.code, twilioMessage: detail?.message },
          'Twilio refused the message',
        )
        throw new SmsDeliveryError(`Twilio answered ${response.status}`)
      }
    },
  }
}
