/** Types of phone-protocol.js (plain JavaScript the dev phone page loads as it is), for tests. */

export declare function twilioSid(
  prefix: 'AC' | 'CA' | 'MZ',
  randomValues?: (bytes: Uint8Array) => Uint8Array,
): string

export interface TwilioStream {
  readonly streamSid: string
  readonly accountSid: string
  readonly callSid: string
  connected(): string
  start(): string
  media(mulaw: Uint8Array): string
  mark(name: string): string
  /** Throws on anything but '0'-'9', '*' and '#'. */
  dtmf(digit: string): string
  stop(): string
}
export declare function isKeypadKey(key: unknown): boolean
export declare function createTwilioStream(ids: {
  callSid: string
  streamSid?: string
  accountSid?: string
}): TwilioStream

export type ServerMessage =
  { event: 'media'; payload: string } | { event: 'mark'; name: string } | { event: 'clear' }
export declare function parseServerMessage(text: string): ServerMessage | undefined

export interface MarkQueue {
  add(name: string, at: number): void
  due(now: number): string[]
  clear(): string[]
  readonly size: number
}
export declare function createMarkQueue(): MarkQueue

export declare function parseCaptionMark(
  name: string,
): { id: number; kind: string; text: string } | undefined
export declare const LISTENING_MARK: 'listening'

export declare function normalisePhone(typed: string): string | undefined

export interface DevPhoneCall {
  to: string
  streamUrl: string
  callSid: string
  placedAt: string
  endedAt?: string | null
}
export declare function callToAnswer<Call extends DevPhoneCall>(
  calls: readonly Call[],
): Call | undefined
