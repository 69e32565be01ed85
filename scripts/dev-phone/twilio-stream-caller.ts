import WebSocket from 'ws'
import { CAPTION_KINDS } from '../../contract/interview'
import type { TurnKind } from '../../server/interview/dialogue'
import { LISTENING_MARK } from '../../server/interview/phone-call/phone-call-link'
import { seededRandom, noise } from '../../tests/support/test-signals'
import { encodeMulaw, MULAW_SILENCE } from '../../server/telephony/mulaw'
import {
  PHONE_FRAME_BYTES,
  PHONE_SAMPLE_RATE,
  pcm16kToPhoneFrames,
} from '../../server/telephony/phone-audio'
import {
  mediaPayloadBytes,
  parseServerStreamMessage,
} from '../../server/telephony/twilio-media-stream'
import { PlaybackQueue } from './playback-queue'
import {
  connectedMessage,
  dtmfMessage,
  inboundMediaMessage,
  markEchoMessage,
  startMessage,
  stopMessage,
  twilioSid,
  type StreamIds,
} from './twilio-side-messages'

/**
 * Twilio's side of a bidirectional Media Streams socket (<Connect><Stream>), for the dev phone
 * and the tests: it opens the stream URL, says connected and start, then sends the caller's
 * audio as one 160-byte mu-law media message every 20 ms (an answer given to `say`, else quiet
 * room noise), and plays what the server sends in real time, echoing marks and obeying clear
 * as Twilio does (playback-queue.ts). Captions and listening turns are read from the marks.
 * Keys pressed (`press`) go as dtmf messages, as Twilio sends the caller's keypad.
 */

/** Between two keys pressed: about how fast a thumb types on a keypad. */
const KEY_GAP_MS = 150

const FRAME_MS = 20

export interface Caption {
  id: number
  kind: TurnKind
  text: string
}

/** What happened on the call, in order; `at` is the caller's clock (performance.now()). */
export type CallerEvent =
  /** A caption mark came back: the recruiter's audio before it has played. */
  | { type: 'caption'; at: number; caption: Caption }
  /** The recruiter started listening (its 'listening' mark came back). */
  | { type: 'listening'; at: number }
  /** Any other mark that came back. */
  | { type: 'mark'; at: number; name: string }
  /** The server dropped what was queued to play (barge-in); `droppedBytes` of mu-law. */
  | { type: 'clear'; at: number; droppedBytes: number }
  | { type: 'closed'; at: number; code: number; reason: string }

export interface ReceivedMedia {
  at: number
  bytes: Uint8Array
}

export interface SaidAnswer {
  /** When each 20 ms frame of the answer was sent, on the caller's clock. */
  frameSentAt: number[]
  /** False when the stream closed before the whole answer was sent. */
  complete: boolean
}

export interface TwilioStreamCaller {
  readonly ids: StreamIds
  readonly events: readonly CallerEvent[]
  /** Every media message the server sent, with its arrival time. */
  readonly media: readonly ReceivedMedia[]
  /** Unreadable or foreign messages the server sent (Twilio would ignore or reject them). */
  readonly unexpected: readonly string[]
  captions(): Caption[]
  clears(): Extract<CallerEvent, { type: 'clear' }>[]
  /** The recruiter's audio played so far, in 20 ms frames. */
  framesPlayed(): number
  /** Queues 16 kHz 16-bit speech; resolves once it has been sent. */
  say(pcm16k: Int16Array): Promise<SaidAnswer>
  /**
   * Presses keypad keys ('0'-'9', '*', '#') one after another, `gapMs` apart (KEY_GAP_MS by
   * default), each a dtmf message; resolves once the last has been sent.
   */
  press(keys: string, options?: { gapMs?: number }): Promise<void>
  /** The first event from index `after` on that matches (one already there counts). */
  waitFor(
    predicate: (event: CallerEvent) => boolean,
    options?: { after?: number; timeoutMs?: number },
  ): Promise<CallerEvent>
  /** The server closed the stream, or the caller hung up. */
  readonly closed: Promise<{ code: number; reason: string }>
  /** Sends stop and closes the socket, as Twilio does when the caller hangs up. */
  hangUp(): Promise<void>
}

interface CallerOptions {
  /** The call's id as the telephony provider gave it (the dev outbox's callSid). */
  callSid: string
  /** What the caller's line carries between answers: quiet room noise (default) or silence. */
  idle?: 'noise' | 'silence'
  /** Told of every event as it happens (the CLI prints captions and answers on listening). */
  onEvent?: (event: CallerEvent) => void
  now?: () => number
}

const CAPTION_MARK = new RegExp(`^caption:(\\d+):(${CAPTION_KINDS.join('|')}):([\\s\\S]*)$`)

function parseCaptionMark(name: string): Caption | undefined {
  const match = CAPTION_MARK.exec(name)
  if (!match) return undefined
  return { id: Number(match[1]), kind: match[2] as TurnKind, text: match[3] ?? '' }
}

/** One second of a quiet room (about -65 dBFS) as mu-law frames, looped between answers. */
const SILENT_FRAME = new Uint8Array(PHONE_FRAME_BYTES).fill(MULAW_SILENCE)

function idleFrames(idle: 'noise' | 'silence'): Uint8Array[] {
  if (idle === 'silence') return [SILENT_FRAME]
  const room = encodeMulaw(noise(1000, -65, seededRandom(11), PHONE_SAMPLE_RATE))
  const frames: Uint8Array[] = []
  for (let at = 0; at < room.length; at += PHONE_FRAME_BYTES)
    frames.push(room.slice(at, at + PHONE_FRAME_BYTES))
  return frames
}

interface QueuedAnswer {
  frames: Uint8Array[]
  next: number
  sentAt: number[]
  done: (said: SaidAnswer) => void
}

