import { describe, expect, it } from 'vitest'
import { concatSignals, tone } from '../../tests/support/test-signals'
import { decodeMulaw, encodeMulaw, MULAW_SILENCE } from './mulaw'
import {
  WIDEBAND_FRAME_SAMPLES,
  WIDEBAND_SAMPLE_RATE,
  pcm16kToPhoneFrames,
  PHONE_FRAME_BYTES,
  PHONE_SAMPLE_RATE,
  phoneFrameToPcm16k,
} from './phone-audio'
import { rmsDb, toneDb } from '../../tests/support/test-levels'

/** What the caller says, as Twilio would deliver it: mu-law cut into 20 ms frames. */
const phoneFrames = (pcm8k: Int16Array) => {
  const mulaw = encodeMulaw(pcm8k)
  const frames: Uint8Array[] = []
  for (let at = 0; at < mulaw.length; at += PHONE_FRAME_BYTES)
    frames.push(mulaw.subarray(at, at + PHONE_FRAME_BYTES))
  return frames
}

const joinBytes = (frames: Uint8Array[]) => {
  const out = new Uint8Array(frames.reduce((sum, frame) => sum + frame.length, 0))
  frames.reduce((at, frame) => (out.set(frame, at), at + frame.length), 0)
  return out
}

describe('phone frames to agent PCM', () => {
  it('turns a 160-byte frame into 320 samples at 16 kHz', () => {
    expect(PHONE_SAMPLE_RATE * 2).toBe(WIDEBAND_SAMPLE_RATE)
    const pcm = phoneFrameToPcm16k(new Uint8Array(PHONE_FRAME_BYTES).fill(MULAW_SILENCE))
    expect(pcm).toHaveLength(WIDEBAND_FRAME_SAMPLES)
    expect([...pcm].every((sample) => sample === 0)).toBe(true)
  })

  it('keeps a 1 kHz tone within 1 dB, frame after frame', () => {
    const frames = phoneFrames(tone(1000, 1000, -10, PHONE_SAMPLE_RATE))
    const pcm = concatSignals(frames.map(phoneFrameToPcm16k))
    expect(pcm).toHaveLength(WIDEBAND_SAMPLE_RATE)
    expect(Math.abs(toneDb(pcm, 1000, WIDEBAND_SAMPLE_RATE) - -10)).toBeLessThan(1)
    expect(Math.abs(rmsDb(pcm) - -10)).toBeLessThan(1)
  })

  it('keeps the image of a 1 kHz tone above the phone band 25 dB down', () => {
    const frames = phoneFrames(tone(1000, 1000, -10, PHONE_SAMPLE_RATE))
    const pcm = concatSignals(frames.map(phoneFrameToPcm16k))
    // The mirror of 1 kHz about 4 kHz, which linear interpolation attenuates by about 28 dB.
    expect(toneDb(pcm, 7000, WIDEBAND_SAMPLE_RATE)).toBeLessThan(-10 - 25)
  })
})

describe('agent PCM to phone frames', () => {
  it('cuts 20 ms frames of 160 bytes and pads the last with mu-law silence', () => {
    expect(pcm16kToPhoneFrames(new Int16Array(0))).toEqual([])
    expect(pcm16kToPhoneFrames(new Int16Array(3 * WIDEBAND_FRAME_SAMPLES))).toHaveLength(3)
    const frames = pcm16kToPhoneFrames(new Int16Array(WIDEBAND_FRAME_SAMPLES + 10).fill(2000))
    expect(frames.map((frame) => frame.length)).toEqual([PHONE_FRAME_BYTES, PHONE_FRAME_BYTES])
    const last = frames[1] ?? new Uint8Array()
    expect([...last.subarray(5)].every((byte) => byte === MULAW_SILENCE)).toBe(true)
    expect(last[0]).not.toBe(MULAW_SILENCE)
  })

  it('keeps a 1 kHz tone within 1 dB', () => {
    const frames = pcm16kToPhoneFrames(tone(1000, 1000, -10, WIDEBAND_SAMPLE_RATE))
    const pcm = decodeMulaw(joinBytes(frames))
    expect(pcm).toHaveLength(PHONE_SAMPLE_RATE)
    expect(Math.abs(toneDb(pcm, 1000, PHONE_SAMPLE_RATE, 16) - -10)).toBeLessThan(1)
  })

  it('attenuates a 6 kHz tone strongly instead of folding it into the band at 2 kHz', () => {
    const frames = pcm16kToPhoneFrames(tone(1000, 6000, -10, WIDEBAND_SAMPLE_RATE))
    const pcm = decodeMulaw(joinBytes(frames))
    expect(toneDb(pcm, 2000, PHONE_SAMPLE_RATE, 16)).toBeLessThan(-10 - 50)
    expect(rmsDb(pcm, 16)).toBeLessThan(-10 - 50)
  })

  it('round-trips speech-band audio through both directions at its level', () => {
    const agent = tone(1000, 1000, -10, WIDEBAND_SAMPLE_RATE)
    const back = concatSignals(pcm16kToPhoneFrames(agent).map(phoneFrameToPcm16k))
    expect(Math.abs(toneDb(back, 1000, WIDEBAND_SAMPLE_RATE, 32) - -10)).toBeLessThan(1)
  })
})
