import { describe, expect, it } from 'vitest'
import * as server from '../telephony/mulaw'
import {
  base64ToBytes,
  bytesToBase64,
  createDownsampler,
  createFramer,
  decodeMulawSample,
  decodeMulawToFloat,
  encodeMulaw,
  encodeMulawSample,
  floatToPcm16,
  MULAW_SILENCE,
  PHONE_FRAME_SAMPLES,
} from './phone-codec.js'

/**
 * The dev phone page's audio code (plain browser JavaScript) against the server's: the page
 * must put on the wire exactly the bytes server/telephony/mulaw.ts would, and hear them back
 * the same way.
 */

const ALL_16_BIT = Int16Array.from({ length: 65536 }, (_, i) => i - 32768)

describe('the page’s G.711 mu-law', () => {
  it('encodes every 16-bit sample to the byte server/telephony/mulaw.ts gives', () => {
    const mismatches: number[] = []
    for (const sample of ALL_16_BIT)
      if (encodeMulawSample(sample) !== server.encodeMulawSample(sample)) mismatches.push(sample)
    expect(mismatches).toEqual([])
    expect(encodeMulaw(ALL_16_BIT)).toEqual(server.encodeMulaw(ALL_16_BIT))
    expect(MULAW_SILENCE).toBe(server.MULAW_SILENCE)
  })

  it('decodes every byte to the sample the server decodes it to, as a float for Web Audio', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i)
    for (const byte of bytes) expect(decodeMulawSample(byte)).toBe(server.decodeMulawSample(byte))
    const expected = Float32Array.from(server.decodeMulaw(bytes), (sample) => sample / 32768)
    expect(decodeMulawToFloat(bytes)).toEqual(expected)
    expect(Math.max(...decodeMulawToFloat(bytes).map(Math.abs))).toBeLessThan(1)
  })
})

describe('float samples to 16-bit PCM', () => {
  it('scales, rounds and clips', () => {
    expect([...floatToPcm16([0, 1, -1, 0.5, -0.5, 2, -3, 1e-6])]).toEqual([
      0, 32767, -32768, 16384, -16384, 32767, -32768, 0,
    ])
  })
})

const tone = (frequency: number, rate: number, seconds: number) =>
  Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * frequency * i) / rate),
  )

/** A signal's level against a full-scale sine's (RMS over RMS of 1/√2). */
const level = (samples: Float32Array) =>
  Math.sqrt(samples.reduce((sum, x) => sum + x * x, 0) / samples.length) * Math.SQRT2

describe('the downsampler to 8 kHz', () => {
  it('averages each output sample’s six inputs at 48 kHz', () => {
    const out = createDownsampler(48000).push([1, 2, 3, 4, 5, 6, 6, 6, 6, 0, 0, 0, 9])
    expect([...out]).toEqual([3.5, 3])
  })

  it('gives as many samples as the rates say, at 48 kHz and 44.1 kHz', () => {
    expect(createDownsampler(48000).push(new Float32Array(48000)).length).toBe(8000)
    expect(createDownsampler(44100).push(new Float32Array(44100)).length).toBe(8000)
    expect(createDownsampler(16000).push(new Float32Array(320)).length).toBe(160)
    expect(createDownsampler(8000).push([0.1, 0.2])).toEqual(Float32Array.from([0.1, 0.2]))
  })

  it('gives the same samples whatever sizes the audio arrives in', () => {
    const input = tone(440, 44100, 0.5)
    const whole = createDownsampler(44100).push(input)
    const pieces = createDownsampler(44100)
    const collected: number[] = []
    // Render quanta (128), script processor buffers (4096) and odd sizes.
    const sizes = [128, 4096, 1, 7, 1000, 333]
    for (let offset = 0, k = 0; offset < input.length; k++) {
      const size = sizes[k % sizes.length] ?? 128
      collected.push(...pieces.push(input.subarray(offset, offset + size)))
      offset += size
    }
    expect(Float32Array.from(collected)).toEqual(whole)
  })

  it('keeps speech frequencies and keeps what lies above 4 kHz from folding back loudly', () => {
    // 1 kHz passes (the box filter loses ~2.5 %); 7 kHz would alias to 1 kHz at full strength
    // with plain decimation, and comes through at about -17 dB.
    const speech = createDownsampler(48000).push(tone(1000, 48000, 0.2))
    expect(level(speech)).toBeGreaterThan(0.95)
    const above = createDownsampler(48000).push(tone(7000, 48000, 0.2))
    expect(level(above)).toBeLessThan(0.16)
    const silence = createDownsampler(44100).push(new Float32Array(4410).fill(0.25))
    for (const sample of silence) expect(sample).toBeCloseTo(0.25, 6)
  })

  it('refuses rates it cannot downsample', () => {
    expect(() => createDownsampler(4000)).toThrow(RangeError)
    expect(() => createDownsampler(44100.5)).toThrow(RangeError)
  })
})

describe('the framer', () => {
  it('makes whole 160-byte mu-law frames and carries the rest', () => {
    const framer = createFramer()
    expect(framer.push(new Int16Array(100))).toEqual([])
    const pcm = Int16Array.from({ length: 300 }, (_, i) => (i * 97) % 20000)
    const frames = framer.push(pcm)
    expect(frames).toHaveLength(2)
    expect(frames.every((frame) => frame.length === PHONE_FRAME_SAMPLES)).toBe(true)
    const all = new Int16Array(400)
    all.set(pcm, 100)
    expect(frames[0]).toEqual(server.encodeMulaw(all.subarray(0, 160)))
    expect(frames[1]).toEqual(server.encodeMulaw(all.subarray(160, 320)))
    expect(framer.push(new Int16Array(79))).toEqual([])
    expect(framer.push(new Int16Array(1))).toHaveLength(1)
  })
})

describe('base64 payloads', () => {
  it('round-trips every byte value the way Buffer encodes them', () => {
    const bytes = Uint8Array.from({ length: 512 }, (_, i) => (i * 31) % 256)
    const text = bytesToBase64(bytes)
    expect(text).toBe(Buffer.from(bytes).toString('base64'))
    expect(base64ToBytes(text)).toEqual(bytes)
    expect(bytesToBase64(new Uint8Array(0))).toBe('')
  })
})
