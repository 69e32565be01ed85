import { describe, expect, it } from 'vitest'
import { RESEND_COOLDOWN_SECONDS, secondsLeft } from './countdown'

describe('secondsLeft', () => {
  it('counts whole seconds down to 0, never below', () => {
    const endsAt = 100_000
    expect(secondsLeft(endsAt, endsAt - 30_000)).toBe(30)
    expect(secondsLeft(endsAt, endsAt - 29_000)).toBe(29)
    expect(secondsLeft(endsAt, endsAt - 500)).toBe(1)
    expect(secondsLeft(endsAt, endsAt)).toBe(0)
    expect(secondsLeft(endsAt, endsAt + 5_000)).toBe(0)
  })

  it('uses the 30-second cooldown of docs/product.md#the-two-steps', () => {
    expect(RESEND_COOLDOWN_SECONDS).toBe(30)
  })
})
