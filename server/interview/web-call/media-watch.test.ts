import { describe, expect, it } from 'vitest'
import { MEDIA_CHECK_MS, MEDIA_TIMEOUT_MS, MediaWatch, type WatchClock } from './media-watch'

/** A clock whose intervals fire only when the test moves time (`stall` moves it without them). */
function fakeClock() {
  let now = 0
  let nextId = 0
  const intervals = new Map<number, { every: number; due: number; callback: () => void }>()
  const clock: WatchClock & {
    advance(ms: number): void
    stall(ms: number): void
    active(): number
  } = {
    now: () => now,
    setInterval: (callback, every) => {
      intervals.set(++nextId, { every, due: now + every, callback })
      return nextId
    },
    clearInterval: (handle) => void intervals.delete(handle as number),
    advance(ms) {
      const end = now + ms
      for (;;) {
        const next = [...intervals.values()].sort((a, b) => a.due - b.due)[0]
        if (!next || next.due > end) break
        now = next.due
        next.due += next.every
        next.callback()
      }
      now = end
    },
    /** The process stalls: time passes, and the timers that were due fire late, once. */
    stall(ms) {
      now += ms
      for (const interval of intervals.values()) interval.due = now
    },
    active: () => intervals.size,
  }
  return clock
}

function watch() {
  const clock = fakeClock()
  const changes: boolean[] = []
  const media = new MediaWatch({ clock, onFlowingChange: (flowing) => changes.push(flowing) })
  /** Packets every 20 ms for `ms`. */
  const stream = (ms: number) => {
    for (let t = 0; t < ms; t += 20) {
      media.heard()
      clock.advance(20)
    }
  }
  return { clock, changes, media, stream }
}

describe('MediaWatch', () => {
  it('stays quiet while packets arrive every 20 ms', () => {
    const { changes, media, stream } = watch()
    stream(60_000)
    expect(changes).toEqual([])
    expect(media.flowing).toBe(true)
  })

  it(`says the audio stopped after ${MEDIA_TIMEOUT_MS} ms without a packet, and that it is back on the next one`, () => {
    const { clock, changes, media, stream } = watch()
    stream(1000)
    clock.advance(MEDIA_TIMEOUT_MS - MEDIA_CHECK_MS)
    expect(changes).toEqual([])
    clock.advance(MEDIA_CHECK_MS + 20)
    expect(changes).toEqual([false])
    expect(media.flowing).toBe(false)
    // However long the dip lasts, it is said once.
    clock.advance(60_000)
    expect(changes).toEqual([false])
    media.heard()
    expect(changes).toEqual([false, true])
    expect(media.flowing).toBe(true)
    stream(1000)
    expect(changes).toEqual([false, true])
  })

  it('watches nothing before the first packet: a peer that never sent audio lost nothing', () => {
    const { clock, changes, media } = watch()
    clock.advance(60_000)
    expect(changes).toEqual([])
    expect(clock.active()).toBe(0)
    media.heard()
    clock.advance(MEDIA_TIMEOUT_MS + MEDIA_CHECK_MS)
    expect(changes).toEqual([false])
  })

  it('does not blame the network for a stall of this process (its packets wait in the buffer)', () => {
    const { clock, changes, media, stream } = watch()
    stream(1000)
    clock.stall(MEDIA_TIMEOUT_MS * 2)
    clock.advance(0)
    expect(changes).toEqual([])
    // The buffered packets are read after the late check.
    stream(1000)
    expect(changes).toEqual([])
    expect(media.flowing).toBe(true)
  })

  it('still notices a dip that goes on after a stall', () => {
    const { clock, changes, stream } = watch()
    stream(1000)
    clock.stall(MEDIA_TIMEOUT_MS * 2)
    clock.advance(MEDIA_CHECK_MS)
    expect(changes).toEqual([false])
  })

  it('stops for good: no timer left, and packets after it change nothing', () => {
    const { clock, changes, media, stream } = watch()
    stream(100)
    media.stop()
    expect(clock.active()).toBe(0)
    clock.advance(60_000)
    media.heard()
    clock.advance(60_000)
    expect(changes).toEqual([])
    expect(clock.active()).toBe(0)
  })
})
