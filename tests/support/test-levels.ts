/**
 * Level measurements for the telephony audio tests: the RMS of a signal, and the RMS of one
 * frequency in it (a single DFT bin), both in dB relative to 32767, the scale that
 * interview/voice/test-signals.ts sets its tones' RMS on.
 */

const FULL_SCALE = 32767

const toDb = (rms: number) => 20 * Math.log10(Math.max(rms, 1e-9) / FULL_SCALE)

/** RMS level in dBFS, leaving `edge` samples off each end (where filters see silence). */
export function rmsDb(samples: Int16Array, edge = 0): number {
  const middle = samples.subarray(edge, samples.length - edge)
  let sum = 0
  for (const sample of middle) sum += sample * sample
  return toDb(Math.sqrt(sum / Math.max(1, middle.length)))
}

/** RMS level in dBFS of the `hz` component alone, leaving `edge` samples off each end. */
export function toneDb(samples: Int16Array, hz: number, sampleRate: number, edge = 0): number {
  const middle = samples.subarray(edge, samples.length - edge)
  const omega = (2 * Math.PI * hz) / sampleRate
  let re = 0
  let im = 0
  for (let n = 0; n < middle.length; n++) {
    re += (middle[n] ?? 0) * Math.cos(omega * n)
    im -= (middle[n] ?? 0) * Math.sin(omega * n)
  }
  const amplitude = (2 * Math.hypot(re, im)) / Math.max(1, middle.length)
  return toDb(amplitude / Math.SQRT2)
}
