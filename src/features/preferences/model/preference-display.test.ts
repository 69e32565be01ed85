import { describe, expect, it } from 'vitest'
import type { Preferences } from '@contract/preferences'
import { preferencesTextsEn } from '../texts/en'
import {
  commuteText,
  hourlyRateText,
  preferenceSections,
  relocationText,
  shiftText,
  yearsText,
} from './preference-display'

const values = preferencesTextsEn.values

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
  ])('shift %j reads %j', (stored, shown) => expect(shiftText(values, stored)).toBe(shown))

  it.each([
    ['$18 - $22', '$18 - 22 / hour'],
    ['$17.50 - $20', '$17.50 - 20 / hour'],
    ['$18', '$18 / hour'],
    ['$17+', 'At least $17 / hour'],
    ['Up to $20', 'Up to $20 / hour'],
    ['', ''],
    ['Negotiable', 'Negotiable'],
  ])('hourly rate %j reads %j', (stored, shown) =>
    expect(hourlyRateText(values, stored)).toBe(shown),
  )

  it('keeps the commute as stored, singular for one', () => {
    expect(commuteText(values, '25 miles')).toBe('25 miles')
    expect(commuteText(values, '30 minutes')).toBe('30 minutes')
    expect(commuteText(values, '1 miles')).toBe('1 mile')
    expect(commuteText(values, '')).toBe('')
  })

  it('says what the relocation answer means', () => {
    expect(relocationText(values, 'Yes')).toBe('Open to relocating')
    expect(relocationText(values, 'No')).toBe('Not open to relocating')
    expect(relocationText(values, 'Maybe')).toBe('Maybe, for the right job')
    expect(relocationText(values, '')).toBe('')
  })

  it('counts years in words', () => {
    expect(yearsText(values, null)).toBe('')
    expect(yearsText(values, 0)).toBe('Less than a year')
    expect(yearsText(values, 1)).toBe('1 year')
    expect(yearsText(values, 6)).toBe('6 years')
  })
})

describe('preferenceSections (docs/product.md#preference)', () => {
  it('lists the four sections with every field, in order, in words', () => {
    const sections = preferenceSections(preferencesTextsEn, preferences)
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
    const values = preferenceSections(preferencesTextsEn, null).flatMap(({ fields }) =>
      fields.map((f) => f.value),
    )
    expect(values).toHaveLength(10)
    expect(values.every((value) => value.length === 0)).toBe(true)
  })
})
