import { describe, expect, it } from 'vitest'
import { dateOfBirthProblem } from '@contract/profile'
import { latestDateOfBirth } from './date-of-birth-bounds'

describe('latestDateOfBirth', () => {
  it('is 18 years before today, and a date the contract takes', () => {
    const today = new Date('2026-06-15T08:00:00Z')
    expect(latestDateOfBirth(today)).toBe('2008-06-15')
    expect(dateOfBirthProblem(latestDateOfBirth(today), today)).toBeUndefined()
  })

  it('falls back to 28 February from a leap day', () => {
    expect(latestDateOfBirth(new Date('2028-02-29T12:00:00Z'))).toBe('2010-02-28')
  })
})
