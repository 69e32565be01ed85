import { describe, expect, it } from 'vitest'
import { FRAME_SAMPLES, SAMPLE_RATE } from '../voice/audio-format'
import {
  concatSignals,
  noise,
  seededRandom,
  silence,
  tone,
} from '../../../tests/support/test-signals'
import { AnswerEndDetector, LISTEN_AT_MS, type AnswerEvent } from './answer-end-detector'
import { HOLD_MS } from './end-of-answer-policy'

const roomNoise = () => noise(1000, -62, seededRandom(3))
const word = (ms: number) => tone(ms, 440, -20)

/**
 * Feeds the signal frame by frame; `words` answers each pause's decoding in turn (undefined:
 * nothing hears the answer; a promise that never settles: a recogniser that does not answer).
 * A settled decoding is waited for before the next frame, so the decisions are in stream time.
 */
async function detect(signal: Int16Array, words: (string | undefined | 'never')[]) {
  const asked: number[] = []
  const resumed: number[] = []
  const hangs = words.includes('never')
  const detector = new AnswerEndDetector({
    sampleRate: SAMPLE_RATE,
    listen: () => {
      asked.push(detector.timeMs)
      const next = words.shift()
      if (next === undefined) return undefined
      if (next === 'never') return new Promise<string>(() => undefined)
      return Promise.resolve(next)
    },
    resumed: () => resumed.push(detector.timeMs),
    weigh: (said) => ({ words: said, fillsAskedSlot: said.endsWith('nights'), language: 'en' }),
  })
  const events: AnswerEvent[] = []
  for (let i = 0; i < signal.length; i += FRAME_SAMPLES) {
    events.push(...detector.push(signal.subarray(i, i + FRAME_SAMPLES)))
    const decoding = detector.decoding
    // A decoding that never settles is not waited for (the stream goes on).
    if (decoding && !hangs) await decoding
  }
  const ends = events.flatMap((event) =>
    event.type === 'speechEnd'
      ? [{ atMs: event.atMs, speechAtMs: event.speechAtMs, reason: event.reason }]
      : [],
  )
  return { events, ends, asked, resumed }
}

describe('AnswerEndDetector', () => {
  it('ends after the fixed silence when nothing hears the answer', async () => {
    const signal = concatSignals([silence(1000), word(800), silence(2000)], roomNoise())
    const { ends, asked } = await detect(signal, [undefined])
    expect(asked).toEqual([1800 + LISTEN_AT_MS])
    expect(ends).toEqual([{ atMs: 1800 + HOLD_MS.unheard, speechAtMs: 1800, reason: 'unheard' }])
  })

  it('ends a short answer that fills the slot asked after the short hold', async () => {
    const signal = concatSignals([silence(1000), word(400), silence(2000)], roomNoise())
    const { ends } = await detect(signal, ['nights'])
    expect(ends).toEqual([{ atMs: 1400 + HOLD_MS.filled, speechAtMs: 1400, reason: 'filled' }])
  })

  it('waits through a pause after an unfinished sentence: one answer, not two', async () => {
    const signal = concatSignals(
      [silence(1000), word(600), silence(900), word(400), silence(2500)],
      roomNoise(),
    )
    const { events, ends, asked, resumed } = await detect(signal, ['i want um', 'i want um nights'])
    expect(events.map((event) => event.type)).toEqual(['speechStart', 'speechEnd'])
    expect(asked).toEqual([1600 + LISTEN_AT_MS, 2900 + LISTEN_AT_MS])
    // The first pause's words are kept once the answer goes on (incremental-words.ts).
    expect(resumed).toHaveLength(1)
    expect(resumed[0]).toBeGreaterThan(2500)
    expect(resumed[0]).toBeLessThanOrEqual(2500 + 100)
    expect(ends).toEqual([{ atMs: 2900 + HOLD_MS.filled, speechAtMs: 2900, reason: 'filled' }])
  })

  it('ends an unfinished sentence when the pause outlasts the long hold', async () => {
    const signal = concatSignals([silence(1000), word(600), silence(2500)], roomNoise())
    const { ends } = await detect(signal, ['i want um'])
    expect(ends).toEqual([
      { atMs: 1600 + HOLD_MS.unfinished, speechAtMs: 1600, reason: 'unfinished' },
    ])
  })

  it('while the words are still being decoded, waits the fixed silence of before', async () => {
    const signal = concatSignals([silence(1000), word(400), silence(2500)], roomNoise())
    const { ends } = await detect(signal, ['never'])
    expect(ends).toEqual([{ atMs: 1400 + HOLD_MS.unheard, speechAtMs: 1400, reason: 'pending' }])
  })

  it('does not decode a gap shorter than LISTEN_AT_MS, and hands the last words on', async () => {
    const signal = concatSignals(
      [silence(1000), word(400), silence(LISTEN_AT_MS - 60), word(400), silence(2000)],
      roomNoise(),
    )
    let resumed = 0
    const detector = new AnswerEndDetector({
      sampleRate: SAMPLE_RATE,
      listen: () => Promise.resolve('nights'),
      resumed: () => resumed++,
      weigh: (said) => ({ words: said, fillsAskedSlot: true, language: 'en' }),
    })
    const events: AnswerEvent[] = []
    for (let i = 0; i < signal.length; i += FRAME_SAMPLES) {
      events.push(...detector.push(signal.subarray(i, i + FRAME_SAMPLES)))
      const decoding = detector.decoding
      if (decoding) await decoding
    }
    const end = events.find((event) => event.type === 'speechEnd')
    expect(end).toMatchObject({ reason: 'filled' })
    expect(end?.type === 'speechEnd' && (await end.words)).toBe('nights')
    expect(events.filter((event) => event.type === 'speechStart')).toHaveLength(1)
    // No words were asked for in the short gap: nothing to keep.
    expect(resumed).toBe(0)
  })
})
