import { describe, expect, it } from 'vitest'
import { tone } from '../../tests/support/test-signals'
import { decimateByTwo } from './decimate-by-two'
import { rmsDb, toneDb } from '../../tests/support/test-levels'

/** Output samples next to the ends, where the filter reaches into the silence around a buffer. */
const EDGE = 16

describe('decimateByTwo', () => {
  it('halves the length, rounding up', () => {
    expect(decimateByTwo(new Int16Array(320))).toHaveLength(160)
    expect(decimateByTwo(new Int16Array(5))).toHaveLength(3)
    expect(decimateByTwo(new Int16Array(0))).toHaveLength(0)
  })

  it('keeps a constant level and silence exactly', () => {
    const out = decimateByTwo(new Int16Array(400).fill(1000))
    expect([...out.subarray(EDGE, -EDGE)].every((sample) => sample === 1000)).toBe(true)
    expect([...decimateByTwo(new Int16Array(64))].every((sample) => sample === 0)).toBe(true)
  })

  it('passes the speech band at its level', () => {
    for (const hz of [300, 1000, 2000, 3000]) {
      const out = decimateByTwo(tone(1000, hz, -6, 16_000))
      expect(Math.abs(toneDb(out, hz, 8000, EDGE) - -6), `${hz} Hz`).toBeLessThan(0.5)
    }
  })

  it('removes what would fold back into the band', () => {
    for (const hz of [5000, 6000, 7000]) {
      const out = decimateByTwo(tone(1000, hz, -6, 16_000))
      // A 6 kHz tone would reappear at 8000 - 6000 = 2000 Hz.
      expect(toneDb(out, 8000 - hz, 8000, EDGE), `${hz} Hz`).toBeLessThan(-66)
      expect(rmsDb(out, EDGE), `${hz} Hz`).toBeLessThan(-66)
    }
  })

  it('does not delay the signal', () => {
    const impulse = new Int16Array(101)
    impulse[50] = 10_000
    const out = decimateByTwo(impulse)
    const peak = out.indexOf(Math.max(...out))
    expect(peak).toBe(25)
  })
})
