import { FRAME_SAMPLES } from '../voice'

/** Room left in the RTP timeline between sentences, so timestamps never go backwards. */
const SENTENCE_GAP_TIMESTAMP = 50 * FRAME_SAMPLES

/**
 * RTP timestamps and markers for the recruiter's 20 ms Opus frames (RFC 3550, RFC 3551 4.1):
 * each sentence is a talkspurt, marked on its first packet and started after a gap in the
 * timeline; timestamps step 960 (20 ms at 48 kHz) and wrap at 2^32.
 */
export class RtpTimeline {
  #nextSentence: number
  #sentenceStart = 0

  /** A random origin by default, as RFC 3550 asks. */
  constructor(origin = Math.floor(Math.random() * 0x7fffffff)) {
    this.#nextSentence = origin >>> 0
  }

  /** The header fields of a sentence's frame `index` (0 starts a sentence). */
  stamp(index: number): { marker: boolean; timestamp: number } {
    if (index === 0) this.#sentenceStart = this.#nextSentence
    const timestamp = (this.#sentenceStart + index * FRAME_SAMPLES) >>> 0
    this.#nextSentence = (timestamp + FRAME_SAMPLES + SENTENCE_GAP_TIMESTAMP) >>> 0
    return { marker: index === 0, timestamp }
  }
}
