import { describe, expect, it } from 'vitest'
import { retryAfterSeconds } from './retry-after'

describe('retryAfterSeconds', () => {
  it('is at least 1 s, even for no wait or a wait already over', () => {
    expect(retryAfterSeconds(0)).toBe(1)
    expect(retryAfterSeconds(-1)).toBe(1)
    expect(retryAfterSeconds(-5000)).toBe(1)
    expect(retryAfterSeconds(1)).toBe(1)
    expect(retryAfterSeconds(999)).toBe(1)
  })

  it('rounds whole seconds up', () => {
    expect(retryAfterSeconds(1000)).toBe(1)
    expect(retryAfterSeconds(1001)).toBe(2)
    expect(retryAfterSeconds(59_999)).toBe(60)
    expect(retryAfterSeconds(60_000)).toBe(60)
  })

  it('ignores floating-point dust below half a millisecond', () => {
    expect(retryAfterSeconds(1000.0000001)).toBe(1)
    expect(retryAfterSeconds(1999.9999999)).toBe(2)
    expect(retryAfterSeconds(1000.4)).toBe(1)
    expect(retryAfterSeconds(1000.5)).toBe(2)
  })
})
