import * as v from 'valibot'
import type { AppLanguage } from '../../contract/app-language'
import type { Transcriber } from '../../server/interview/transcribe/transcriber'
import { interviewStateSchema, type InterviewSlot } from '../../server/interview/dialogue'
import { extractSlots } from '../../server/interview/extract'
import {
  AnswerEndDetector,
  answerSoFar,
  IncrementalWords,
  type AnswerEnd,
  type AnswerEvent,
} from '../../server/interview/turn-taking'
import { FRAME_MS } from '../../server/interview/voice/audio-format'
import { concatSignals, noise, seededRandom, silence } from './test-signals'

const RATE = 16_000
const FRAME_SAMPLES = (RATE * FRAME_MS) / 1000
/** What the agent keeps before speech was detected (its PRE_ROLL_FRAMES). */
const PRE_ROLL_MS = 300

/** An interview waiting for the answer to `asked`, as the dialogue holds it. */
function askingState(asked: InterviewSlot, language: AppLanguage) {
  return v.parse(interviewStateSchema, {
    version: 1,
    firstName: '',
    language,
    languageChecked: true,
    stage: 'asking',
    pending: { slot: asked, kind: 'question' },
    questionsAsked: 1,
    knownSlots: [],
    followedUp: [],
    passed: [],
    collected: {},
    fromProfile: {},
    justFilled: [],
  })
}

export interface ReplayedAnswer {
  /** Everything the detector decided, in stream time (the answer starts at leadMs). */
  events: AnswerEvent[]
  ends: AnswerEnd[]
  /** The words each pause decoded, in order, with the decoding's wall time. */
  decoded: { atMs: number; words: string; wallMs: number }[]
  leadMs: number
}

/**
 * Plays a 16 kHz answer (after `leadMs` of room noise, and `tailMs` of it after) into the
 * real detector and policy, frame by frame, the way the agent does, with `transcriber` decoding
 * the answer so far in each pause. Each decoding is waited for before the next frame: the
 * decisions are those of a recogniser that keeps up, in stream time, whatever this machine's
 * speed (its wall time is reported, not used).
 */
export async function replayAnswerEnds(
  answer: Int16Array,
  options: {
    transcriber: Transcriber
    asked: InterviewSlot
    language?: AppLanguage
    /** The audio is the phone's (8 kHz): its words are weighed as the agent weighs a call's. */
    narrowBand?: boolean
    leadMs?: number
    tailMs?: number
  },
): Promise<ReplayedAnswer> {
  const leadMs = options.leadMs ?? 1000
  const state = askingState(options.asked, options.language ?? 'en')
  const room = noise(1000, -62, seededRandom(5), RATE)
  const feed = concatSignals(
    [silence(leadMs, RATE), answer, silence(options.tailMs ?? 2500, RATE)],
    room,
  )
  const decoded: ReplayedAnswer['decoded'] = []
  let speechFrom = 0
  let at = 0
  // The answer as the agent records it: from its pre-roll before the speech began.
  const answerStart = () => Math.max(0, speechFrom - (PRE_ROLL_MS * RATE) / 1000)
  let words: IncrementalWords | undefined
  const decodeStretch = (fromSample: number, toSample: number) =>
    options.transcriber
      .transcribe({
        recording: new Uint8Array(),
        fileName: '',
        contentType: 'audio/wav',
        pcm16k: feed.slice(answerStart(), answerStart() + toSample),
        ...(fromSample > 0 ? { decodeFromSample: fromSample } : {}),
        sourceSampleRate: RATE,
        language: 'en',
        expectedSlot: options.asked,
      })
      .catch(() => '')
  const detector = new AnswerEndDetector({
    sampleRate: RATE,
    listen: () => {
      const startedAt = performance.now()
      const atMs = detector.timeMs
      words ??= new IncrementalWords(decodeStretch)
      return words.soFar(at - answerStart()).then((soFar) => {
        decoded.push({ atMs, words: soFar, wallMs: Math.round(performance.now() - startedAt) })
        return soFar
      })
    },
    resumed: () => words?.resumed(),
    weigh: (soFar) => answerSoFar(soFar, state, extractSlots, !options.narrowBand),
  })
  const events: AnswerEvent[] = []
  for (; at < feed.length;) {
    const next = Math.min(feed.length, at + FRAME_SAMPLES)
    const frameEvents = detector.push(feed.subarray(at, next))
    at = next
    for (const event of frameEvents) {
      if (event.type === 'speechStart') speechFrom = at
      // The next answer is decoded from its own start.
      else words = undefined
    }
    events.push(...frameEvents)
    const decoding = detector.decoding
    if (decoding) await decoding
  }
  const ends = events.filter((event): event is AnswerEnd => event.type === 'speechEnd')
  return { events, ends, decoded, leadMs }
}
