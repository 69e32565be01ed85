import OpusScript from 'opusscript'
import { FRAME_SAMPLES, SAMPLE_RATE, pcmBytes } from './audio-format'

/**
 * Opus-encodes 48 kHz mono PCM into 20 ms packets, one RTP payload each. A fresh encoder per
 * call keeps prompts independent (an encoder carries state from one frame to the next) and
 * is freed at the end, since its memory lives in the WASM heap, outside the JS collector.
 */
export const PROMPT_BITRATE = 24_000

export function encodeOpusFrames(pcm48k: Int16Array): Uint8Array[] {
  const encoder = new OpusScript(SAMPLE_RATE, 1, OpusScript.Application.VOIP)
  try {
    encoder.setBitrate(PROMPT_BITRATE)
    const packets: Uint8Array[] = []
    const frame = new Int16Array(FRAME_SAMPLES)
    for (let start = 0; start < pcm48k.length; start += FRAME_SAMPLES) {
      const chunk = pcm48k.subarray(start, start + FRAME_SAMPLES)
      frame.set(chunk)
      if (chunk.length < FRAME_SAMPLES) frame.fill(0, chunk.length) // pad the last frame
      packets.push(new Uint8Array(encoder.encode(pcmBytes(frame), FRAME_SAMPLES)))
    }
    return packets
  } finally {
    encoder.delete()
  }
}
