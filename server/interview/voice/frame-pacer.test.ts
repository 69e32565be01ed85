import { describe, expect, it } from 'vitest'
import { FramePacer, type PacerClock, type PacerResult } from './frame-pacer'
import { RtpTimeline } from '../web-call/rtp-timeline'

/** A clock whose timers fire only when the test advances time, optionally `lateMs` late. */
function fakeClock({ lateMs = 0 } = {}) {
  let now = 1000
  let nextId = 0
  const timers = new Map<number, { due: number; callback: () => void }>()
  const clock: PacerClock & { advance(ms: number): void; pending(): number } = {
    now: () => now,
    setTimeout: (callback, ms) => {
      timers.set(++nextId, { due: now + Math.max(0, ms) + lateMs, callback })
      return nextId
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    advance(ms) {
      const end = now + ms
      for (;;) {
        const [id, timer] = [...timers].sort((a, b) => a[1].due - b[1].due)[0] ?? []
        if (id === undefined || !timer || timer.due > end) break
        timers.delete(id)
        now = timer.due
        timer.callback()
      }
      now = end
    },
    pending: () => timers.size,
  }
  return clock
}

const frames = (count: number) => Array.from({ length: count }, (_, i) => new Uint8Array([i]))

function record(clock: PacerClock) {
  const sent: Array<{ at: number; byte: number; index: number }> = []
  const ends: PacerResult[] = []
  return {
    sent,
    ends,
    send: (frame: Uint8Array, index: number) =>
      sent.push({ at: clock.now(), byte: frame[0] ?? -1, index }),
    onEnd: (result: PacerResult) => ends.push(result),
  }
}

describe('FramePacer', () => {
  it('sends a frame every 20 ms, in order, with its index', () => {
    const clock = fakeClock()
    const log = record(clock)
    const pacer = new FramePacer({ frames: frames(5), clock, ...log })
    pacer.start()
    clock.advance(200)
    expect(log.sent.map(({ at }) => at - 1000)).toEqual([0, 20, 40, 60, 80])
    expect(log.sent.map(({ byte }) => byte)).toEqual([0, 1, 2, 3, 4])
    expect(log.sent.map(({ index }) => index)).toEqual([0, 1, 2, 3, 4])
    expect(log.ends).toEqual([{ reason: 'completed', framesSent: 5, playedMs: 100 }])
    expect(pacer.framesSent).toBe(5)
    expect(clock.pending()).toBe(0)
  })

  it('does not drift when every timer fires late', () => {
    const clock = fakeClock({ lateMs: 3 })
    const log = record(clock)
    new FramePacer({ frames: frames(100), clock, ...log }).start()
    clock.advance(2500)
    expect(log.sent).toHaveLength(100)
    // Each send is at most one timer lateness after its deadline, however many came before.
    log.sent.forEach(({ at }, i) => expect(at - 1000 - i * 20).toBeGreaterThanOrEqual(0))
    log.sent.forEach(({ at }, i) => expect(at - 1000 - i * 20).toBeLessThanOrEqual(3))
  })

  it('catches up after a stall instead of shifting the rest of the prompt', () => {
    const clock = fakeClock({ lateMs: 95 }) // one blocked event loop
    const log = record(clock)
    new FramePacer({ frames: frames(10), clock, ...log }).start()
    clock.advance(115)
    expect(log.sent.map(({ at }) => at - 1000)).toEqual([0, 115, 115, 115, 115, 115])
  })

  it('stops at once on barge-in and says how much was played', () => {
    const clock = fakeClock()
    const log = record(clock)
    const pacer = new FramePacer({ frames: frames(50), clock, ...log })
    pacer.start()
    clock.advance(130) // frames at 0..120 ms
    const result = pacer.stop()
    expect(result).toEqual({ reason: 'stopped', framesSent: 7, playedMs: 140 })
    expect(pacer.playing).toBe(false)
    clock.advance(1000)
    expect(log.sent).toHaveLength(7)
    expect(clock.pending()).toBe(0)
    expect(log.ends).toEqual([result])
    expect(pacer.stop()).toEqual(result) // idempotent, onEnd not repeated
    expect(log.ends).toHaveLength(1)
  })

  it('can be stopped from inside send()', () => {
    const clock = fakeClock()
    const sent: number[] = []
    const pacer: FramePacer = new FramePacer({
      frames: frames(10),
      clock,
      send: (payload) => {
        sent.push(payload[0] ?? -1)
        if (sent.length === 3) pacer.stop()
      },
    })
    pacer.start()
    clock.advance(500)
    expect(sent).toEqual([0, 1, 2])
  })

  it('ends at once for an empty prompt', () => {
    const clock = fakeClock()
    const log = record(clock)
    new FramePacer({ frames: [], clock, ...log }).start()
    expect(log.ends).toEqual([{ reason: 'completed', framesSent: 0, playedMs: 0 }])
  })

  it('never sends a frame before its deadline on the real clock', async () => {
    const times: number[] = []
    // Taken before start(), so it is never later than the pacer's own start time: each frame i
    // is due at least i x 20 ms after it. Measuring from the first send instead would fail when
    // the machine stalls between start() and that send, which says nothing about the pacer.
    const before = performance.now()
    await new Promise<void>((resolve) => {
      new FramePacer({
        frames: frames(10),
        send: () => times.push(performance.now()),
        onEnd: () => resolve(),
      }).start()
    })
    expect(times).toHaveLength(10)
    // Only lower bounds: a stalled machine may only be later.
    times.forEach((time, index) => expect(time - before).toBeGreaterThanOrEqual(index * 20))
  })
})

describe('RtpTimeline', () => {
  it('marks each sentence, steps 960 per frame, wraps at 2^32 and leaves a gap between sentences', () => {
    const timeline = new RtpTimeline(4_294_966_000)
    const first = [0, 1, 2, 3, 4].map((index) => timeline.stamp(index))
    expect(first.map(({ marker }) => marker)).toEqual([true, false, false, false, false])
    expect(first.map(({ timestamp }) => timestamp)).toEqual([
      4_294_966_000, 4_294_966_960, 624, 1584, 2544,
    ])
    // The next sentence starts after the last frame (3504) plus 50 frames of room.
    expect(timeline.stamp(0)).toEqual({ marker: true, timestamp: 3504 + 50 * 960 })
    expect(timeline.stamp(1)).toEqual({ marker: false, timestamp: 3504 + 51 * 960 })
  })
})
