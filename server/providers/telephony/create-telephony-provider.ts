import type { TelephonyConfig } from '../../config'
import type { Logger } from '../../logger'
import { createDevTelephonyProvider, type DevTelephonyProvider } from './dev-telephony-provider'
import {
  createTwilioTelephonyProvider,
  type TwilioTelephonyProvider,
} from './twilio-telephony-provider'

/**
 * The provider the configuration names, or undefined when phone interviews are off
 * (TELEPHONY_PROVIDER=none). `name` tells the two apart: 'dev' has the dev phone's outbox.
 */
export function createTelephonyProvider(
  config: TelephonyConfig,
  logger: Logger,
  now: () => Date,
): DevTelephonyProvider | TwilioTelephonyProvider | undefined {
  if (config.provider === 'twilio') {
    return createTwilioTelephonyProvider({
      accountSid: config.accountSid,
      authToken: config.authToken,
      fromNumber: config.fromNumber,
      logger,
    })
  }
  if (config.provider === 'dev') return createDevTelephonyProvider({ logger, now })
  return undefined
}
