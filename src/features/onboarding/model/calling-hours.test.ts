import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/http/api-error'
import { callingHoursOf, formatCallingHour, formatCallTime } from './calling-hours'

const DETAILS = {
  nextSlotAt: '2026-12-08T13:00:00.000Z',
  windowStartHour: 8,
  windowEndHour: 21,
  timeZone: 'America/New_York',
}

const refused = (code: string, details?: unknown) =>
  new ApiError('409', { status: 409, code, userMessage: 'x', details })

describe('callingHoursOf', () => {
  it('reads the window and the slot of an outside_calling_hours refusal', () => {
    expect(callingHoursOf(refused('outside_calling_hours', DETAILS))).toEqual(DETAILS)
  })

  it.each([
    ['another code', refused('call_consent_required', DETAILS)],
    ['no details', refused('outside_calling_hours')],
    ['details off the contract', refused('outside_calling_hours', { nextSlotAt: 8 })],
    ['an error that is not an ApiError', new Error('boom')],
  ])('is undefined for %s', (_case, error) => {
    expect(callingHoursOf(error)).toBeUndefined()
  })
})

describe('formatCallingHour', () => {
  it('says the hour as each language does', () => {
    expect([formatCallingHour(8, 'en-US'), formatCallingHour(21, 'en-US')]).toEqual([
      '8 AM',
      '9 PM',
    ])
    expect([formatCallingHour(8, 'es-US'), formatCallingHour(21, 'es-US')]).toEqual([
      '8 a.m.',
      '9 p.m.',
    ])
  })
})

describe('formatCallTime', () => {
  it("says the day and time in the call's time zone, not the device's", () => {
    expect(formatCallTime(DETAILS.nextSlotAt, 'America/New_York', 'en-US')).toBe(
      'Tuesday, December 8 at 8:00 AM EST',
    )
    expect(formatCallTime(DETAILS.nextSlotAt, 'America/Los_Angeles', 'en-US')).toBe(
      'Tuesday, December 8 at 5:00 AM PST',
    )
    expect(formatCallTime(DETAILS.nextSlotAt, 'America/New_York', 'es-US')).toBe(
      'martes, 8 de diciembre, 8:00 a.m. EST',
    )
  })

  it('falls back to the device zone for an unknown zone, and shows a non-time as sent', () => {
    expect(formatCallTime(DETAILS.nextSlotAt, 'Mars/Base', 'en-US')).toMatch(/^Tuesday, December 8/)
    expect(formatCallTime('soon', 'America/New_York', 'en-US')).toBe('soon')
  })
})
