/**
 * Decodes the audio of one answer from `fromSample` to `toSample` (sample indices into the
 * answer as recorded so far), giving its words ('' when none were understood; never rejects).
 */
type DecodeStretch = (fromSample: number, toSample: number) => Promise<string>

interface Decoded {
  /** The answer is decoded up to here. */
  toSample: number
  words: Promise<string>
}

const joinWords = (before: string, after: string) => [before, after].filter(Boolean).join(' ')

/**
 * The words of an answer so far, decoded one stretch at a time. Each pause asks for
 * the words so far (answer-end-detector.ts); when the answer goes on after that pause, what it
 * decoded is kept, and the next pause decodes only the audio since. So the decoding left when
 * the answer ends is its last stretch, not the whole answer again: a 4.7 s answer with a pause
 * in it left ~300 ms of decoding after its end, longer than the hold of a finished sentence.
 * The cut is in a pause, so no word is split; a recogniser starts a new sentence there, which
 * is what a pause that long usually is.
 */
export class IncrementalWords {
  readonly #decode: DecodeStretch
  /** What pauses the answer went on from have decoded. */
  #kept: Decoded = { toSample: 0, words: Promise.resolve('') }
  /** The current pause's words, kept if the answer goes on. */
  #inPause: Decoded | undefined

  constructor(decode: DecodeStretch) {
    this.#decode = decode
  }

  /** In a pause: the answer's words up to `toSample`, decoding only what was not kept. */
  soFar(toSample: number): Promise<string> {
    const kept = this.#kept
    const stretch = this.#decode(kept.toSample, toSample)
    const words = Promise.all([kept.words, stretch]).then(([before, after]) =>
      joinWords(before, after),
    )
    this.#inPause = { toSample, words }
    return words
  }

  /** The answer went on after the pause: the words it decoded stay, the next pause goes on. */
  resumed(): void {
    if (!this.#inPause) return
    this.#kept = this.#inPause
    this.#inPause = undefined
  }
}
