/**
 * Notices when the browser's audio stops arriving and when it comes back. werift reports no ICE
 * 'disconnected' (it turns 'failed' only once consent expires, 30 s after the last reply), so a
 * signal dip of a few seconds is seen here instead: a browser microphone sends an RTP packet
 * every 20 ms (Opus without DTX, as the answer negotiates), so a silence of MEDIA_TIMEOUT_MS on
 * the wire means the path is gone. It is shorter than a browser takes to report 'disconnected'
 * (about 5 s in Chromium), so whenever the candidate sees Connection Lost the server has stopped
 * talking, and says the current question again when the audio comes back.
 */

/** No packet for this long, once audio has flowed, counts as a lost media path. */
export const MEDIA_TIMEOUT_MS = 3000
/** How often the silence is measured. */
export const MEDIA_CHECK_MS = 250

export interface WatchClock {
  /** Milliseconds, monotonic. */
  now(): number
  setInterval(callback: () => void, ms: number): unknown
  clearInterval(handle: unknown): void
}

const systemWatchClock: WatchClock = {
  now: () => performance.now(),
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
}

export interface MediaWatchOptions {
  /** false when the audio stopped arriving, true when it arrives again. */
  onFlowingChange(flowing: boolean): void
  clock?: WatchClock
  timeoutMs?: number
  checkMs?: number
}

export class MediaWatch {
  readonly #options: Required<MediaWatchOptions>
  #lastPacketAt: number | undefined
  #lastCheckAt = 0
  #flowing = true
  #timer: unknown
  #stopped = false

  constructor(options: MediaWatchOptions) {
    this.#options = {
      clock: systemWatchClock,
      timeoutMs: MEDIA_TIMEOUT_MS,
      checkMs: MEDIA_CHECK_MS,
      ...options,
    }
  }

  get flowing(): boolean {
    return this.#flowing
  }

  /**
   * One packet from the browser. The first one starts the watch: a peer that never sent audio
   * has nothing to lose.
   */
  heard(): void {
    if (this.#stopped) return
    const { clock, checkMs } = this.#options
    this.#lastPacketAt = clock.now()
    if (this.#timer === undefined) {
      this.#lastCheckAt = this.#lastPacketAt
      this.#timer = clock.setInterval(() => this.#check(), checkMs)
    }
    if (!this.#flowing) this.#setFlowing(true)
  }

  /** For good: the peer failed or closed. */
  stop(): void {
    this.#stopped = true
    if (this.#timer !== undefined) this.#options.clock.clearInterval(this.#timer)
    this.#timer = undefined
  }

  #check(): void {
    const { clock, checkMs, timeoutMs } = this.#options
    const now = clock.now()
    const late = now - this.#lastCheckAt > 2 * checkMs
    this.#lastCheckAt = now
    // A check this late means this process stalled, not the network: the packets of the stall
    // are still waiting in the socket's buffer, to be read after this timer. Judge next time.
    if (late || !this.#flowing || this.#lastPacketAt === undefined) return
    if (now - this.#lastPacketAt >= timeoutMs) this.#setFlowing(false)
  }

  #setFlowing(flowing: boolean): void {
    this.#flowing = flowing
    this.#options.onFlowingChange(flowing)
  }
}
