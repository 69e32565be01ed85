import type { CallingHours, TelephonyConfig } from './types'

/** TELEPHONY_PROVIDER, or its default: the dev phone while SMS is the console, else none. */
export const telephonyProviderOf = (env: {
  TELEPHONY_PROVIDER?: 'dev' | 'twilio' | 'none' | undefined
  SMS_PROVIDER: 'console' | 'twilio'
}) => env.TELEPHONY_PROVIDER ?? (env.SMS_PROVIDER === 'console' ? 'dev' : 'none')

/** CALLING_HOURS ('START-END', checked by the schema) as hours, or undefined when unset. */
function callingHoursFrom(value: string | undefined): CallingHours | undefined {
  return value
    ? {
        startHour: Number(value.split('-')[0]),
        endHour: Number(value.split('-')[1]),
      }
    : undefined
}

/**
 * The phone interview's calls from the parsed environment; publicUrl is the origin the provider
 * reaches (TELEPHONY_PUBLIC_URL's, else PUBLIC_URL's).
 */
export function telephonyConfigOf(
  parsed: {
    TELEPHONY_PROVIDER?: 'dev' | 'twilio' | 'none' | undefined
    SMS_PROVIDER: 'console' | 'twilio'
    CALLING_HOURS?: string | undefined
    TWILIO_ACCOUNT_SID?: string | undefined
    TWILIO_AUTH_TOKEN?: string | undefined
    TWILIO_VOICE_NUMBER?: string | undefined
  },
  publicUrl: string,
): TelephonyConfig {
  const telephonyProvider = telephonyProviderOf(parsed)
  const callingHours = callingHoursFrom(parsed.CALLING_HOURS)
  return telephonyProvider === 'twilio'
    ? {
        provider: 'twilio',
        publicUrl,
        callingHours: callingHours ?? { startHour: 8, endHour: 21 },
        // Presence is checked by the schema.
        accountSid: parsed.TWILIO_ACCOUNT_SID ?? '',
        authToken: parsed.TWILIO_AUTH_TOKEN ?? '',
        fromNumber: parsed.TWILIO_VOICE_NUMBER ?? '',
      }
    : telephonyProvider === 'dev'
      ? {
          provider: 'dev',
          publicUrl,
          ...(callingHours ? { callingHours } : {}),
        }
      : { provider: 'none' }
}

/** The calling hours a telephony provider keeps, if any. */
export const callingHoursOf = (telephony: TelephonyConfig): CallingHours | undefined =>
  telephony.provider === 'none' ? undefined : telephony.callingHours
