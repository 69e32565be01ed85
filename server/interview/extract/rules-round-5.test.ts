import { describe, expect, it } from 'vitest'
import { splitClauses } from './clauses'
import { extractSlots } from './extract'
import { normaliseAnswer } from './normalise'
import { stateAfter } from './places'
import type { SlotName } from './types'

const read = (text: string, expectedSlot?: SlotName) =>
  extractSlots(text, expectedSlot ? { expectedSlot } : {})

const kinds = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.kind)

describe('pay written as notes', () => {
  it("reads a figure before a bare singular 'hr' as dollars an hour", () => {
    expect(read('17-19 hr', 'hourlyRateRange')).toEqual({ hourlyRateRange: { min: 17, max: 19 } })
    expect(read('forklift, 18+ hr', 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
      hourlyRateRange: { min: 18 },
    })
  })

  it('leaves a duration alone: plural hours, or an hour that goes on to what it measures', () => {
    expect(read('I can do 12 hour shifts', 'shiftPreferences')).toEqual({})
    expect(read('I can drive 1 hour', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '60 minutes',
    })
    expect(normaliseAnswer('40 hours.')).toBe('40 hours.')
  })

  it('splits a figure glued to its unit', () => {
    expect(normaliseAnswer('picker 3yrs')).toBe('picker 3 years')
    expect(normaliseAnswer('2nd shift, 45k')).toBe('2nd shift, 45k')
  })
})

describe('pay figures', () => {
  it("reads a two-part figure before a range's 'and'", () => {
    expect(read('Between seventeen fifty and nineteen', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 17.5, max: 19 },
    })
    expect(read('between 18 and 20', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 18, max: 20 },
    })
  })

  it("reads Spanish 'no mas de' as a ceiling and 'mas de' as a floor", () => {
    expect(read('no mas de 22', 'hourlyRateRange')).toEqual({ hourlyRateRange: { max: 22 } })
    expect(read('mas de 22', 'hourlyRateRange')).toEqual({ hourlyRateRange: { min: 22 } })
  })

  it('reads dollars and cents as pay in an answer to another question', () => {
    expect(read('packer job, any shift, at least 16.50', 'jobTypes')).toEqual({
      roles: ['Packer'],
      shiftPreferences: ['first', 'second', 'third'],
      hourlyRateRange: { min: 16.5 },
    })
    expect(read('packer job, at least 2.5 years', 'jobTypes')).toEqual({
      roles: ['Packer'],
      yearsOfExperience: 2.5,
    })
  })

  it('reads a figure opening the clause after one about pay as pay', () => {
    expect(read("Pay isn't a big deal, 20 is fine.", 'jobTypes')).toEqual({
      hourlyRateRange: { min: 20 },
    })
    expect(read('good pay, 20 miles max', 'jobTypes')).toEqual({
      maximumCommuteDistance: '20 miles',
    })
    expect(read('forklift, 20 is fine', 'jobTypes')).toEqual({ jobTypes: ['Forklift Operator'] })
  })
})

describe('places', () => {
  it('reads the side of a metro on a state line as its town', () => {
    expect(read('Kansas City, the Missouri side', 'preferredLocations')).toEqual({
      preferredLocations: ['Kansas City, MO'],
    })
    expect(read('Kansas City on the Kansas side', 'preferredLocations')).toEqual({
      preferredLocations: ['Kansas City, KS'],
    })
    expect(stateAfter(', the west side')).toBeUndefined()
  })

  it("reads 'anywhr' shorthand as 'anywhere'", () => {
    expect(read('anywhr but chicago', 'preferredLocations')).toEqual({
      excluded: { preferredLocations: ['Chicago, IL'] },
    })
  })
})

describe('a value put first and then denied', () => {
  it('is ruled out', () => {
    expect(read("Health insurance for my family. Dental I don't need", 'requiredBenefits')).toEqual(
      {
        requiredBenefits: ['Health insurance'],
        excluded: { requiredBenefits: ['Dental insurance'] },
      },
    )
    expect(read('dental no lo necesito', 'requiredBenefits')).toEqual({
      excluded: { requiredBenefits: ['Dental insurance'] },
    })
  })

  it('leaves a wish followed by a denial of something else alone', () => {
    expect(read("dental, I don't need vision", 'requiredBenefits')).toEqual({
      requiredBenefits: ['Dental insurance'],
      excluded: { requiredBenefits: ['Vision insurance'] },
    })
  })
})

describe('shifts worked now', () => {
  it('are not the shifts offered', () => {
    expect(read('I work nights right now but I want days', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first'],
    })
  })

  it('leaves "I work nights" alone: said to the shift question it is an offer', () => {
    expect(read('I work nights', 'shiftPreferences')).toEqual({ shiftPreferences: ['third'] })
  })
})

describe('jobs', () => {
  it("reads a workplace before 'as a <job>' as where the job is done", () => {
    expect(read('I want to work in a factory as a machine operator')).toEqual({
      jobTypes: ['Machine Operator'],
    })
    expect(read('I want factory work or machine operator')).toEqual({
      jobTypes: ['Production Associate', 'Machine Operator'],
    })
  })

  it("takes 'want the same' as a wish for the work just described", () => {
    expect(read('cnc operator 8 yrs, want the same', 'jobTypes')).toEqual({
      roles: ['CNC Operator'],
      skills: ['CNC operation'],
      yearsOfExperience: 8,
    })
    expect(read('cnc operator 8 yrs, want the same shift', 'jobTypes')).toEqual({
      skills: ['CNC operation'],
      yearsOfExperience: 8,
    })
  })

  it("reads the job held now as experience, and 'I'm a' without a job as nothing", () => {
    expect(kinds("I'm a machine operator")).toEqual(['experience'])
    expect(kinds("I'm a hard worker")).toEqual(['neutral'])
    expect(
      read("I'm a machine operator now, looking for the same kind of job", 'jobTypes'),
    ).toEqual({ jobTypes: ['Machine Operator'], skills: ['Machine operation'] })
  })

  it("takes 'I'm a forklift driver', said to the job question with no other wish, as the work wanted", () => {
    expect(read("I'm a forklift driver", 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Forklift operation'],
    })
    // Another wish wins, and elsewhere it stays experience.
    expect(read("I'm a picker but I want forklift", 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Order picking'],
    })
    expect(read("I'm a forklift driver", 'skills')).toEqual({ skills: ['Forklift operation'] })
  })

  it("reads a note without its subject ('have ...') as what the candidate holds", () => {
    expect(kinds('have osha 10 & forklift cert')).toEqual(['experience'])
    expect(kinds('have to be days')).toEqual(['neutral'])
  })
})
