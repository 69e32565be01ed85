/**
 * Spectral subtraction of a steady background (fan, traffic hiss, a noisy line) from a 16 kHz
 * answer before it is decoded. The noise spectrum is the mean of the answer's quietest fifth
 * (the agent's pre-roll, pauses, the closing silence); each frame keeps what rises above it, at
 * least a fifth of its power. An answer whose quiet parts are near silence is returned as it
 * is: subtracting a near-zero floor only makes silence quieter than the acoustic model was
 * trained on (it cost clean answers points on the benchmark).
 *
 * An answer is decoded pause by pause, and each time only its newest stretch is wanted while
 * the noise floor still comes from the whole answer. So the quietest frames are found by their
 * energy in time (equal to their spectral power, by Parseval), only those and the frames that
 * touch the stretch are transformed, and no frame's spectrum is kept after use: the cost follows
 * the stretch, not the answer's length times the number of pauses.
 */

const FRAME = 512
const HOP = 128
const FRAME_BITS = 9
/** Frame RMS (16-bit units) under which the background counts as silence: left alone. */
const AUDIBLE_NOISE_RMS = 40
const OVER_SUBTRACTION = 1
const GAIN_FLOOR = 0.2
const QUIET_SHARE = 0.2

const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
)
const BIT_REVERSED = Uint16Array.from({ length: FRAME }, (_, i) => {
  let reversed = 0
  for (let bit = 0; bit < FRAME_BITS; bit++) reversed |= ((i >> bit) & 1) << (FRAME_BITS - 1 - bit)
  return reversed
})
const COS = Float64Array.from({ length: FRAME / 2 }, (_, k) => Math.cos((2 * Math.PI * k) / FRAME))
const SIN = Float64Array.from({ length: FRAME / 2 }, (_, k) => Math.sin((2 * Math.PI * k) / FRAME))

/** In-place radix-2 FFT of one frame (inverse with `inverse`, unscaled). */
function fft(re, im, inverse) {
  for (let i = 0; i < FRAME; i++) {
    const j = BIT_REVERSED[i]
    if (i < j) {
      const r = re[i]
      re[i] = re[j]
      re[j] = r
      const m = im[i]
      im[i] = im[j]
      im[j] = m
    }
  }
  const sign = inverse ? 1 : -1
  for (let size = 2; size <= FRAME; size <<= 1) {
    const half = size >> 1
    const step = FRAME / size
    for (let start = 0; start < FRAME; start += size) {
      for (let k = 0; k < half; k++) {
        const cr = COS[k * step]
        const ci = sign * SIN[k * step]
        const a = start + k
        const b = a + half
        const tr = re[b] * cr - im[b] * ci
        const ti = re[b] * ci + im[b] * cr
        re[b] = re[a] - tr
        im[b] = im[a] - ti
        re[a] = re[a] + tr
        im[a] = im[a] + ti
      }
    }
  }
}

/** RMS of the quietest fifth of the answer's 25 ms frames. */
function backgroundRms(pcm) {
  const size = 400
  const energies = []
  for (let start = 0; start + size <= pcm.length; start += size) {
    let sum = 0
    for (let i = start; i < start + size; i++) sum += pcm[i] * pcm[i]
    energies.push(sum / size)
  }
  if (energies.length === 0) return 0
  energies.sort((a, b) => a - b)
  const quiet = energies.slice(0, Math.max(1, Math.floor(energies.length * QUIET_SHARE)))
  return Math.sqrt(quiet.reduce((sum, e) => sum + e, 0) / quiet.length)
}

/** The windowed frame at `start` of the padded answer, into re (im zeroed). */
function loadFrame(padded, start, re, im) {
  for (let i = 0; i < FRAME; i++) re[i] = padded[start + i] * WINDOW[i]
  im.fill(0)
}

/** The mean power spectrum of the quietest fifth of the frames (at least three). */
function noiseSpectrum(padded, starts, re, im) {
  const energies = starts.map((start) => {
    let sum = 0
    for (let i = 0; i < FRAME; i++) {
      const value = padded[start + i] * WINDOW[i]
      sum += value * value
    }
    return sum
  })
  const order = energies.map((_, i) => i).sort((a, b) => energies[a] - energies[b])
  const quiet = order.slice(0, Math.max(3, Math.floor(order.length * QUIET_SHARE)))
  const noise = new Float64Array(FRAME)
  for (const index of quiet) {
    loadFrame(padded, starts[index], re, im)
    fft(re, im, false)
    for (let k = 0; k < FRAME; k++) noise[k] += re[k] * re[k] + im[k] * im[k]
  }
  for (let k = 0; k < FRAME; k++) noise[k] /= quiet.length
  return noise
}

/**
 * The answer from `fromSample` on, with the whole answer's steady background subtracted; that
 * stretch as it came when the answer has no audible background.
 */
export function subtractSteadyNoise(pcm, fromSample = 0) {
  if (backgroundRms(pcm) < AUDIBLE_NOISE_RMS) return pcm.subarray(fromSample)
  const padded = new Float64Array(pcm.length + 2 * FRAME)
  padded.set(pcm, FRAME)
  const starts = []
  for (let start = 0; start + FRAME <= padded.length; start += HOP) starts.push(start)
  const re = new Float64Array(FRAME)
  const im = new Float64Array(FRAME)
  const noise = noiseSpectrum(padded, starts, re, im)

  // Overlap-add of the frames that reach the stretch, which starts at padded index
  // fromSample + FRAME: a frame starting at or before fromSample ends before it.
  const offset = fromSample + FRAME
  const length = pcm.length - fromSample
  const out = new Float64Array(length)
  const norm = new Float64Array(length)
  for (const start of starts) {
    if (start <= fromSample) continue
    loadFrame(padded, start, re, im)
    fft(re, im, false)
    for (let k = 0; k < FRAME; k++) {
      const power = re[k] * re[k] + im[k] * im[k]
      const gain = Math.sqrt(
        Math.max(1 - (OVER_SUBTRACTION * noise[k]) / Math.max(power, 1e-9), GAIN_FLOOR),
      )
      re[k] *= gain
      im[k] *= gain
    }
    fft(re, im, true)
    for (let i = 0; i < FRAME; i++) {
      const at = start + i - offset
      if (at < 0 || at >= length) continue
      out[at] += (re[i] / FRAME) * WINDOW[i]
      norm[at] += WINDOW[i] * WINDOW[i]
    }
  }
  const result = new Int16Array(length)
  for (let i = 0; i < length; i++) {
    const value = out[i] / Math.max(norm[i], 1e-9)
    result[i] = Math.max(-32768, Math.min(32767, Math.round(value)))
  }
  return result
}
