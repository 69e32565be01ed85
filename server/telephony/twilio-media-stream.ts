import * as v from 'valibot'

/**
 * Twilio Media Streams over a WebSocket, as documented at
 * https://www.twilio.com/docs/voice/media-streams/websocket-messages. Twilio sends connected,
 * start, media, dtmf, mark and stop; on a bidirectional stream (<Connect><Stream>) the server
 * sends media, mark and clear back. Only the fields the docs list are read; unknown ones are
 * dropped, and a message that does not fit is ignored rather than trusted.
 */

/** Twilio numbers messages and chunks and times media in milliseconds, all as digit strings. */
const digits = v.pipe(v.string(), v.regex(/^\d+$/))
const base64 = v.pipe(v.string(), v.base64())
const track = v.picklist(['inbound', 'outbound'])

const connectedSchema = v.object({
  event: v.literal('connected'),
  protocol: v.string(),
  version: v.string(),
})

const startSchema = v.object({
  event: v.literal('start'),
  sequenceNumber: digits,
  streamSid: v.string(),
  start: v.object({
    streamSid: v.string(),
    accountSid: v.string(),
    callSid: v.string(),
    tracks: v.array(track),
    // The <Parameter> values of the TwiML; a stream started without any may leave it out.
    customParameters: v.optional(v.record(v.string(), v.string()), {}),
    // The only format Twilio streams; anything else is a stream this server cannot play or hear.
    mediaFormat: v.object({
      encoding: v.literal('audio/x-mulaw'),
      sampleRate: v.literal(8000),
      channels: v.literal(1),
    }),
  }),
})

const mediaSchema = v.object({
  event: v.literal('media'),
  sequenceNumber: digits,
  streamSid: v.string(),
  media: v.object({ track, chunk: digits, timestamp: digits, payload: base64 }),
})

const stopSchema = v.object({
  event: v.literal('stop'),
  sequenceNumber: digits,
  streamSid: v.string(),
  stop: v.object({ accountSid: v.string(), callSid: v.string() }),
})

const dtmfSchema = v.object({
  event: v.literal('dtmf'),
  sequenceNumber: digits,
  streamSid: v.string(),
  // The docs say the track is always 'inbound_track'; nothing depends on it, so any is taken.
  dtmf: v.object({ track: v.string(), digit: v.pipe(v.string(), v.minLength(1)) }),
})

/** Twilio's echo of a mark the server sent, once the audio before it has played or been cleared. */
const markSchema = v.object({
  event: v.literal('mark'),
  sequenceNumber: digits,
  streamSid: v.string(),
  mark: v.object({ name: v.string() }),
})

export const twilioStreamMessageSchema = v.variant('event', [
  connectedSchema,
  startSchema,
  mediaSchema,
  stopSchema,
  dtmfSchema,
  markSchema,
])

export type TwilioStreamMessage = v.InferOutput<typeof twilioStreamMessageSchema>

/** What the server sends on a bidirectional stream; the dev phone and tests read these as Twilio. */
const serverStreamMessageSchema = v.variant('event', [
  v.object({
    event: v.literal('media'),
    streamSid: v.string(),
    media: v.object({ payload: base64 }),
  }),
  v.object({
    event: v.literal('mark'),
    streamSid: v.string(),
    mark: v.object({ name: v.string() }),
  }),
  v.object({ event: v.literal('clear'), streamSid: v.string() }),
])

export type ServerStreamMessage = v.InferOutput<typeof serverStreamMessageSchema>

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** One WebSocket text message from Twilio, or undefined when it is not one Twilio documents. */
export function parseTwilioStreamMessage(text: string): TwilioStreamMessage | undefined {
  const result = v.safeParse(twilioStreamMessageSchema, parseJson(text))
  return result.success ? result.output : undefined
}

/** One WebSocket text message from the server, read the way Twilio would. */
export function parseServerStreamMessage(text: string): ServerStreamMessage | undefined {
  const result = v.safeParse(serverStreamMessageSchema, parseJson(text))
  return result.success ? result.output : undefined
}

/** The mu-law bytes a media message carries. */
export const mediaPayloadBytes = (message: { media: { payload: string } }): Uint8Array =>
  Uint8Array.from(Buffer.from(message.media.payload, 'base64'))

const toBase64 = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')

/** Audio for Twilio to play: raw 8 kHz mu-law without any file header, base64 encoded. */
export const mediaMessage = (streamSid: string, mulaw: Uint8Array): string =>
  JSON.stringify({ event: 'media', streamSid, media: { payload: toBase64(mulaw) } })

/** Asks Twilio to echo `name` back once the audio sent before it has played (or been cleared). */
export const markMessage = (streamSid: string, name: string): string =>
  JSON.stringify({ event: 'mark', streamSid, mark: { name } })

/** Drops the audio Twilio has buffered but not played yet: the barge-in. */
export const clearMessage = (streamSid: string): string =>
  JSON.stringify({ event: 'clear', streamSid })
