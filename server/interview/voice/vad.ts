import { EventEmitter } from 'node:events'
import { FRAME_MS, SAMPLE_RATE } from './audio-format'

/**
 * Energy-based voice activity detection on decoded 20 ms frames. The level of each frame (RMS
 * in dBFS) is compared with an adaptive noise floor, so a fan or street noise is not speech;
 * speech must last `startMs` to start (a click or a cough's pop does not) and silence must
 * last `silenceMs` to end an answer (a pause between words does not). speechEnd comes exactly
 * silenceMs after the last voiced frame, unless endSpeech() ends it sooner: the interview's
 * end-of-answer policy (server/interview/turn-taking) decides from the words so far, and keeps
 * silenceMs as its longest wait.
 */
export interface VadOptions {
  sampleRate?: number
  /** Voiced time needed before speechStart. */
  startMs?: number
  /** Unvoiced time that ends speech. */
  silenceMs?: number
  /** Voiced time that cancels a running silence during speech (a click in a pause does not). */
  resumeMs?: number
  /** How far above the noise floor a frame must be to count as voiced. */
  marginDb?: number
  /** Frames quieter than this are never voiced, however quiet the room. */
  minSpeechDb?: number
  /** Leading time used only to learn the noise floor. */
  warmupMs?: number
}

export interface VadEvent {
  type: 'speechStart' | 'speechEnd'
  /** Stream time (ms of audio fed so far) when the event was decided. */
  atMs: number
  /** speechStart: when the voiced run began; speechEnd: when the last voiced frame ended. */
  speechAtMs: number
}

type VadEvents = { speechStart: [VadEvent]; speechEnd: [VadEvent] }

const SILENT_DB = -100
const DIGITAL_SILENCE_DB = -90
/** Floor tracking: quick to fall to a quieter level, slow to rise (a few dB per second). */
const FLOOR_FALL = 0.3
const FLOOR_RISE_DB_PER_FRAME = 0.06
const FLOOR_RISE_IN_SPEECH_DB_PER_FRAME = 0.01

export class VoiceActivityDetector extends EventEmitter<VadEvents> {
  readonly frameSamples: number
  readonly #startFrames: number
  readonly #silenceFrames: number
  readonly #resumeFrames: number
  readonly #marginDb: number
  readonly #minSpeechDb: number
  readonly #warmupFrames: number
  readonly #buffer: Int16Array
  #buffered = 0
  #frames = 0
  #floorDb = SILENT_DB
  #speaking = false
  #voicedRun = 0
  #unvoicedRun = 0
  #lastVoicedEnd = 0
  #lastLevelDb = SILENT_DB
  #warmupLeft: number

  constructor(options: VadOptions = {}) {
    super()
    const sampleRate = options.sampleRate ?? SAMPLE_RATE
    const frames = (ms: number) => Math.max(1, Math.ceil(ms / FRAME_MS))
    this.frameSamples = (sampleRate * FRAME_MS) / 1000
    this.#startFrames = frames(options.startMs ?? 60)
    this.#silenceFrames = frames(options.silenceMs ?? 700)
    this.#resumeFrames = frames(options.resumeMs ?? 40)
    this.#marginDb = options.marginDb ?? 12
    this.#minSpeechDb = options.minSpeechDb ?? -50
    this.#warmupFrames = Math.floor((options.warmupMs ?? 200) / FRAME_MS)
    this.#warmupLeft = this.#warmupFrames
    this.#buffer = new Int16Array(this.frameSamples)
  }

  get speaking(): boolean {
    return this.#speaking
  }

  /** Current noise floor estimate, dBFS. */
  get noiseFloorDb(): number {
    return this.#floorDb
  }

  /** Level of the last frame, dBFS. */
  get levelDb(): number {
    return this.#lastLevelDb
  }

  /** How long the speech has paused so far (0 while voiced, and outside speech), in ms. */
  get pauseMs(): number {
    return this.#speaking ? this.#unvoicedRun * FRAME_MS : 0
  }

  /** Audio fed so far, in ms. */
  get timeMs(): number {
    return this.#frames * FRAME_MS
  }

