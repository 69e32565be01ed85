import OpusScript from 'opusscript'
import { SAMPLE_RATE, pcmFromBytes } from './audio-format'

/**
 * Decodes the candidate's incoming Opus packets (one per RTP packet) to 48 kHz mono PCM for
 * voice activity detection. A packet the decoder rejects is counted and skipped rather than
 * thrown: one bad packet from the network must not end the interview.
 */
export class OpusDecoderStream {
  #decoder: OpusScript | undefined = new OpusScript(SAMPLE_RATE, 1, OpusScript.Application.VOIP)
  #invalidPackets = 0

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
