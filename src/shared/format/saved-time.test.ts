import { describe, expect, it } from 'vitest'
import { formatSavedTime } from './saved-time'

describe('formatSavedTime', () => {
  const now = new Date(2026, 10, 23, 18, 30).getTime()

  it('is the time alone for data saved today', () => {
    expect(formatSavedTime(new Date(2026, 10, 23, 15, 5).getTime(), now)).toBe('3:05 PM')
  })

  it('adds the date for data saved before today', () => {
    expect(formatSavedTime(new Date(2026, 10, 21, 9, 0).getTime(), now)).toBe('Nov 21, 9:00 AM')
  })
})
