import { describe, expect, it } from 'vitest'
import { ADMISSION_HOLD_MS, InterviewAdmission } from './interview-admission'

/** Live calls by engagement id, as InterviewCalls would hold them. */
const liveCalls = () => {
  const live = new Set<string>()
  return {
    live,
    get size() {
      return live.size
    },
    has: (id: string) => live.has(id),
  }
}

const setUp = (capacity: number) => {
  const calls = liveCalls()
  let now = 1_000_000
  const admission = new InterviewAdmission({ capacity, calls, now: () => now })
  return { calls, admission, pass: (ms: number) => (now += ms) }
}

describe('interview admission', () => {
  it('lets starts in up to the capacity, counting live calls and places held', () => {
    const { calls, admission } = setUp(3)
    calls.live.add('live-1')
    expect(admission.reserve()).toBeDefined()
    expect(admission.reserve()).toBeDefined()
    expect(admission.taken).toBe(3)
    expect(admission.reserve()).toBeUndefined()
  })

  it('a held place becomes the live call when it connects, and is not counted twice', () => {
    const { calls, admission } = setUp(2)
    admission.reserve()!.bind('call-a')
    expect(admission.taken).toBe(1)
    calls.live.add('call-a')
    admission.started('call-a')
    expect(admission.taken).toBe(1)
    expect(admission.reserve()).toBeDefined()
    expect(admission.reserve()).toBeUndefined()
    // It ends before anyone asked: its place is free, not still held.
    calls.live.delete('call-a')
    expect(admission.taken).toBe(1)
  })

  it('frees the place of a start that failed, and of one whose call never came', () => {
    const { admission, pass } = setUp(2)
    admission.reserve()!.release()
    admission.reserve()!.bind('never-connects')
    admission.reserve()
    expect(admission.reserve()).toBeUndefined()
    pass(ADMISSION_HOLD_MS - 1)
    expect(admission.reserve()).toBeUndefined()
    pass(1)
    expect(admission.taken).toBe(0)
    expect(admission.reserve()).toBeDefined()
  })

  it('a full node still takes back its live calls and the calls it let in, and no others', () => {
    const { calls, admission } = setUp(2)
    calls.live.add('live-1')
    admission.started('live-1')
    admission.reserve()!.bind('held')
    expect(admission.mayConnect('live-1')).toBe(true)
    expect(admission.mayConnect('held')).toBe(true)
    expect(admission.mayConnect('started-elsewhere')).toBe(false)
    calls.live.delete('live-1')
    expect(admission.mayConnect('started-elsewhere')).toBe(true)
  })

  it('a candidate starting again takes the place of their own open interview, live or held', () => {
    const { calls, admission } = setUp(2)
    calls.live.add('own-live-call')
    admission.started('own-live-call')
    admission.reserve()!.bind('own-held-start')
    expect(admission.reserve()).toBeUndefined()
    expect(admission.reserve(['own-held-start'])).toBeDefined()
    expect(admission.reserve()).toBeUndefined()
    expect(admission.reserve(['own-live-call'])).toBeDefined()
    expect(admission.reserve(['someone-elses'])).toBeUndefined()
  })

  it('refuses a capacity that is not a whole number of at least 1', () => {
    for (const capacity of [0, -1, 2.5, Number.NaN])
      expect(() => setUp(capacity)).toThrow('at least 1')
  })
})
