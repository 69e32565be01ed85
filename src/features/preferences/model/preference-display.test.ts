import { describe, expect, it } from 'vitest'
import type { Preferences } from '@contract/preferences'
import {
  commuteText,
  hourlyRateText,
  preferenceSections,
  relocationText,
  shiftText,
  yearsText,
} from './preference-display'

const preferences: Preferences = {
  jobTypeAndSchedule: {
    jobTypes: ['Forklift Operator', 'Order Picker'],
    roles: ['Warehouse Associate', ' '],
    shiftPreferences: ['first', 'third'],
  },
  location: {
    preferredLocations: ['Dallas, TX'],
    maximumCommuteDistance: '25 miles',
    relocation: 'Yes',
  },
  salaryAndBenefits: { hourlyRateRange: '$18 - $22', requiredBenefits: ['Health insurance'] },
  skillsAndExperience: { skills: ['Forklift', 'Inventory'], yearsOfExperience: 3 },
}

describe('preference values as people read them', () => {
  it.each([
    ['first', 'Days (first shift)'],
    ['second', 'Evenings (second shift)'],
    ['third', 'Nights (third shift)'],
    ['Weekend', 'Weekends'],
    ['rotating', 'Rotating shifts'],
    ['Split shift', 'Split shift'],
  ])('shift %j reads %j', (stored, shown) => expect(shiftText(stored)).toBe(shown))

  it.each([
    ['$18 - $22', '$18 - 22 / hour'],
    ['$17.50 - $20', '$17.50 - 20 / hour'],
    ['$18', '$18 / hour'],
    ['$17+', 'At least $17 / hour'],
    ['Up to $20', 'Up to $20 / hour'],
    ['', ''],
    ['Negotiable', 'Negotiable'],
  ])('hourly rate %j reads %j', (stored, shown) => expect(hourlyRateText(stored)).toBe(shown))

  it('keeps the commute as stored, singular for one', () => {
    expect(commuteText('25 miles')).toBe('25 miles')
    expect(commuteText('30 minutes')).toBe('30 minutes')
    expect(commuteText('1 miles')).toBe('1 mile')
    expect(commuteText('')).toBe('')
  })

  it('says what the relocation answer means', () => {
    expect(relocationText('Yes')).toBe('Open to relocating')
    expect(relocationText('No')).toBe('Not open to relocating')
    expect(relocationText('Maybe')).toBe('Maybe, for the right job')
    expect(relocationText('')).toBe('')
  })

  it('counts years in words', () => {
    expect(yearsText(null)).toBe('')
    expect(yearsText(0)).toBe('Less than a year')
    expect(yearsText(1)).toBe('1 year')
    expect(yearsText(6)).toBe('6 years')
  })
})

describe('preferenceSections (SPEC.md 2)', () => {
  it('lists the four sections with every field, in order, in words', () => {
    const sections = preferenceSections(preferences)
    expect(
      sections.map(({ title, fields }) => [title, fields.map((f) => [f.label, f.value])]),
    ).toEqual([
      [
        'Job Type & Schedule',
        [
          ['Job Types', ['Forklift Operator', 'Order Picker']],
          ['Role(s)', ['Warehouse Associate']],
          ['Shift Preferences', ['Days (first shift)', 'Nights (third shift)']],
        ],
      ],
      [
        'Location',
        [
          ['Preferred Location', ['Dallas, TX']],
          ['Maximum Commute Distance', '25 miles'],
          ['Relocation', 'Open to relocating'],
        ],
      ],
      [
        'Salary & Benefits',
        [
          ['Hourly Rate Range', '$18 - 22 / hour'],
          ['Required Benefits', ['Health insurance']],
        ],
      ],
      [
        'Skills & Experience',
        [
          ['Skills', ['Forklift', 'Inventory']],
          ['Years of Experience', '3 years'],
        ],
      ],
    ])
  })

  it('leaves every field empty before the interview', () => {
    const values = preferenceSections(null).flatMap(({ fields }) => fields.map((f) => f.value))
    expect(values).toHaveLength(10)
    expect(values.every((value) => value.length === 0)).toBe(true)
  })
})
