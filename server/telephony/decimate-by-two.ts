/**
 * Halves the sample rate behind a half-band low-pass (a 63-tap Blackman-windowed sinc cut at a
 * quarter of the input rate). Whatever lies above the new Nyquist frequency folds back into the
 * band as a false tone (6 kHz becomes 2 kHz), and the two-sample average that
 * audio/resample.ts applies before it decimates takes only about 8 dB off a 6 kHz
 * tone, so the phone path needs a real filter on the way down. Half-band taps are zero at every
 * even offset but the centre, so each output costs 17 products.
 */

const HALF_LENGTH = 31

/** The taps at odd offsets 1, 3, ..., 31 from the centre (the centre tap itself is 1/2). */
const ODD_TAPS = (() => {
  const taps: number[] = []
  // The window spans two more points than the filter so that its zero ends fall outside it.
  const span = 2 * HALF_LENGTH + 2
  for (let offset = 1; offset <= HALF_LENGTH; offset += 2) {
    const sinc = Math.sin((Math.PI * offset) / 2) / (Math.PI * offset)
    const phase = (2 * Math.PI * (HALF_LENGTH + 1 + offset)) / span
    const blackman = 0.42 - 0.5 * Math.cos(phase) + 0.08 * Math.cos(2 * phase)
    taps.push(sinc * blackman)
  }
  // Unity gain at 0 Hz: the centre's 1/2 plus both sides must sum to 1.
  const sides = 2 * taps.reduce((sum, tap) => sum + tap, 0)
  return Float64Array.from(taps, (tap) => (tap * 0.5) / sides)
})()

/**
 * Low-pass then keep every other sample: 16 kHz in, 8 kHz out. The filter is centred (no delay)
 * and treats what lies before and after the buffer as silence, so pass whole utterances rather
 * than separate 20 ms frames.
 */
export function decimateByTwo(pcm: Int16Array): Int16Array {
  const padded = new Float64Array(pcm.length + 2 * HALF_LENGTH)
  padded.set(pcm, HALF_LENGTH)
  const out = new Int16Array(Math.ceil(pcm.length / 2))
  for (let i = 0; i < out.length; i++) {
    const centre = 2 * i + HALF_LENGTH
    let sum = 0.5 * (padded[centre] ?? 0)
    for (let k = 0; k < ODD_TAPS.length; k++) {
      const offset = 2 * k + 1
      sum += (ODD_TAPS[k] ?? 0) * ((padded[centre - offset] ?? 0) + (padded[centre + offset] ?? 0))
    }
    out[i] = Math.max(-32768, Math.min(32767, Math.round(sum)))
  }
  return out
}
