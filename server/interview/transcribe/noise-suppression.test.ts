import { describe, expect, it } from 'vitest'
import { suppressSteadyNoise } from './noise-suppression'

const RATE = 16000

/** Deterministic white noise of the given RMS (16-bit units). */
function noise(length: number, rms: number, seed = 1): Float64Array {
  let state = seed
  const uniform = () => {
    state = (state * 1103515245 + 12345) % 2147483648
    return state / 2147483648 - 0.5
  }
  return Float64Array.from({ length }, () => uniform() * rms * Math.sqrt(12))
}

/** 0.3 s of background, 1 s of a 500 Hz tone over it, 0.7 s of background. */
function answer(backgroundRms: number): Int16Array {
  const background = noise(2 * RATE, backgroundRms)
  return Int16Array.from(background, (value, i) => {
    const tone =
      i >= 0.3 * RATE && i < 1.3 * RATE ? 4000 * Math.sin((2 * Math.PI * 500 * i) / RATE) : 0
    return Math.round(value + tone)
  })
}

const rms = (pcm: Int16Array, from: number, to: number) => {
  let sum = 0
  for (let i = from; i < to; i++) sum += pcm[i]! * pcm[i]!
  return Math.sqrt(sum / (to - from))
}

/** Amplitude of the 500 Hz component over [from, to). */
const toneAmplitude = (pcm: Int16Array, from: number, to: number) => {
  let re = 0
  let im = 0
  for (let i = from; i < to; i++) {
    re += pcm[i]! * Math.cos((2 * Math.PI * 500 * i) / RATE)
    im += pcm[i]! * Math.sin((2 * Math.PI * 500 * i) / RATE)
  }
  return (2 * Math.hypot(re, im)) / (to - from)
}

describe('suppressSteadyNoise', () => {
  it('takes most of a steady background out of the pauses and keeps the speech band', async () => {
    const noisy = answer(300)
    const cleaned = await suppressSteadyNoise(noisy)
    expect(cleaned).toHaveLength(noisy.length)
    const pause = [1.5 * RATE, 1.9 * RATE] as const
    expect(rms(cleaned, ...pause)).toBeLessThan(0.8 * rms(noisy, ...pause))
    const speech = [0.5 * RATE, 1.1 * RATE] as const
    expect(toneAmplitude(cleaned, ...speech)).toBeGreaterThan(0.9 * toneAmplitude(noisy, ...speech))
  })

  it('leaves an answer without audible background exactly as it came', async () => {
    const quiet = answer(8)
    const result = await suppressSteadyNoise(quiet)
    expect(Array.from(result)).toEqual(Array.from(quiet))
  })

  it('answers several requests at once, each with its own audio', async () => {
    const inputs = [answer(300), answer(8), answer(500)]
    const results = await Promise.all(inputs.map((pcm) => suppressSteadyNoise(pcm)))
    expect(Array.from(results[1]!)).toEqual(Array.from(inputs[1]!))
    expect(rms(results[0]!, 1.5 * RATE, 1.9 * RATE)).toBeLessThan(
      0.8 * rms(inputs[0]!, 1.5 * RATE, 1.9 * RATE),
    )
    expect(rms(results[2]!, 1.5 * RATE, 1.9 * RATE)).toBeLessThan(
      0.8 * rms(inputs[2]!, 1.5 * RATE, 1.9 * RATE),
    )
  })

  it('gives the stretch asked for, as the whole answer cleaned has it there', async () => {
    const noisy = answer(300)
    const whole = await suppressSteadyNoise(noisy)
    for (const from of [1, 0.8 * RATE, 1.95 * RATE]) {
      const stretch = await suppressSteadyNoise(noisy, from)
      expect(stretch).toHaveLength(noisy.length - from)
      expect(Array.from(stretch)).toEqual(Array.from(whole.subarray(from)))
    }
    const quiet = answer(8)
    expect(Array.from(await suppressSteadyNoise(quiet, RATE))).toEqual(
      Array.from(quiet.subarray(RATE)),
    )
  })
})
