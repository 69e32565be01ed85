/** One text message carrying a one-time code. `code` lets the console provider show it plainly. */
export interface SmsMessage {
  /** E.164, e.g. +12065550123. */
  to: string
  body: string
  code: string
}

export interface SmsProvider {
  readonly name: 'console' | 'twilio'
  /** Resolves once the provider accepted the message; throws SmsDeliveryError otherwise. */
  send(message: SmsMessage): Promise<void>
}

export class SmsDeliveryError extends Error {
  override name = 'SmsDeliveryError'
}
