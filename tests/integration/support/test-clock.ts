import type { Clock } from '../../../server/clock'

/** A clock that moves only when told to. */
export interface TestClock extends Clock {
  advance(ms: number): void
  advanceSeconds(seconds: number): void
  advanceMinutes(minutes: number): void
}

export function createTestClock(start = new Date('2026-03-02T15:00:00.000Z')): TestClock {
  let current = start.getTime()
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms
    },
    advanceSeconds: (seconds) => {
      current += seconds * 1000
    },
    advanceMinutes: (minutes) => {
      current += minutes * 60 * 1000
    },
  }
}
