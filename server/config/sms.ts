import type { SmsConfig } from './types'

/** SMS_PROVIDER and its Twilio settings from the parsed environment. */
export function smsConfigOf(parsed: {
  SMS_PROVIDER: 'console' | 'twilio'
  TWILIO_ACCOUNT_SID?: string | undefined
  TWILIO_AUTH_TOKEN?: string | undefined
  TWILIO_FROM_NUMBER?: string | undefined
  TWILIO_MESSAGING_SERVICE_SID?: string | undefined
}): SmsConfig {
  return parsed.SMS_PROVIDER === 'twilio'
    ? {
        provider: 'twilio',
        // Presence is checked by the schema.
        accountSid: parsed.TWILIO_ACCOUNT_SID ?? '',
        authToken: parsed.TWILIO_AUTH_TOKEN ?? '',
        fromNumber: parsed.TWILIO_FROM_NUMBER,
        messagingServiceSid: parsed.TWILIO_MESSAGING_SERVICE_SID,
      }
    : { provider: 'console' }
}
