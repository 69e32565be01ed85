import { describe, expect, it } from 'vitest'
import { formatAppliedDate, formatHistoryTime } from './submission-dates'

/** A local time as the server sends it (ISO, UTC), so the test holds in any time zone. */
const iso = (...parts: [number, number, number, number?, number?]) =>
  new Date(parts[0], parts[1], parts[2], parts[3] ?? 0, parts[4] ?? 0).toISOString()

describe('submission dates', () => {
  it('formats the applied date', () => {
    expect(formatAppliedDate(iso(2026, 10, 21, 15, 5))).toBe('Nov 21, 2026')
  })

  it('reads a bare date as that calendar day', () => {
    expect(formatAppliedDate('2026-11-21')).toBe('Nov 21, 2026')
  })

  it('formats a history time with the time of day', () => {
    expect(formatHistoryTime(iso(2026, 10, 21, 15, 5))).toMatch(/^Nov 21, 2026,? 3:05\sPM$/)
  })

  it('shows a value that is not a date as sent', () => {
    expect(formatAppliedDate('soon')).toBe('soon')
    expect(formatHistoryTime('')).toBe('')
  })
})
