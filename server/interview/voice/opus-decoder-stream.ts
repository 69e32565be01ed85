import OpusScript from 'opusscript'
import { SAMPLE_RATE, pcmFromBytes } from './audio-format'

/**
 * Decodes the candidate's incoming Opus packets (one per RTP packet) to mono PCM for voice
 * activity detection, at 48 kHz or any rate Opus decodes to (8, 12, 16, 24 kHz). A packet the
 * decoder rejects is counted and skipped rather than thrown: one bad packet from the network
 * must not end the interview.
 */
/** The rates an Opus decoder outputs (opusscript's VALID_SAMPLING_RATES). */
export type OpusDecodeRate = 8000 | 12000 | 16000 | 24000 | 48000

export class OpusDecoderStream {
  #decoder: OpusScript | undefined
  #invalidPackets = 0

  constructor(sampleRate: OpusDecodeRate = SAMPLE_RATE) {
    this.#decoder = new OpusScript(sampleRate, 1, OpusScript.Application.VOIP)
  }

  /** Decoded samples, or an empty array when the packet is invalid or the stream closed. */
  decode(packet: Uint8Array): Int16Array {
    if (!this.#decoder || packet.byteLength === 0) return new Int16Array(0)
    try {
      return pcmFromBytes(this.#decoder.decode(Buffer.from(packet)))
    } catch {
      this.#invalidPackets++
      return new Int16Array(0)
    }
  }

  get invalidPackets(): number {
    return this.#invalidPackets
  }

  /** Frees the decoder's WASM memory; call when the call ends. */
  close(): void {
    this.#decoder?.delete()
    this.#decoder = undefined
  }
}
