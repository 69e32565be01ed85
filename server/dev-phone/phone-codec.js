/**
 * The dev phone's audio, without the DOM: G.711 mu-law both ways (the same bias-and-segment
 * algorithm as server/telephony/mulaw.ts), the microphone's float samples to 16-bit PCM, a
 * downsampler from the AudioContext's rate to the phone's 8 kHz, and base64 for the payloads.
 * Plain JavaScript the browser loads as it is; phone-codec.d.ts types it for the tests.
 */

/** The phone's sample rate (Twilio streams 8 kHz mu-law, mono). */
export const PHONE_SAMPLE_RATE = 8000
/** One 20 ms frame at 8 kHz: Twilio's media messages carry 160 mu-law bytes. */
export const PHONE_FRAME_SAMPLES = 160
/** The mu-law byte of a zero sample. */
export const MULAW_SILENCE = 0xff

const BIAS = 0x84
/** The largest magnitude mu-law can represent after the bias (32635 + 132 = 32767). */
const CLIP = 32635

/** One 16-bit sample to its mu-law byte (G.711: sign, 3-bit segment, 4-bit mantissa, inverted). */
export function encodeMulawSample(sample) {
  const sign = sample < 0 ? 0x80 : 0
  const magnitude = Math.min(sign ? -sample : sample, CLIP) + BIAS
  const top = magnitude >> 7
  const segment = top === 0 ? 0 : Math.min(31 - Math.clz32(top), 7)
  const mantissa = (magnitude >> (segment + 3)) & 0x0f
  return ~(sign | (segment << 4) | mantissa) & 0xff
}

/** One mu-law byte to its 16-bit sample: the middle of the interval the byte stands for. */
export function decodeMulawSample(byte) {
  const bits = ~byte & 0xff
  const segment = (bits >> 4) & 0x07
  const biased = (((bits & 0x0f) << 3) + BIAS) << segment
  return bits & 0x80 ? BIAS - biased : biased - BIAS
}

/** 16-bit PCM (an Int16Array or any array of integers) to mu-law bytes. */
export function encodeMulaw(pcm) {
  const out = new Uint8Array(pcm.length)
  for (let i = 0; i < pcm.length; i++) out[i] = encodeMulawSample(pcm[i])
  return out
}

/** Mu-law bytes to float samples in [-1, 1), what an AudioBuffer holds. */
export function decodeMulawToFloat(bytes) {
  const out = new Float32Array(bytes.length)
  for (let i = 0; i < bytes.length; i++) out[i] = decodeMulawSample(bytes[i]) / 32768
  return out
}

/** Web Audio's float samples to 16-bit PCM, clipped to [-1, 1]. */
export function floatToPcm16(samples) {
  const out = new Int16Array(samples.length)
  for (let i = 0; i < samples.length; i++) {
    const x = Math.max(-1, Math.min(1, samples[i]))
    out[i] = Math.round(x < 0 ? x * 32768 : x * 32767)
  }
  return out
}

/**
 * A streaming downsampler from `inputRate` to `outputRate` (8 kHz): each output sample is the
 * average of the input samples in its interval, a box low-pass that keeps most of what lies
 * above the phone's 4 kHz from folding back. It keeps its place between chunks, so the audio
 * may arrive in pieces of any size (render quanta, script processor buffers).
 */
export function createDownsampler(inputRate, outputRate = PHONE_SAMPLE_RATE) {
  if (!Number.isInteger(inputRate) || !Number.isInteger(outputRate) || inputRate < outputRate)
    throw new RangeError('The rates must be whole numbers, the input at least the output')
  // Counted in integers (input samples taken, output samples made), so hours of audio never
  // drift: output n averages the input samples i with n <= i * outputRate / inputRate < n + 1.
  let consumed = 0
  let produced = 0
  let sum = 0
  let count = 0
  return {
    /** The output samples these input samples complete (float in, float out). */
    push(input) {
      const out = new Float32Array(Math.ceil((input.length * outputRate) / inputRate) + 1)
      let written = 0
      for (let i = 0; i < input.length; i++) {
        sum += input[i]
        count += 1
        consumed += 1
        if (consumed * outputRate >= (produced + 1) * inputRate) {
          out[written++] = sum / count
          produced += 1
          sum = 0
          count = 0
        }
      }
      return out.subarray(0, written)
    },
  }
}

/**
 * Collects 8 kHz samples into whole 20 ms frames of mu-law: `push` returns the frames the new
 * samples completed (often none, sometimes several), and keeps the remainder for the next call.
 */
export function createFramer(frameSamples = PHONE_FRAME_SAMPLES) {
  const pending = new Int16Array(frameSamples)
  let filled = 0
  return {
    push(pcm) {
      const frames = []
      for (let i = 0; i < pcm.length; i++) {
        pending[filled++] = pcm[i]
        if (filled === frameSamples) {
          frames.push(encodeMulaw(pending))
          filled = 0
        }
      }
      return frames
    },
  }
}

/** Bytes to base64 (the payload of a media message). */
export function bytesToBase64(bytes) {
  let binary = ''
  for (let i = 0; i < bytes.length; i++) binary += String.fromCharCode(bytes[i])
  return btoa(binary)
}

/** A media message's base64 payload to its bytes. */
export function base64ToBytes(base64) {
  const binary = atob(base64)
  const out = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i)
  return out
}
