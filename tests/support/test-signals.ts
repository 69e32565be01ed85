import { SAMPLE_RATE } from '../../server/interview/voice/audio-format'

/**
 * Deterministic test and benchmark signals: a seeded noise source keeps VAD timings in tests
 * reproducible, and the benchmark measures the same audio every run.
 */
export function seededRandom(seed = 1): () => number {
  let state = seed >>> 0 || 1
  return () => {
    // xorshift32
    state ^= state << 13
    state >>>= 0
    state ^= state >>> 17
    state ^= state << 5
    state >>>= 0
    return state / 0x100000000
  }
}

const dbToAmplitude = (db: number) => 32767 * 10 ** (db / 20)

export function silence(ms: number, sampleRate = SAMPLE_RATE): Int16Array {
  return new Int16Array(Math.round((ms * sampleRate) / 1000))
}

/** A sine whose RMS is `db` dBFS (peak is 3 dB higher). */
export function tone(ms: number, hz: number, db: number, sampleRate = SAMPLE_RATE): Int16Array {
  const out = silence(ms, sampleRate)
  const peak = dbToAmplitude(db) * Math.SQRT2
  for (let i = 0; i < out.length; i++)
    out[i] = Math.round(peak * Math.sin((2 * Math.PI * hz * i) / sampleRate))
  return out
}

/** White noise with RMS about `db` dBFS. */
export function noise(ms: number, db: number, random = seededRandom(), sampleRate = SAMPLE_RATE) {
  const out = silence(ms, sampleRate)
  const amplitude = dbToAmplitude(db) * Math.sqrt(3) // uniform [-a, a] has RMS a / sqrt(3)
  for (let i = 0; i < out.length; i++) out[i] = Math.round((random() * 2 - 1) * amplitude)
  return out
}

/**
 * Speech-like audio: noise at `db` whose envelope rises and falls at a syllable rate (4 Hz),
 * with the given pauses (start ms, length ms) cut to silence.
 */
export function speechLike(
  ms: number,
  db: number,
  pauses: Array<[number, number]> = [],
  random = seededRandom(7),
  sampleRate = SAMPLE_RATE,
): Int16Array {
  const out = noise(ms, db + 3, random, sampleRate)
  for (let i = 0; i < out.length; i++) {
    const t = i / sampleRate
    const envelope = 0.35 + 0.65 * Math.abs(Math.sin(Math.PI * 4 * t))
    const tMs = t * 1000
    const paused = pauses.some(([start, length]) => tMs >= start && tMs < start + length)
    out[i] = paused ? 0 : Math.round((out[i] ?? 0) * envelope)
  }
  return out
}

/** Joins signals end to end; `mixWith` adds a background (e.g. noise) under all of it. */
export function concatSignals(parts: Int16Array[], mixWith?: Int16Array): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  if (mixWith) {
    for (let i = 0; i < out.length; i++) {
      const mixed = (out[i] ?? 0) + (mixWith[i % mixWith.length] ?? 0)
      out[i] = Math.max(-32768, Math.min(32767, mixed))
    }
  }
  return out
}
