/**
 * Linear-interpolation resampling, enough for espeak-ng's 22 050 Hz speech going up to 48 kHz
 * (upsampling adds no aliasing; a small image above 11 kHz is inaudible after Opus VOIP mode).
 * Downsampling first averages over the step so it does not fold high frequencies down.
 * It lives in server/audio/, below interview/ and telephony/ which both use it, so the target
 * rate is always passed (the call's 48 kHz is interview/voice/audio-format.ts's SAMPLE_RATE).
 */
export function resample(pcm: Int16Array, fromRate: number, toRate: number): Int16Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('sample rates must be positive')
  if (fromRate === toRate || pcm.length === 0) return pcm.slice()
  const outLength = Math.round((pcm.length * toRate) / fromRate)
  const out = new Int16Array(outLength)
  const step = fromRate / toRate
  const source = step > 1 ? boxFilter(pcm, Math.round(step)) : pcm
  const last = source.length - 1
  for (let i = 0; i < outLength; i++) {
    const position = i * step
    const index = Math.floor(position)
    const fraction = position - index
    const a = source[Math.min(index, last)] ?? 0
    const b = source[Math.min(index + 1, last)] ?? 0
    out[i] = Math.round(a + (b - a) * fraction)
  }
  return out
}

/** A centred moving average of `width` samples: a cheap low-pass before decimation. */
function boxFilter(pcm: Int16Array, width: number): Int16Array {
  if (width <= 1) return pcm
  const out = new Int16Array(pcm.length)
  const half = Math.floor(width / 2)
  let sum = 0
  let count = 0
  // Sliding window [i - half, i - half + width).
  for (let j = 0; j < Math.min(width - half, pcm.length); j++) {
    sum += pcm[j] ?? 0
    count++
  }
  for (let i = 0; i < pcm.length; i++) {
    out[i] = Math.round(sum / count)
    const enter = i - half + width
    const leave = i - half
    if (enter < pcm.length) {
      sum += pcm[enter] ?? 0
      count++
    }
    if (leave >= 0) {
      sum -= pcm[leave] ?? 0
      count--
    }
  }
  return out
}
