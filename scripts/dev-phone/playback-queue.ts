/**
 * What Twilio does with the media a bidirectional stream's server sends: the audio is queued
 * and played in real time, a mark waits in the queue behind the audio sent before it and is
 * echoed once that audio has played, and a clear drops the queued audio and echoes every mark
 * still waiting at once (https://www.twilio.com/docs/voice/media-streams/websocket-messages).
 */
type Item = { kind: 'audio'; bytes: Uint8Array } | { kind: 'mark'; name: string }

export class PlaybackQueue {
  readonly #items: Item[] = []
  readonly #echo: (name: string) => void
  #queuedBytes = 0

  /** `echo` is called with each mark's name when Twilio would send it back. */
  constructor(echo: (name: string) => void) {
    this.#echo = echo
  }

  /** Audio not played yet, in bytes (8 kHz mu-law: 8 bytes a millisecond). */
  get queuedBytes(): number {
    return this.#queuedBytes
  }

  addAudio(bytes: Uint8Array): void {
    if (bytes.byteLength === 0) return
    this.#items.push({ kind: 'audio', bytes })
    this.#queuedBytes += bytes.byteLength
  }

  /** A mark with no audio before it is echoed at once. */
  addMark(name: string): void {
    this.#items.push({ kind: 'mark', name })
    this.#echoPlayedMarks()
  }

  /** Plays up to `bytes` of audio (one 20 ms frame is 160); returns how many were played. */
  play(bytes: number): number {
    let left = bytes
    this.#echoPlayedMarks()
    while (left > 0) {
      const head = this.#items[0]
      if (head?.kind !== 'audio') break
      const take = Math.min(left, head.bytes.byteLength)
      if (take === head.bytes.byteLength) this.#items.shift()
      else head.bytes = head.bytes.subarray(take)
      left -= take
      this.#queuedBytes -= take
      this.#echoPlayedMarks()
    }
    return bytes - left
  }

  /** Drops the queued audio and echoes the marks that were waiting, in order; returns the bytes dropped. */
  clear(): number {
    const dropped = this.#queuedBytes
    const marks = this.#items.filter((item) => item.kind === 'mark')
    this.#items.length = 0
    this.#queuedBytes = 0
    for (const mark of marks) this.#echo(mark.name)
    return dropped
  }

  #echoPlayedMarks(): void {
    for (let head = this.#items[0]; head?.kind === 'mark'; head = this.#items[0]) {
      this.#items.shift()
      this.#echo(head.name)
    }
  }
}
