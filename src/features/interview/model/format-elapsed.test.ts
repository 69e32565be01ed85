import { describe, expect, it } from 'vitest'
import { formatElapsed } from './format-elapsed'

describe('formatElapsed', () => {
  it.each([
    [0, '00:00'],
    [9, '00:09'],
    [59, '00:59'],
    [60, '01:00'],
    [65, '01:05'],
    [599, '09:59'],
    [3599, '59:59'],
    [3600, '60:00'],
    [3665, '61:05'],
  ])('%i s reads %s', (seconds, text) => expect(formatElapsed(seconds)).toBe(text))

  it('floors fractions and treats nonsense as zero', () => {
    expect(formatElapsed(65.9)).toBe('01:05')
    expect(formatElapsed(-3)).toBe('00:00')
    expect(formatElapsed(Number.NaN)).toBe('00:00')
  })
})
