import { FRAME_MS } from './audio-format'

/**
 * Plays a prompt's 20 ms frames (in whatever codec), one every 20 ms. Deadlines are computed from
 * the start time (start + i x 20 ms), never by chaining setTimeout(20), whose lateness adds up
 * to audible drift over a long prompt; after a stall the frames that fell due go out at once.
 */
export interface PacerClock {
  /** Milliseconds, monotonic (performance.now() in production). */
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export const systemPacerClock: PacerClock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export interface PacerResult {
  reason: 'completed' | 'stopped'
  framesSent: number
  /** Audio sent so far: framesSent x 20 ms. */
  playedMs: number
}

export interface FramePacerOptions {
  frames: readonly Uint8Array[]
  /** One frame, with its index within the prompt (0 starts it). */
  send: (frame: Uint8Array, index: number) => void
  clock?: PacerClock
  /** Called once, when the last frame has been sent or stop() was called. */
  onEnd?: (result: PacerResult) => void
}

export class FramePacer {
  readonly #frames: readonly Uint8Array[]
  readonly #send: FramePacerOptions['send']
  readonly #clock: PacerClock
  readonly #onEnd: FramePacerOptions['onEnd']
  #startedAt = 0
  #next = 0
  #timer: unknown
  #state: 'idle' | 'playing' | 'ended' = 'idle'
  #result: PacerResult | undefined

  constructor(options: FramePacerOptions) {
    this.#frames = options.frames
    this.#send = options.send
    this.#clock = options.clock ?? systemPacerClock
    this.#onEnd = options.onEnd
  }

  /** Sends the first frame now and the rest on schedule. */
  start(): void {
    if (this.#state !== 'idle') return
    this.#state = 'playing'
    this.#startedAt = this.#clock.now()
    this.#tick()
  }

  /** Barge-in: nothing more is sent, and the result says how much was played. */
  stop(): PacerResult {
    if (this.#state === 'ended' && this.#result) return this.#result
    if (this.#timer !== undefined) this.#clock.clearTimeout(this.#timer)
    this.#timer = undefined
    return this.#end('stopped')
  }

  get playing(): boolean {
    return this.#state === 'playing'
  }

  get framesSent(): number {
    return this.#next
  }

  #tick = (): void => {
    this.#timer = undefined
    if (this.#state !== 'playing') return
    const elapsed = this.#clock.now() - this.#startedAt
    // Everything whose deadline has passed goes now; a late timer does not shift later frames.
    while (this.#next < this.#frames.length && this.#next * FRAME_MS <= elapsed) {
      const index = this.#next++
      this.#send(this.#frames[index] as Uint8Array, index)
      if (this.#state !== 'playing') return // send() may have stopped us
    }
    if (this.#next >= this.#frames.length) {
      // The last frame is still being heard for 20 ms; end when it has played out.
      const finish = this.#frames.length * FRAME_MS - elapsed
      if (finish <= 0) this.#end('completed')
      else this.#timer = this.#clock.setTimeout(() => this.#end('completed'), finish)
      return
    }
    const wait = Math.max(0, this.#next * FRAME_MS - (this.#clock.now() - this.#startedAt))
    this.#timer = this.#clock.setTimeout(this.#tick, wait)
  }

  #end(reason: PacerResult['reason']): PacerResult {
    if (this.#state === 'ended' && this.#result) return this.#result
    this.#timer = undefined
    this.#state = 'ended'
    this.#result = { reason, framesSent: this.#next, playedMs: this.#next * FRAME_MS }
    this.#onEnd?.(this.#result)
    return this.#result
  }
}
