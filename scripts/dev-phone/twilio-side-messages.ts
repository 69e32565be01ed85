import { randomBytes } from 'node:crypto'
import type * as v from 'valibot'
import type { twilioStreamMessageSchema } from '../../server/telephony/twilio-media-stream'

/**
 * The messages Twilio sends on a Media Streams WebSocket, built as its documentation shows them
 * (https://www.twilio.com/docs/voice/media-streams/websocket-messages): connected first (no
 * sequence number), then start, media, dtmf, mark and stop numbered from 1. Numbers travel as digit
 * strings. Typed against the server's own schema, so the two cannot drift apart silently.
 */
type TwilioMessage = v.InferInput<typeof twilioStreamMessageSchema>

/** Twilio's ids: two letters and 32 hex digits. */
export const twilioSid = (prefix: 'AC' | 'CA' | 'MZ') =>
  `${prefix}${randomBytes(16).toString('hex')}`

export interface StreamIds {
  streamSid: string
  accountSid: string
  callSid: string
}

const json = (message: TwilioMessage) => JSON.stringify(message)

export const connectedMessage = () =>
  json({ event: 'connected', protocol: 'Call', version: '1.0.0' })

export const startMessage = (ids: StreamIds, sequenceNumber: number) =>
  json({
    event: 'start',
    sequenceNumber: String(sequenceNumber),
    start: {
      streamSid: ids.streamSid,
      accountSid: ids.accountSid,
      callSid: ids.callSid,
      tracks: ['inbound'],
      customParameters: {},
      mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
    },
    streamSid: ids.streamSid,
  })

/** The caller's audio: `chunk` counts media messages from 1, `timestamp` is ms since the start. */
export const inboundMediaMessage = (
  ids: StreamIds,
  sequenceNumber: number,
  chunk: number,
  timestampMs: number,
  mulaw: Uint8Array,
) =>
  json({
    event: 'media',
    sequenceNumber: String(sequenceNumber),
    media: {
      track: 'inbound',
      chunk: String(chunk),
      timestamp: String(Math.max(0, Math.round(timestampMs))),
      payload: Buffer.from(mulaw.buffer, mulaw.byteOffset, mulaw.byteLength).toString('base64'),
    },
    streamSid: ids.streamSid,
  })

/** The echo of a mark the server sent, once the audio before it has played or was cleared. */
export const markEchoMessage = (ids: StreamIds, sequenceNumber: number, name: string) =>
  json({
    event: 'mark',
    sequenceNumber: String(sequenceNumber),
    streamSid: ids.streamSid,
    mark: { name },
  })

/** A key the caller pressed: '0'-'9', '*' or '#'. Twilio names the track 'inbound_track' here. */
export const dtmfMessage = (ids: StreamIds, sequenceNumber: number, digit: string) =>
  json({
    event: 'dtmf',
    sequenceNumber: String(sequenceNumber),
    streamSid: ids.streamSid,
    dtmf: { track: 'inbound_track', digit },
  })

/** The caller hung up (or the call ended otherwise): the last message of a stream. */
export const stopMessage = (ids: StreamIds, sequenceNumber: number) =>
  json({
    event: 'stop',
    sequenceNumber: String(sequenceNumber),
    streamSid: ids.streamSid,
    stop: { accountSid: ids.accountSid, callSid: ids.callSid },
  })
