import { describe, expect, it } from 'vitest'
import { FRAME_SAMPLES } from './audio-format'
import { encodeOpusFrames } from './opus-frames'
import { OpusDecoderStream } from './opus-decoder-stream'
import {
  concatSignals,
  noise,
  seededRandom,
  silence,
  speechLike,
  tone,
} from '../../../tests/support/test-signals'
import { levelDb, VoiceActivityDetector, type VadEvent, type VadOptions } from './vad'

/** Feeds the signal in `chunk`-sample pieces and returns the events, also checking emit(). */
function detect(signal: Int16Array, options: VadOptions = {}, chunk = FRAME_SAMPLES) {
  const vad = new VoiceActivityDetector(options)
  const emitted: VadEvent[] = []
  vad.on('speechStart', (event) => emitted.push(event))
  vad.on('speechEnd', (event) => emitted.push(event))
  const returned: VadEvent[] = []
  for (let i = 0; i < signal.length; i += chunk)
    returned.push(...vad.push(signal.subarray(i, i + chunk)))
  expect(emitted).toEqual(returned)
  return { events: returned, vad }
}

const roomNoise = () => noise(1000, -62, seededRandom(3))

describe('VoiceActivityDetector', () => {
  it('measures levels in dBFS', () => {
    expect(levelDb(tone(20, 1000, -20))).toBeCloseTo(-20, 1)
    expect(levelDb(noise(20, -40))).toBeCloseTo(-40, 0)
    expect(levelDb(silence(20))).toBe(-100)
  })

  it('hears nothing in silence or in steady noise, even loud noise', () => {
    expect(detect(silence(5000)).events).toEqual([])
    expect(detect(noise(5000, -55)).events).toEqual([])
    const loud = detect(noise(5000, -35))
    expect(loud.events).toEqual([])
    expect(loud.vad.noiseFloorDb).toBeCloseTo(-35, 0)
  })

  it('starts 60 ms into a tone burst and ends 700 ms after it', () => {
    const signal = concatSignals([silence(1000), tone(1000, 440, -20), silence(1500)], roomNoise())
    expect(detect(signal).events).toEqual([
      { type: 'speechStart', atMs: 1060, speechAtMs: 1000 },
      { type: 'speechEnd', atMs: 2700, speechAtMs: 2000 },
    ])
  })

  it('tells how long the speech has paused: the time an early transcription may start', () => {
    const vad = new VoiceActivityDetector()
    const pauses: number[] = []
    const signal = concatSignals(
      [silence(1000), tone(500, 440, -20), silence(300), tone(500, 440, -20), silence(1000)],
      roomNoise(),
    )
    for (let i = 0; i < signal.length; i += FRAME_SAMPLES) {
      vad.push(signal.subarray(i, i + FRAME_SAMPLES))
      pauses.push(vad.pauseMs)
    }
    const at = (ms: number) => pauses[ms / 20 - 1]
    expect(at(1400)).toBe(0) // speaking
    expect(at(1800)).toBe(300) // the pause, 300 ms in
    expect(at(2000)).toBe(0) // speaking again
    expect(at(2600)).toBe(300)
    expect(at(3000)).toBe(0) // the answer ended 700 ms into the pause: no speech, no pause
  })

  it('honours a configured silence window', () => {
    const signal = concatSignals([silence(1000), tone(500, 440, -20), silence(1500)], roomNoise())
    const { events } = detect(signal, { silenceMs: 400 })
    expect(events.map(({ type, atMs }) => [type, atMs])).toEqual([
      ['speechStart', 1060],
      ['speechEnd', 1900],
    ])
  })

  it('treats speech with pauses shorter than the window as one answer', () => {
    const speech = speechLike(4000, -24, [
      [800, 300],
      [2000, 600],
      [3000, 150],
    ])
    const signal = concatSignals([silence(1000), speech, silence(1500)], roomNoise())
    const { events } = detect(signal)
    expect(events.map(({ type }) => type)).toEqual(['speechStart', 'speechEnd'])
    expect(events[0]?.speechAtMs).toBeGreaterThanOrEqual(1000)
    expect(events[0]?.atMs).toBeLessThanOrEqual(1100)
    // The end is decided 700 ms after the last voiced frame, which is near the end of speech.
    expect(events[1]?.speechAtMs).toBeGreaterThan(4800)
    expect(events[1]?.speechAtMs).toBeLessThanOrEqual(5000)
    expect((events[1]?.atMs ?? 0) - (events[1]?.speechAtMs ?? 0)).toBe(700)
  })

  it('splits answers separated by a pause longer than the window', () => {
    const signal = concatSignals(
      [silence(1000), speechLike(1500, -24), silence(1200), speechLike(1500, -24), silence(1500)],
      roomNoise(),
    )
    expect(detect(signal).events.map(({ type }) => type)).toEqual([
      'speechStart',
      'speechEnd',
      'speechStart',
      'speechEnd',
    ])
  })

  it('ignores short clicks in silence and in a pause', () => {
    const click = () => tone(20, 2000, -6)
    const doubleClick = () => tone(40, 2000, -6)
    const inSilence = concatSignals(
      [silence(1000), click(), silence(500), doubleClick(), silence(1000)],
      roomNoise(),
    )
    expect(detect(inSilence).events).toEqual([])

    const inPause = concatSignals(
      [silence(1000), speechLike(1000, -24), silence(400), click(), silence(1500)],
      roomNoise(),
    )
    const { events } = detect(inPause)
    expect(events.map(({ type }) => type)).toEqual(['speechStart', 'speechEnd'])
    // The click did not restart the silence: the end is 700 ms after the speech, not the click.
    expect(events[1]?.atMs).toBe(2700)
  })

  it('hears speech over steady background noise', () => {
    const background = noise(1000, -45, seededRandom(5))
    const signal = concatSignals([silence(2000), speechLike(2000, -22), silence(1500)], background)
    expect(detect(signal).events.map(({ type, atMs }) => [type, atMs])).toEqual([
      ['speechStart', 2060],
      ['speechEnd', 4700],
    ])
  })

  it('learns the room after digital silence, not from it', () => {
    // A track sends zeros before the microphone opens; then the room is at -52 dBFS.
    const signal = concatSignals([silence(500), noise(3000, -52, seededRandom(9))])
    expect(detect(signal).events).toEqual([])
  })

  it('hears a candidate who is already talking when the call starts, from the first pause', () => {
    const signal = concatSignals([speechLike(3000, -22, [[700, 250]]), silence(1500)], roomNoise())
    const { events } = detect(signal)
    expect(events.map(({ type }) => type)).toEqual(['speechStart', 'speechEnd'])
    expect(events[0]?.atMs).toBeLessThanOrEqual(1100)
    expect(events[1]?.atMs).toBe(3700)
  })

  it('gives the same answer whatever the packet size', () => {
    const signal = concatSignals([silence(1000), speechLike(1500, -24), silence(1500)], roomNoise())
    const frames20 = detect(signal).events
    expect(detect(signal, {}, 480).events).toEqual(frames20) // 10 ms packets
    expect(detect(signal, {}, 2880).events).toEqual(frames20) // 60 ms packets
    expect(detect(signal, {}, 1000).events).toEqual(frames20) // ragged
  })

  it('works on audio that went through Opus', () => {
    const signal = concatSignals(
      [silence(1000), speechLike(2000, -24, [[900, 300]]), silence(1500)],
      roomNoise(),
    )
    const decoder = new OpusDecoderStream()
    const decoded = concatSignals(encodeOpusFrames(signal).map((packet) => decoder.decode(packet)))
    decoder.close()
    const { events } = detect(decoded)
    expect(events.map(({ type }) => type)).toEqual(['speechStart', 'speechEnd'])
    expect(events[0]?.atMs).toBeGreaterThanOrEqual(1060)
    expect(events[0]?.atMs).toBeLessThanOrEqual(1100)
    expect(events[1]?.atMs).toBeGreaterThanOrEqual(3700)
    expect(events[1]?.atMs).toBeLessThanOrEqual(3740)
  })

  it('forgets speech state on reset but keeps the noise floor', () => {
    const vad = new VoiceActivityDetector()
    const signal = concatSignals([noise(1000, -50), speechLike(500, -20)])
    for (let i = 0; i < signal.length; i += FRAME_SAMPLES)
      vad.push(signal.subarray(i, i + FRAME_SAMPLES))
    expect(vad.speaking).toBe(true)
    const floor = vad.noiseFloorDb
    vad.reset()
    expect(vad.speaking).toBe(false)
    expect(vad.noiseFloorDb).toBe(floor)
  })
})

describe('VoiceActivityDetector.endSpeech', () => {
  it('ends the speech in a pause at the stream time it is called, and only in a pause', () => {
    const vad = new VoiceActivityDetector()
    const ended: VadEvent[] = []
    vad.on('speechEnd', (event) => ended.push(event))
    const feed = (signal: Int16Array) => {
      for (let i = 0; i < signal.length; i += FRAME_SAMPLES)
        vad.push(signal.subarray(i, i + FRAME_SAMPLES))
    }
    feed(concatSignals([silence(1000), tone(500, 440, -20)], roomNoise()))
    expect(vad.speaking).toBe(true)
    expect(vad.endSpeech()).toBe(undefined)
    feed(concatSignals([silence(300)], roomNoise()))
    const event = { type: 'speechEnd', atMs: 1800, speechAtMs: 1500 }
    expect(vad.endSpeech()).toEqual(event)
    expect(ended).toEqual([event])
    expect(vad.speaking).toBe(false)
    expect(vad.endSpeech()).toBe(undefined)
  })
})
