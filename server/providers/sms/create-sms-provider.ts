import type { SmsConfig } from '../../config'
import type { Logger } from '../../logger'
import { createConsoleSmsProvider } from './console-provider'
import type { SmsProvider } from './sms-provider'
import { createTwilioSmsProvider } from './twilio-provider'

/** The provider the configuration names. */
export function createSmsProvider(config: SmsConfig, logger: Logger, now: () => Date): SmsProvider {
  if (config.provider === 'twilio') {
    return createTwilioSmsProvider({
      accountSid: config.accountSid,
      authToken: config.authToken,
      fromNumber: config.fromNumber,
      messagingServiceSid: config.messagingServiceSid,
      logger,
    })
  }
  return createConsoleSmsProvider({ logger, now })
}