  /** Feeds PCM of any length (decoded packets may be 10-60 ms); returns the events it caused. */
  push(pcm: Int16Array): VadEvent[] {
    const events: VadEvent[] = []
    let offset = 0
    while (offset < pcm.length) {
      const take = Math.min(this.frameSamples - this.#buffered, pcm.length - offset)
      this.#buffer.set(pcm.subarray(offset, offset + take), this.#buffered)
      this.#buffered += take
      offset += take
      if (this.#buffered === this.frameSamples) {
        this.#buffered = 0
        const event = this.#frame(levelDb(this.#buffer))
        if (event) {
          events.push(event)
          this.emit(event.type, event)
        }
      }
    }
    return events
  }

  /**
   * Ends the current speech now, in a pause, before silenceMs: an end-of-answer policy decided
   * this pause is long enough (server/interview/turn-taking). Returns the speechEnd event (also
   * emitted), or undefined outside a pause.
   */
  endSpeech(): VadEvent | undefined {
    if (!this.#speaking || this.#unvoicedRun === 0) return undefined
    this.#speaking = false
    this.#voicedRun = 0
    this.#unvoicedRun = 0
    const event: VadEvent = {
      type: 'speechEnd',
      atMs: this.timeMs,
      speechAtMs: this.#lastVoicedEnd,
    }
    this.emit('speechEnd', event)
    return event
  }

  /** Forgets speech state but keeps the learned noise floor, e.g. at the next question. */
  reset(): void {
    this.#speaking = false
    this.#voicedRun = 0
    this.#unvoicedRun = 0
    this.#buffered = 0
  }

  #frame(level: number): VadEvent | undefined {
    this.#frames++
    const endMs = this.#frames * FRAME_MS
    this.#lastLevelDb = level
    if (this.#warmupLeft > 0) {
      // Learn the room from the quietest warm-up frame. Digital silence (what a track sends
      // before the microphone opens) says nothing about the room, so it does not count.
      if (level > DIGITAL_SILENCE_DB) {
        const first = this.#warmupLeft === this.#warmupFrames
        // If the candidate is already talking, the floor learns their voice, but it falls to
        // the room's level within the first pause, so speech is heard from the next word.
        this.#floorDb = first ? level : Math.min(this.#floorDb, level)
        this.#warmupLeft--
      }
      return undefined
    }
    const voiced = level >= Math.max(this.#floorDb + this.#marginDb, this.#minSpeechDb)
    this.#trackFloor(level)
    this.#voicedRun = voiced ? this.#voicedRun + 1 : 0

    if (!this.#speaking) {
      if (this.#voicedRun >= this.#startFrames) {
        this.#speaking = true
        this.#unvoicedRun = 0
        this.#lastVoicedEnd = endMs
        return {
          type: 'speechStart',
          atMs: endMs,
          speechAtMs: endMs - this.#voicedRun * FRAME_MS,
        }
      }
      return undefined
    }
    if (voiced && this.#voicedRun >= this.#resumeFrames) {
      this.#unvoicedRun = 0
      this.#lastVoicedEnd = endMs
    } else {
      // Includes a lone loud frame in a pause: a click, so the silence continues.
      this.#unvoicedRun++
    }
    if (this.#unvoicedRun >= this.#silenceFrames) {
      this.#speaking = false
      this.#voicedRun = 0
      this.#unvoicedRun = 0
      return { type: 'speechEnd', atMs: endMs, speechAtMs: this.#lastVoicedEnd }
    }
    return undefined
  }

  #trackFloor(level: number): void {
    if (level < this.#floorDb) {
      this.#floorDb += (level - this.#floorDb) * FLOOR_FALL
    } else {
      // Rises slowly even during speech, so a noise that comes and stays (a fan switched on)
      // cannot hold the detector in speech forever; the pauses in real speech pull it back.
      this.#floorDb += this.#speaking ? FLOOR_RISE_IN_SPEECH_DB_PER_FRAME : FLOOR_RISE_DB_PER_FRAME
    }
  }
}

/** RMS level of a frame in dBFS (full-scale sine = -3 dBFS), SILENT_DB for digital silence. */
export function levelDb(frame: Int16Array): number {
  let sum = 0
  for (let i = 0; i < frame.length; i++) {
    const sample = frame[i] ?? 0
    sum += sample * sample
  }
  if (sum === 0 || frame.length === 0) return SILENT_DB
  return Math.max(SILENT_DB, 10 * Math.log10(sum / frame.length / (32768 * 32768)))
}