/** Opens the stream as Twilio would when the call is answered. Rejects if the upgrade is refused. */
export async function answerStream(
  streamUrl: string,
  options: CallerOptions,
): Promise<TwilioStreamCaller> {
  const now = options.now ?? (() => performance.now())
  const ids: StreamIds = {
    streamSid: twilioSid('MZ'),
    accountSid: twilioSid('AC'),
    callSid: options.callSid,
  }
  const ws = new WebSocket(streamUrl)
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`stream refused: ${response.statusCode ?? 'no status'}`)),
    )
    ws.once('error', reject)
  })

  const events: CallerEvent[] = []
  const media: ReceivedMedia[] = []
  const unexpected: string[] = []
  const waiters = new Set<() => void>()
  const idle = idleFrames(options.idle ?? 'noise')
  const answers: QueuedAnswer[] = []
  let sequenceNumber = 0
  let chunk = 0
  let played = 0
  let ended = false
  let timer: ReturnType<typeof setTimeout> | undefined

  const send = (text: string) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(text)
  }
  const record = (event: CallerEvent) => {
    events.push(event)
    options.onEvent?.(event)
    for (const waiter of [...waiters]) waiter()
  }
  const playback = new PlaybackQueue((name) => {
    send(markEchoMessage(ids, ++sequenceNumber, name))
    const at = now()
    const caption = parseCaptionMark(name)
    if (caption) record({ type: 'caption', at, caption })
    else if (name === LISTENING_MARK) record({ type: 'listening', at })
    else record({ type: 'mark', at, name })
  })

  ws.on('message', (data, isBinary) => {
    const text = isBinary ? undefined : String(data)
    const message = text === undefined ? undefined : parseServerStreamMessage(text)
    if (!message || message.streamSid !== ids.streamSid) {
      unexpected.push(text ?? '(binary)')
      return
    }
    if (message.event === 'media') {
      const bytes = mediaPayloadBytes(message)
      media.push({ at: now(), bytes })
      playback.addAudio(bytes)
    } else if (message.event === 'mark') {
      playback.addMark(message.mark.name)
    } else {
      const at = now()
      // Recorded before the marks it lets go, which are echoed at once.
      const droppedBytes = playback.queuedBytes
      record({ type: 'clear', at, droppedBytes })
      playback.clear()
    }
  })

  // One frame of the caller's line, and 20 ms of the recruiter's audio played.
  const frame = () => {
    const answer = answers[0]
    const audio = answer?.frames[answer.next] ?? idle[chunk % idle.length] ?? SILENT_FRAME
    chunk += 1
    send(inboundMediaMessage(ids, ++sequenceNumber, chunk, (chunk - 1) * FRAME_MS, audio))
    if (answer) {
      answer.sentAt.push(now())
      answer.next += 1
      if (answer.next >= answer.frames.length) {
        answers.shift()
        answer.done({ frameSentAt: answer.sentAt, complete: true })
      }
    }
    if (playback.play(PHONE_FRAME_BYTES) > 0) played += 1
  }
  // Deadlines from the start, never chained: a late timer sends what fell due at once.
  const startedAt = now()
  const tick = () => {
    timer = undefined
    if (ended) return
    while (chunk * FRAME_MS <= now() - startedAt) frame()
    timer = setTimeout(tick, Math.max(0, startedAt + chunk * FRAME_MS - now()))
  }

  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => {
      ended = true
      if (timer !== undefined) clearTimeout(timer)
      for (const answer of answers.splice(0))
        answer.done({ frameSentAt: answer.sentAt, complete: false })
      const result = { code, reason: reason.toString('utf8') }
      record({ type: 'closed', at: now(), ...result })
      resolve(result)
    })
  })
  ws.on('error', () => undefined)

  send(connectedMessage())
  send(startMessage(ids, ++sequenceNumber))
  tick()

  const waitFor: TwilioStreamCaller['waitFor'] = (
    predicate,
    { after = 0, timeoutMs = 30_000 } = {},
  ) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = events.slice(after).find(predicate)
        if (found) return finish(() => resolve(found))
        if (ended) finish(() => reject(new Error('the stream closed first')))
      }
      const timeout = setTimeout(
        () => finish(() => reject(new Error(`no such event within ${timeoutMs} ms`))),
        timeoutMs,
      )
      const finish = (settle: () => void) => {
        clearTimeout(timeout)
        waiters.delete(check)
        settle()
      }
      waiters.add(check)
      check()
    })

  return {
    ids,
    events,
    media,
    unexpected,
    captions: () => events.flatMap((event) => (event.type === 'caption' ? [event.caption] : [])),
    clears: () =>
      events.filter(
        (event): event is Extract<CallerEvent, { type: 'clear' }> => event.type === 'clear',
      ),
    framesPlayed: () => played,
    say: (pcm16k) =>
      new Promise<SaidAnswer>((resolve) => {
        const frames = pcm16kToPhoneFrames(pcm16k)
        if (ended || frames.length === 0)
          return resolve({ frameSentAt: [], complete: frames.length === 0 })
        answers.push({ frames, next: 0, sentAt: [], done: resolve })
      }),
    waitFor,
    closed,
    async press(keys, { gapMs = KEY_GAP_MS } = {}) {
      for (const [index, key] of [...keys].entries()) {
        if (index > 0) await new Promise((resolve) => setTimeout(resolve, gapMs))
        if (ended) return
        send(dtmfMessage(ids, ++sequenceNumber, key))
      }
    },
    async hangUp() {
      if (!ended) {
        send(stopMessage(ids, ++sequenceNumber))
        ws.close(1000, 'caller hung up')
      }
      await closed
    },
  }
}
