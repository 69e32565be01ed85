import { VoiceActivityDetector, type VadEvent, type VadOptions } from '../voice'
import {
  HOLD_MS,
  decideEndOfAnswer,
  type AnswerSoFar,
  type HoldReason,
} from './end-of-answer-policy'

/**
 * Voice activity plus the end-of-answer policy (end-of-answer-policy.ts), in stream time: a pause
 * `listenAtMs` long asks for the words of the answer so far (a recogniser decodes them while the
 * pause goes on), and each later frame of the pause asks the policy whether the pause is now
 * long enough for those words. Speech before the pause's end drops them: the answer goes on.
 * Without words (nothing hears this answer, or they are still being decoded) the pause must last
 * HOLD_MS.unheard, the fixed silence of before: a slow recogniser (a loaded machine) makes the
 * end of answer no later, and no more hasty, than it was.
 */
interface AnswerEndDetectorOptions {
  sampleRate: number
  /**
   * Starts decoding the answer so far (its audio is the caller's), or gives undefined when
   * nothing can hear it. The promise must not reject ('' when the decoding failed).
   */
  listen(): Promise<string> | undefined
  /**
   * The answer went on after a pause whose words were asked for: they stay the answer's first
   * words (incremental-words.ts keeps them, so the next pause decodes only what follows).
   */
  resumed?(): void
  /** The words as the policy weighs them: the slot asked about, the interview's language. */
  weigh(words: string): AnswerSoFar
  /** How far into a pause the words are asked for. */
  listenAtMs?: number
  decide?: typeof decideEndOfAnswer
  vad?: Omit<VadOptions, 'sampleRate' | 'silenceMs'>
}

/** The end of an answer, with what decided it. */
export interface AnswerEnd extends VadEvent {
  type: 'speechEnd'
  reason: HoldReason | 'pending'
  /** The pause this answer's words allowed. */
  holdMs: number
  /** The answer's words, decoded in the pause that ended it (undefined: none asked for). */
  words?: Promise<string>
}

export type AnswerEvent = (VadEvent & { type: 'speechStart' }) | AnswerEnd

/**
 * 200 ms: the p99 of the pauses inside the bench's spoken answers, so a decoding is seldom spent
 * on a gap between words, and a short answer's words (50-100 ms to decode) are back before its
 * 300 ms hold. Tried at 100 ms: 260 decodings after each answer's first instead of 31, and
 * under load the queued ones made every web answer wait (reply gap median 1.9 s, 28 of 40 calls
 * failed).
 */
export const LISTEN_AT_MS = 200

interface Pause {
  words: Promise<string> | undefined
  weighed?: AnswerSoFar
}

export class AnswerEndDetector {
  readonly #vad: VoiceActivityDetector
  readonly #options: AnswerEndDetectorOptions
  readonly #listenAtMs: number
  readonly #decide: typeof decideEndOfAnswer
  #pause: Pause | undefined

  constructor(options: AnswerEndDetectorOptions) {
    this.#options = options
    this.#listenAtMs = options.listenAtMs ?? LISTEN_AT_MS
    this.#decide = options.decide ?? decideEndOfAnswer
    // The policy's longest hold is the detector's own end: past it, any pause ends the answer.
    this.#vad = new VoiceActivityDetector({
      ...options.vad,
      sampleRate: options.sampleRate,
      silenceMs: HOLD_MS.unfinished,
    })
  }

  /** Audio fed so far, in ms (stream time). */
  get timeMs(): number {
    return this.#vad.timeMs
  }

  /** Whether words are being decoded in the current pause and not yet weighed. */
  get decoding(): Promise<string> | undefined {
    return this.#pause && !this.#pause.weighed ? this.#pause.words : undefined
  }

  /** Feeds PCM (a 20 ms frame, as transports hand it over); returns what it decided. */
  push(pcm: Int16Array): AnswerEvent[] {
    const events: AnswerEvent[] = []
    for (const event of this.#vad.push(pcm)) {
      if (event.type === 'speechStart') events.push({ ...event, type: 'speechStart' })
      else events.push(this.#ended(event))
    }
    if (!this.#vad.speaking) return events
    const pauseMs = this.#vad.pauseMs
    if (pauseMs === 0) {
      if (this.#pause?.words) this.#options.resumed?.()
      this.#pause = undefined
      return events
    }
    if (pauseMs >= this.#listenAtMs && !this.#pause) this.#startListening()
    const { end } = this.#decision(pauseMs)
    if (end) {
      const event = this.#vad.endSpeech()
      if (event) events.push(this.#ended(event))
    }
    return events
  }

  /** Forgets the answer being heard (the media path changed); the noise floor stays. */
  reset(): void {
    this.#vad.reset()
    this.#pause = undefined
  }

  #startListening(): void {
    const pause: Pause = { words: this.#options.listen() }
    this.#pause = pause
    void pause.words?.then((words) => {
      pause.weighed = this.#options.weigh(words)
    })
  }

  #decision(pauseMs: number): { end: boolean; holdMs: number; reason: HoldReason | 'pending' } {
    const pause = this.#pause
    if (!pause) return { end: false, holdMs: HOLD_MS.unfinished, reason: 'pending' }
    if (pause.weighed) return this.#decide(pauseMs, pause.weighed)
    const unheard = this.#decide(pauseMs, { language: 'en' })
    // Still decoding: the words are not known yet, as when nothing hears the answer.
    return pause.words ? { ...unheard, reason: 'pending' } : unheard
  }

  #ended(event: VadEvent): AnswerEnd {
    const pauseMs = event.atMs - event.speechAtMs
    const { holdMs, reason } = this.#decision(pauseMs)
    const words = this.#pause?.words
    this.#pause = undefined
    return { ...event, type: 'speechEnd', reason, holdMs, ...(words ? { words } : {}) }
  }
}

/** The detector with the default policy: what an interview uses unless a test gives another. */
export const createAnswerEnds = (options: AnswerEndDetectorOptions) =>
  new AnswerEndDetector(options)
