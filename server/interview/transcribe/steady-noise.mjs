/**
 * Spectral subtraction of a steady background (fan, traffic hiss, a noisy line) from a 16 kHz
 * answer before it is decoded. The noise spectrum is the mean of the answer's quietest fifth
 * (the agent's pre-roll, pauses, the closing silence); each frame keeps what rises above it, at
 * least a fifth of its power. An answer whose quiet parts are near silence is returned as it
 * is: subtracting a near-zero floor only makes silence quieter than the acoustic model was
 * trained on (it cost clean answers points on the benchmark).
 */

const FRAME = 512
const HOP = 128
/** Frame RMS (16-bit units) under which the background counts as silence: left alone. */
export const AUDIBLE_NOISE_RMS = 40
const OVER_SUBTRACTION = 1
const GAIN_FLOOR = 0.2
const QUIET_SHARE = 0.2

const WINDOW = Float64Array.from(
  { length: FRAME },
  (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME),
)

/** In-place radix-2 FFT (inverse with `inverse`, unscaled). */
function fft(re, im, inverse) {
  const n = re.length
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1
    for (; j & bit; bit >>= 1) j ^= bit
    j ^= bit
    if (i < j) {
      ;[re[i], re[j]] = [re[j], re[i]]
      ;[im[i], im[j]] = [im[j], im[i]]
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = ((inverse ? 2 : -2) * Math.PI) / size
    const wr = Math.cos(angle)
    const wi = Math.sin(angle)
    for (let start = 0; start < n; start += size) {
      let cr = 1
      let ci = 0
      for (let k = 0; k < size / 2; k++) {
        const a = start + k
        const b = a + size / 2
        const tr = re[b] * cr - im[b] * ci
        const ti = re[b] * ci + im[b] * cr
        re[b] = re[a] - tr
        im[b] = im[a] - ti
        re[a] = re[a] + tr
        im[a] = im[a] + ti
        const next = cr * wr - ci * wi
        ci = cr * wi + ci * wr
        cr = next
      }
    }
  }
}

/** RMS of the quietest fifth of the answer's 25 ms frames. */
export function backgroundRms(pcm) {
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

/** The answer with its steady background subtracted, or the answer itself when it has none. */
export function subtractSteadyNoise(pcm) {
  if (backgroundRms(pcm) < AUDIBLE_NOISE_RMS) return pcm
  const padded = new Float64Array(pcm.length + 2 * FRAME)
  padded.set(pcm, FRAME)
  const starts = []
  for (let start = 0; start + FRAME <= padded.length; start += HOP) starts.push(start)
  const spectra = starts.map((start) => {
    const re = new Float64Array(FRAME)
    const im = new Float64Array(FRAME)
    for (let i = 0; i < FRAME; i++) re[i] = padded[start + i] * WINDOW[i]
    fft(re, im, false)
    return { re, im }
  })
  const power = spectra.map(({ re, im }) => re.map((r, i) => r * r + im[i] * im[i]))
  const totals = power.map((frame) => frame.reduce((sum, p) => sum + p, 0))
  const order = totals.map((_, i) => i).sort((a, b) => totals[a] - totals[b])
  const quiet = order.slice(0, Math.max(3, Math.floor(order.length * QUIET_SHARE)))
  const noise = new Float64Array(FRAME)
  for (const index of quiet) for (let k = 0; k < FRAME; k++) noise[k] += power[index][k]
  for (let k = 0; k < FRAME; k++) noise[k] /= quiet.length
  const out = new Float64Array(padded.length)
  const norm = new Float64Array(padded.length)
  spectra.forEach(({ re, im }, frame) => {
    for (let k = 0; k < FRAME; k++) {
      const gain = Math.sqrt(
        Math.max(1 - (OVER_SUBTRACTION * noise[k]) / Math.max(power[frame][k], 1e-9), GAIN_FLOOR),
      )
      re[k] *= gain
      im[k] *= gain
    }
    fft(re, im, true)
    const start = starts[frame]
    for (let i = 0; i < FRAME; i++) {
      out[start + i] += (re[i] / FRAME) * WINDOW[i]
      norm[start + i] += WINDOW[i] * WINDOW[i]
    }
  })
  const result = new Int16Array(pcm.length)
  for (let i = 0; i < pcm.length; i++) {
    const value = out[i + FRAME] / Math.max(norm[i + FRAME], 1e-9)
    result[i] = Math.max(-32768, Math.min(32767, Math.round(value)))
  }
  return result
}
