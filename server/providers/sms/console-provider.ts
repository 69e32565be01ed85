import { maskPhone } from '../../log-redaction'
import type { Logger } from '../../logger'
import type { SmsMessage, SmsProvider } from './sms-provider'

export interface OutboxMessage {
  to: string
  body: string
  code: string
  /** ISO 8601. */
  sentAt: string
}

export interface ConsoleSmsProvider extends SmsProvider {
  readonly name: 'console'
  /** Messages sent to this number, newest first. */
  outboxFor(phone: string): OutboxMessage[]
}

/** Enough for a long manual or e2e session; older messages fall off. */
const OUTBOX_CAPACITY = 500

/**
 * Development SMS: the code goes to the server log on one readable line and into an
 * in-memory outbox that the dev route (and e2e tests) read. Nothing leaves the machine. The
 * log names the number by its last four digits only: logs never hold phone numbers.
 */
export function createConsoleSmsProvider(options: {
  logger: Logger
  now: () => Date
  capacity?: number
}): ConsoleSmsProvider {
  const capacity = options.capacity ?? OUTBOX_CAPACITY
  const outbox: OutboxMessage[] = []
  return {
    name: 'console',
    async send(message: SmsMessage) {
      outbox.unshift({ ...message, sentAt: options.now().toISOString() })
      if (outbox.length > capacity) outbox.length = capacity
      // The first line of the text holds the code: readable in the log without the WebOTP line.
      options.logger.info(`SMS to ${maskPhone(message.to)}: ${message.body.split('\n')[0]}`)
    },
    outboxFor: (phone) => outbox.filter((message) => message.to === phone),
  }
}
