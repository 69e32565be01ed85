/**
 * The one audio format the call runs at: WebRTC Opus is 48 kHz, and 20 ms frames are what
 * browsers send and expect, so every voice module agrees on these numbers.
 */
export const SAMPLE_RATE = 48_000
export const FRAME_MS = 20
/** Samples in one 20 ms mono frame at 48 kHz; also the RTP timestamp step per frame. */
export const FRAME_SAMPLES = (SAMPLE_RATE * FRAME_MS) / 1000

/** Mono 16-bit PCM at a given rate. */
export interface Pcm {
  samples: Int16Array
  sampleRate: number
}

/** The bytes of a PCM frame, as opusscript wants them (it copies them into WASM memory). */
export const pcmBytes = (samples: Int16Array): Buffer =>
  Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)

/** An Int16Array over decoded bytes, copied so it does not alias opusscript's buffer. */
export const pcmFromBytes = (bytes: Uint8Array): Int16Array => {
  const copy = new Uint8Array(bytes.byteLength - (bytes.byteLength % 2))
  copy.set(bytes.subarray(0, copy.byteLength))
  return new Int16Array(copy.buffer)
}
