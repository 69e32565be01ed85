import { describe, expect, it } from 'vitest'
import { experienceText, initialsOf } from './candidate-header-text'

describe('the candidate header', () => {
  it.each([
    ['Rosa Mendez', 'RM'],
    ['  ana maria de la cruz ', 'AC'],
    ['Cher', 'C'],
    ['Élodie Ñúñez', 'ÉÑ'],
    ['', ''],
  ])('shows %j as the initials %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials)
  })

  it('counts the years of experience, or says nothing without any', () => {
    expect(experienceText(5)).toBe('5 years of experience')
    expect(experienceText(1)).toBe('1 year of experience')
    expect(experienceText(0)).toBe('')
    expect(experienceText(Number.NaN)).toBe('')
  })
})
