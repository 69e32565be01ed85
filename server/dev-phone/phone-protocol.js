/**
 * The dev phone's side of a Twilio Media Streams WebSocket, without the DOM: the messages
 * Twilio sends (https://www.twilio.com/docs/voice/media-streams/websocket-messages), what it
 * does with the marks the server sends, the recruiter's caption marks, and the number typed on
 * the page. Plain JavaScript the browser loads as it is; phone-protocol.d.ts types it for tests.
 */
import { bytesToBase64 } from './phone-codec.js'

/** A Twilio id: two letters and 32 lower-case hex digits (AC account, CA call, MZ stream). */
export function twilioSid(prefix, randomValues = (bytes) => crypto.getRandomValues(bytes)) {
  const bytes = randomValues(new Uint8Array(16))
  return prefix + Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** What one media message carries: 20 ms of 8 kHz audio. */
const FRAME_MS = 20

/** The keys of a phone's keypad, as Twilio sends them: '0'-'9', '*' and '#'. */
export const isKeypadKey = (key) => typeof key === 'string' && /^[0-9*#]$/.test(key)

/**
 * The messages of one stream, numbered as Twilio numbers them: connected has no sequence
 * number; start is 1 and every later message (media, mark, dtmf, stop) the next; media chunks count
 * from 1 and their timestamp is the milliseconds of caller audio since the start.
 */
export function createTwilioStream({
  callSid,
  streamSid = twilioSid('MZ'),
  accountSid = twilioSid('AC'),
}) {
  let sequenceNumber = 0
  let chunk = 0
  const next = () => String(++sequenceNumber)
  return {
    streamSid,
    accountSid,
    callSid,
    connected: () => JSON.stringify({ event: 'connected', protocol: 'Call', version: '1.0.0' }),
    start: () =>
      JSON.stringify({
        event: 'start',
        sequenceNumber: next(),
        start: {
          accountSid,
          streamSid,
          callSid,
          tracks: ['inbound'],
          customParameters: {},
          mediaFormat: { encoding: 'audio/x-mulaw', sampleRate: 8000, channels: 1 },
        },
        streamSid,
      }),
    /** The caller's audio: one frame of mu-law bytes (160 for 20 ms). */
    media: (mulaw) => {
      const timestamp = chunk * FRAME_MS
      chunk += 1
      return JSON.stringify({
        event: 'media',
        sequenceNumber: next(),
        media: {
          track: 'inbound',
          chunk: String(chunk),
          timestamp: String(timestamp),
          payload: bytesToBase64(mulaw),
        },
        streamSid,
      })
    },
    /** The echo of a mark the server sent, once the audio queued before it has played. */
    mark: (name) =>
      JSON.stringify({ event: 'mark', sequenceNumber: next(), streamSid, mark: { name } }),
    /** A key pressed on the keypad: Twilio names the track 'inbound_track' here. */
    dtmf: (digit) => {
      if (!isKeypadKey(digit)) throw new Error(`Not a keypad key: ${digit}`)
      return JSON.stringify({
        event: 'dtmf',
        sequenceNumber: next(),
        streamSid,
        dtmf: { track: 'inbound_track', digit },
      })
    },
    stop: () =>
      JSON.stringify({
        event: 'stop',
        sequenceNumber: next(),
        streamSid,
        stop: { accountSid, callSid },
      }),
  }
}

/**
 * What the server sends, read as Twilio reads it: media (base64 mu-law to play), mark (to echo
 * back) and clear (drop what is queued). Anything else is undefined.
 */
export function parseServerMessage(text) {
  let message
  try {
    message = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof message !== 'object' || message === null) return undefined
  if (message.event === 'media' && typeof message.media?.payload === 'string')
    return { event: 'media', payload: message.media.payload }
  if (message.event === 'mark' && typeof message.mark?.name === 'string')
    return { event: 'mark', name: message.mark.name }
  if (message.event === 'clear') return { event: 'clear' }
  return undefined
}

/**
 * Marks wait behind the audio queued before them (Twilio's documented behaviour): each is due
 * when the playback clock reaches the end of that audio, and a clear makes every waiting mark
 * due at once. Times are the playback clock's seconds (AudioContext.currentTime).
 */
export function createMarkQueue() {
  let waiting = []
  return {
    /** A mark that is due once the playback clock reaches `at` (the end of the audio before it). */
    add(name, at) {
      waiting.push({ name, at })
    },
    /** The marks due by `now`, in the order they were sent, removed from the queue. */
    due(now) {
      const index = waiting.findIndex((mark) => mark.at > now)
      const count = index === -1 ? waiting.length : index
      return waiting.splice(0, count).map((mark) => mark.name)
    },
    /** Every waiting mark, removed: the echoes a clear sends at once. */
    clear() {
      const names = waiting.map((mark) => mark.name)
      waiting = []
      return names
    },
    get size() {
      return waiting.length
    },
  }
}

/** The recruiter's caption marks: `caption:<id>:<kind>:<text>` (the text may hold colons). */
export function parseCaptionMark(name) {
  const match = /^caption:(\d+):([A-Za-z]+):([\s\S]*)$/.exec(name)
  if (!match) return undefined
  return { id: Number(match[1]), kind: match[2], text: match[3] }
}

/** The mark the server sends when the recruiter starts listening. */
export const LISTENING_MARK = 'listening'

/**
 * A number typed on the page as the dev outbox keys it (+1 and 10 digits), or undefined: +1 and
 * 10 digits, or 10 digits, with spaces, dashes, dots and brackets ignored.
 */
export function normalisePhone(typed) {
  const compact = typed.replace(/[\s().-]/g, '')
  if (/^\+1\d{10}$/.test(compact)) return compact
  if (/^\d{10}$/.test(compact)) return `+1${compact}`
  return undefined
}

/** The call to answer: the newest placed that has not ended (hung up by the server). */
export function callToAnswer(calls) {
  const newestFirst = [...calls].sort((a, b) => b.placedAt.localeCompare(a.placedAt))
  return newestFirst.find((call) => call.endedAt === undefined || call.endedAt === null)
}
