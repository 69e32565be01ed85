import { describe, expect, it } from 'vitest'
import { candidateTextsEn } from '../texts/en'
import { candidateTextsEs } from '../texts/es'
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
    const english = (years: number) => experienceText(years, 'en-US', candidateTextsEn.experience)
    expect(english(5)).toBe('5 years of experience')
    expect(english(1)).toBe('1 year of experience')
    expect(english(0)).toBe('')
    expect(english(Number.NaN)).toBe('')
  })

  it('counts them in Spanish', () => {
    const spanish = (years: number) => experienceText(years, 'es-US', candidateTextsEs.experience)
    expect(spanish(1)).toBe('1 año de experiencia')
    expect(spanish(2)).toBe('2 años de experiencia')
  })
})
