import { describe, expect, it } from 'vitest'
import { hasMatches, wholePercentage } from './match-results'

const stats = (highMatches: number, goodMatches: number) => ({
  highMatches,
  goodMatches,
  highMatchesPercentage: 0,
  goodMatchesPercentage: 0,
})

describe('hasMatches', () => {
  it('is true when either count is above 0, false when both are 0', () => {
    expect(hasMatches(stats(1, 0))).toBe(true)
    expect(hasMatches(stats(0, 3))).toBe(true)
    expect(hasMatches(stats(0, 0))).toBe(false)
  })
})

describe('wholePercentage', () => {
  it('rounds to a whole number between 0 and 100', () => {
    expect(wholePercentage(62.5)).toBe(63)
    expect(wholePercentage(37.4)).toBe(37)
    expect(wholePercentage(100)).toBe(100)
    expect(wholePercentage(Number.NaN)).toBe(0)
  })
})
