import { describe, expect, it } from 'vitest'
import {
  decodeMulaw,
  decodeMulawSample,
  encodeMulaw,
  encodeMulawSample,
  MULAW_SILENCE,
} from './mulaw'

describe('mu-law code points', () => {
  it('encodes zero as 0xFF, the silence byte, and both zeros decode to 0', () => {
    expect(encodeMulawSample(0)).toBe(0xff)
    expect(MULAW_SILENCE).toBe(0xff)
    expect(decodeMulawSample(0xff)).toBe(0)
    expect(decodeMulawSample(0x7f)).toBe(0) // "negative zero"
  })

  it('decodes the classic table values', () => {
    // The well-known G.711 mu-law expansion table: 0x00 -32124, 0x01 -31100, ... 0xFE 8, 0xFF 0.
    expect(decodeMulawSample(0x00)).toBe(-32124)
    expect(decodeMulawSample(0x01)).toBe(-31100)
    expect(decodeMulawSample(0x02)).toBe(-30076)
    expect(decodeMulawSample(0x7e)).toBe(-8)
    expect(decodeMulawSample(0x80)).toBe(32124)
    expect(decodeMulawSample(0xef)).toBe(132)
    expect(decodeMulawSample(0xf0)).toBe(120)
    expect(decodeMulawSample(0xfd)).toBe(16)
    expect(decodeMulawSample(0xfe)).toBe(8)
  })

  it('encodes the extremes to the loudest codes and small values to the smallest', () => {
    expect(encodeMulawSample(32767)).toBe(0x80)
    expect(encodeMulawSample(-32768)).toBe(0x00)
    expect(encodeMulawSample(-1)).toBe(0x7f)
    expect(encodeMulawSample(3)).toBe(0xff)
    expect(encodeMulawSample(4)).toBe(0xfe)
    expect(encodeMulawSample(8)).toBe(0xfe)
    expect(encodeMulawSample(132)).toBe(0xef)
  })

  it('is symmetric: a negative sample differs from its positive only in the sign bit', () => {
    const asymmetric: number[] = []
    for (let sample = 1; sample <= 32767; sample++)
      if ((encodeMulawSample(-sample) ^ encodeMulawSample(sample)) !== 0x80) asymmetric.push(sample)
    expect(asymmetric).toEqual([])
  })

  it('every byte decodes to a value that encodes back to the same byte', () => {
    for (let byte = 0; byte < 256; byte++) {
      if (byte === 0x7f) continue // negative zero encodes as positive zero, 0xFF
      expect(encodeMulawSample(decodeMulawSample(byte))).toBe(byte)
    }
  })
})

describe('mu-law round trip', () => {
  it('stays within half a quantisation step across the whole 16-bit range', () => {
    const all = Int16Array.from({ length: 65536 }, (_, i) => i - 32768)
    const back = decodeMulaw(encodeMulaw(all))
    const outOfBound: number[] = []
    for (let i = 0; i < all.length; i++) {
      const sample = all[i] ?? 0
      const magnitude = Math.min(Math.abs(sample), 32635)
      // The step doubles with each segment: half a step is (|x| + 132) / 32 at most (4 near 0);
      // past the clip level the error grows by what was clipped.
      const bound = (magnitude + 132) / 32 + (Math.abs(sample) - magnitude)
      if (Math.abs(sample - (back[i] ?? 0)) > bound) outOfBound.push(sample)
    }
    expect(outOfBound).toEqual([])
  })

  it('the tables agree with the per-sample functions', () => {
    const all = Int16Array.from({ length: 65536 }, (_, i) => i - 32768)
    expect([...encodeMulaw(all)]).toEqual([...all].map(encodeMulawSample))
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    expect([...decodeMulaw(bytes)]).toEqual([...bytes].map(decodeMulawSample))
  })

  it('keeps a mid-level signal at about 38 dB signal to quantisation noise', () => {
    const pcm = Int16Array.from({ length: 8000 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 1000 * i) / 8000 + 0.3)),
    )
    const back = decodeMulaw(encodeMulaw(pcm))
    let signal = 0
    let noise = 0
    for (let i = 0; i < pcm.length; i++) {
      signal += (pcm[i] ?? 0) ** 2
      noise += ((pcm[i] ?? 0) - (back[i] ?? 0)) ** 2
    }
    expect(10 * Math.log10(signal / noise)).toBeGreaterThan(33)
  })

  it('encodes silence as 0xFF bytes and an empty frame as nothing', () => {
    expect([...encodeMulaw(new Int16Array(4))]).toEqual([0xff, 0xff, 0xff, 0xff])
    expect(encodeMulaw(new Int16Array(0))).toHaveLength(0)
    expect([...decodeMulaw(new Uint8Array(3).fill(MULAW_SILENCE))]).toEqual([0, 0, 0])
  })
})
