import OpusScript from 'opusscript'
import { describe, expect, it } from 'vitest'
import { FRAME_SAMPLES, pcmBytes, pcmFromBytes } from './audio-format'
import { encodeOpusFrames } from './opus-frames'
import { OpusDecoderStream } from './opus-decoder-stream'
import { resample } from '../../audio/resample'
import { synthesise, SynthesisError } from './synthesise'
import { concatSignals, silence, tone } from '../../../tests/support/test-signals'
import { levelDb } from './vad'
import { parseWav, WavFormatError } from './wav'

/** Frequency from upward zero crossings, skipping the edges. */
const frequency = (pcm: Int16Array, sampleRate: number) => {
  let crossings = 0
  let first = -1
  let last = -1
  for (let i = 1; i < pcm.length; i++) {
    if ((pcm[i - 1] ?? 0) < 0 && (pcm[i] ?? 0) >= 0) {
      if (first < 0) first = i
      last = i
      crossings++
    }
  }
  return ((crossings - 1) * sampleRate) / (last - first)
}

const wav = (samples: number[], { sampleRate = 22050, channels = 1, extraChunk = false } = {}) => {
  const extra = extraChunk ? 8 + 3 + 1 : 0 // an odd-sized LIST chunk plus its pad byte
  const bytes = new Uint8Array(44 + extra + samples.length * 2)
  const view = new DataView(bytes.buffer)
  const put = (at: number, text: string) => bytes.set(Buffer.from(text, 'ascii'), at)
  put(0, 'RIFF')
  view.setUint32(4, bytes.length - 8, true)
  put(8, 'WAVE')
  put(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true)
  view.setUint16(22, channels, true)
  view.setUint32(24, sampleRate, true)
  view.setUint32(28, sampleRate * 2 * channels, true)
  view.setUint16(32, 2 * channels, true)
  view.setUint16(34, 16, true)
  let at = 36
  if (extraChunk) {
    put(at, 'LIST')
    view.setUint32(at + 4, 3, true)
    at += extra
  }
  put(at, 'data')
  // What a writer that cannot seek leaves behind: a size far past the end of the file.
  view.setUint32(at + 4, 0x7fffffff, true)
  samples.forEach((sample, i) => view.setInt16(at + 8 + i * 2, sample, true))
  return bytes
}

describe('parseWav', () => {
  it('reads the data chunk after other chunks and clamps an oversized length', () => {
    const pcm = parseWav(wav([1, -2, 3, 32767], { sampleRate: 16000, extraChunk: true }))
    expect(pcm.sampleRate).toBe(16000)
    expect([...pcm.samples]).toEqual([1, -2, 3, 32767])
  })

  it('takes the first channel of stereo', () => {
    expect([...parseWav(wav([5, 9, -5, -9], { channels: 2 })).samples]).toEqual([5, -5])
  })

  it('rejects what is not a WAV', () => {
    expect(() => parseWav(new TextEncoder().encode('hello, not audio'))).toThrow(WavFormatError)
  })
})

describe('synthesise (espeak-ng)', () => {
  it('returns non-silent speech of a plausible length', async () => {
    const pcm = await synthesise('Hello. What shifts are you able to work?')
    expect(pcm.sampleRate).toBe(22050)
    const seconds = pcm.samples.length / pcm.sampleRate
    // Seven words at espeak-ng's default 175 words a minute, plus leading and trailing pauses.
    expect(seconds).toBeGreaterThan(1.2)
    expect(seconds).toBeLessThan(5)
    expect(levelDb(pcm.samples)).toBeGreaterThan(-35)
  })

  it('reads text starting with a dash as text, not as an option', async () => {
    const pcm = await synthesise('-v is not a voice here')
    expect(pcm.samples.length / pcm.sampleRate).toBeGreaterThan(0.5)
  })

  it('refuses a malformed voice without touching the process exit code', async () => {
    await expect(synthesise('hi', { voice: '--help' })).rejects.toThrow(SynthesisError)
    const exitCode = process.exitCode
    await expect(synthesise('hi', { voice: 'zz-nope' })).rejects.toThrow(SynthesisError)
    expect(process.exitCode).toBe(exitCode)
  })
})

describe('resample', () => {
  it('keeps a sine wave at its frequency and scales its length', () => {
    const input = tone(1000, 440, -10, 22050)
    const output = resample(input, 22050, 48000)
    expect(output.length).toBe(48000)
    expect(frequency(output, 48000)).toBeCloseTo(440, 0)
    expect(levelDb(output)).toBeCloseTo(-10, 0)
  })

  it('downsamples without changing the frequency', () => {
    const output = resample(tone(500, 1000, -10, 48000), 48000, 16000)
    expect(output.length).toBe(8000)
    expect(frequency(output, 16000)).toBeCloseTo(1000, 0)
  })

  it('returns a copy when the rates match, and rejects zero rates', () => {
    const input = tone(20, 440, -10)
    const output = resample(input, 48000, 48000)
    expect(output).toEqual(input)
    expect(output).not.toBe(input)
    expect(() => resample(input, 0, 48000)).toThrow(RangeError)
  })
})

describe('encodeOpusFrames', () => {
  it('makes one 20 ms packet per 960 samples, padding the last, that decode back', () => {
    const pcm = tone(1010, 440, -12) // 50.5 frames
    const packets = encodeOpusFrames(pcm)
    expect(packets).toHaveLength(51)
    const decoder = new OpusDecoderStream()
    const decoded = concatSignals(packets.map((packet) => decoder.decode(packet)))
    decoder.close()
    expect(decoded.length).toBe(51 * FRAME_SAMPLES)
    // Skip the codec's start-up; the tone comes back at its pitch and level.
    const steady = decoded.subarray(4800, 48000)
    expect(frequency(steady, 48000)).toBeCloseTo(440, 0)
    expect(levelDb(steady)).toBeGreaterThan(-15)
    // The padding: the decoder lags the input by 312 samples (6.5 ms), so the last 100
    // decoded samples come from the zeros after the tone's 1010 ms.
    expect(levelDb(decoded.subarray(-100))).toBeLessThan(levelDb(steady) - 12)
  })

  it('encodes silence and an empty input', () => {
    expect(encodeOpusFrames(silence(40))).toHaveLength(2)
    expect(encodeOpusFrames(new Int16Array(0))).toEqual([])
  })
})

describe('OpusDecoderStream', () => {
  it('skips packets the decoder rejects and counts them', () => {
    const decoder = new OpusDecoderStream()
    // TOC code 3 with a frame count of 0 is invalid (RFC 6716 3.2.5).
    expect(decoder.decode(new Uint8Array([0x03, 0x00]))).toHaveLength(0)
    expect(decoder.invalidPackets).toBe(1)
    const good = encodeOpusFrames(tone(20, 440, -12))[0] as Uint8Array
    expect(decoder.decode(good)).toHaveLength(FRAME_SAMPLES)
    decoder.close()
    expect(decoder.decode(good)).toHaveLength(0)
  })

  it('agrees with opusscript decoding directly', () => {
    const packet = encodeOpusFrames(tone(20, 300, -12))[0] as Uint8Array
    const direct = new OpusScript(48000, 1, OpusScript.Application.VOIP)
    const expected = pcmFromBytes(direct.decode(Buffer.from(packet)))
    direct.delete()
    const decoder = new OpusDecoderStream()
    expect(decoder.decode(packet)).toEqual(expected)
    decoder.close()
    expect(pcmBytes(expected).byteLength).toBe(FRAME_SAMPLES * 2)
  })
})
