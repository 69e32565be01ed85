import { describe, expect, it } from 'vitest'
import { splitClauses } from './clauses'
import { extractSlots } from './extract'
import { normaliseAnswer } from './normalise'
import { replaceNumberWords } from './numbers'
import { correctWord } from './spelling'
import type { SlotName } from './types'

const read = (text: string, expectedSlot?: SlotName) =>
  extractSlots(text, expectedSlot ? { expectedSlot } : {})

const kinds = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.kind)

describe('clauses', () => {
  it("starts a run-on's new clause at 'i like', so a liking is not a busy hour", () => {
    expect(kinds('been working nights for years i like the graveyard')).toEqual([
      'experience',
      'neutral',
    ])
    expect(read('been working nights for years i like the graveyard', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third'],
    })
    expect(kinds('what i like is days')).toEqual(['neutral'])
  })

  it('reads a clause opening with a past verb and no subject as past work', () => {
    expect(read('15 years in construction, did framing, did welding', 'skills')).toEqual({
      skills: ['Welding'],
      yearsOfExperience: 15,
    })
    expect(kinds('did you get my resume')).toEqual(['neutral'])
  })

  it('reads the shifts of a subjectless past clause as worked, not offered', () => {
    expect(read('worked nights at Amazon, want days now', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first'],
    })
    expect(read('nights, worked there before', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third'],
    })
  })

  it('gives the tail of a list cut at its commas the kind of the clause that opened it', () => {
    expect(read('I drive sit down, stand up and reach', 'skills')).toEqual({
      skills: ['Sit-down forklift', 'Stand-up forklift', 'Reach truck', 'Forklift operation'],
    })
    // A clause with its own verb is not an item.
    expect(kinds('certified on forklift, days and nights are fine')).toEqual([
      'experience',
      'neutral',
    ])
  })
})

describe('years', () => {
  it("counts 'a year' in a clause about past work", () => {
    expect(read('I ran the reach truck for a year at Sysco', 'skills')).toEqual({
      skills: ['Reach truck'],
      yearsOfExperience: 1,
    })
    expect(read('I want a job for a year or two', 'jobTypes')).toEqual({})
  })

  it("adds a second stint said as 'a year'", () => {
    expect(read('I worked 2 years at Amazon then a year at UPS', 'yearsOfExperience')).toEqual({
      yearsOfExperience: 3,
    })
  })

  it("reads 'tengo cinco años' as experience, and an adult's 'tengo 35 años' as an age", () => {
    expect(read('busco trabajo de forklift, tengo cinco años')).toEqual({
      jobTypes: ['Forklift Operator'],
      yearsOfExperience: 5,
    })
    expect(read('tengo 35 años', 'yearsOfExperience')).toEqual({})
  })
})

describe('Spanish numbers', () => {
  it("reads teens written apart ('diez y ocho') and 'once' before a unit", () => {
    expect(read('diez y ocho dolares', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 18 },
    })
    expect(read('once años', 'yearsOfExperience')).toEqual({ yearsOfExperience: 11 })
    expect(replaceNumberWords('i worked there once a week')).toBe('i worked there once a week')
  })

  it("reads 'quince dolares con cincuenta' as dollars and cents", () => {
    expect(read('quince dolares con cincuenta', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 15.5 },
    })
  })
})

describe('places', () => {
  it("reads a '<two words> City' town said without 'City' beside a town of its state", () => {
    expect(read('ogden or west valley', 'preferredLocations')).toEqual({
      preferredLocations: ['Ogden, UT', 'West Valley City, UT'],
    })
    // Phoenix's west valley is not Utah's town.
    expect(read('the west valley, Goodyear', 'preferredLocations')).toEqual({
      preferredLocations: ['Goodyear, AZ'],
    })
  })

  it('matches a place name as it sounds: doubled letters and a silent final h', () => {
    expect(correctWord('savana')).toBe('savannah')
    expect(correctWord('cincinatti')).toBe('cincinnati')
    expect(correctWord('pitsburg')).toBe('pittsburgh')
    expect(read('savana georgia', 'preferredLocations')).toEqual({
      preferredLocations: ['Savannah, GA'],
    })
    expect(correctWord('cleaning')).toBe('cleaning')
  })

  it('leaves out the place a move starts from', () => {
    expect(read('moving to Denver from Houston next month')).toEqual({
      preferredLocations: ['Denver, CO'],
      relocation: 'yes',
    })
    expect(read('anywhere 20 minutes from Dallas', 'preferredLocations')).toEqual({
      preferredLocations: ['Dallas, TX'],
    })
  })

  it("reads 'cerca de Dallas' as Dallas", () => {
    expect(read('quiero trabajar cerca de Dallas', 'preferredLocations')).toEqual({
      preferredLocations: ['Dallas, TX'],
    })
  })
})

describe('benefits held elsewhere', () => {
  it('are not needed, and a named one is ruled out', () => {
    expect(read('I have my pension, so just medical', 'requiredBenefits')).toEqual({
      requiredBenefits: ['Health insurance'],
      excluded: { requiredBenefits: ['401(k)'] },
    })
    expect(read("I don't need insurance, I have my wife's", 'requiredBenefits')).toEqual({
      excluded: { requiredBenefits: ['Health insurance'] },
    })
    expect(read('no necesito aseguranza, tengo la de mi esposo', 'requiredBenefits')).toEqual({
      excluded: { requiredBenefits: ['Health insurance'] },
    })
    expect(read('I have kids so I need insurance', 'requiredBenefits')).toEqual({
      requiredBenefits: ['Health insurance'],
    })
    expect(read('as long as I get my 401k', 'requiredBenefits')).toEqual({
      requiredBenefits: ['401(k)'],
    })
  })

  it('are the reason, not an exclusion, when benefits are waved off as a whole', () => {
    expect(
      read("don't need any benefits, I have my husband's insurance", 'requiredBenefits'),
    ).toEqual({})
    expect(read("I'm good on benefits, I have my wife's insurance", 'requiredBenefits')).toEqual({})
    expect(read('no ocupo beneficios, tengo el seguro de mi esposo', 'requiredBenefits')).toEqual(
      {},
    )
  })

  it("reads Spanish kinds after the noun: 'aseguranza dental' is dental only", () => {
    expect(read('aseguranza dental', 'requiredBenefits')).toEqual({
      requiredBenefits: ['Dental insurance'],
    })
    expect(read('aseguranza y vacaciones', 'requiredBenefits')).toEqual({
      requiredBenefits: ['Health insurance', 'Paid time off'],
    })
  })
})

describe('pay', () => {
  it('reads a figure needed with a floor word after it, or accepted as a floor, as pay', () => {
    expect(read('Forklift, days, I want 18 minimum')).toEqual({
      jobTypes: ['Forklift Operator'],
      shiftPreferences: ['first'],
      hourlyRateRange: { min: 18 },
    })
    expect(read('Warehouse in Phoenix. Anything above 20.')).toEqual({
      jobTypes: ['Warehouse Associate'],
      preferredLocations: ['Phoenix, AZ'],
      hourlyRateRange: { min: 20 },
    })
    expect(read('anything over 30 miles is too far')).toEqual({
      maximumCommuteDistance: '30 miles',
    })
  })

  it("reads '$24 min' as money, and a bare '22 min' to the commute question as minutes", () => {
    expect(read('$22 min', 'jobTypes')).toEqual({ hourlyRateRange: { min: 22 } })
    expect(read('22 min', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '22 minutes',
    })
  })
})

describe('commute ranges', () => {
  it('take the larger figure, with or without a unit', () => {
    expect(read('like 10 or 15', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '15 miles',
    })
    expect(read('I live 5 miles away but can drive 15 or 20', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '20 miles',
    })
    expect(read('I can drive like 20, 25 minutes', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '25 minutes',
    })
    expect(read('unos 20 o 30 minutos', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '30 minutes',
    })
    expect(read('10', 'maximumCommuteDistance')).toEqual({ maximumCommuteDistance: '10 miles' })
  })

  it("does not read the first figure of a commute range as pay ('18, 15 or 20 miles')", () => {
    expect(read('I need at least 18, 15 or 20 miles')).toEqual({
      maximumCommuteDistance: '20 miles',
      hourlyRateRange: { min: 18 },
    })
    expect(read('pay 17 to 19 min')).toEqual({ hourlyRateRange: { min: 17, max: 19 } })
  })

  it('reads a time opening the clause after one about distance as the commute', () => {
    expect(read('quiero trabajo de packer, cerca de mi casa en Houston, veinte minutos')).toEqual({
      roles: ['Packer'],
      preferredLocations: ['Houston, TX'],
      maximumCommuteDistance: '20 minutes',
    })
    expect(read('forklift job, 20 minutes', 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
    })
  })
})

describe("shifts: 'anything but nights'", () => {
  it("is 'any shift except third' whatever the question, in English and Spanish", () => {
    const anyButNights = {
      shiftPreferences: ['first', 'second'],
      excluded: { shiftPreferences: ['third'] },
    }
    expect(read('forklift, anything but nights', 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
      ...anyButNights,
    })
    expect(read('todo menos noche', 'shiftPreferences')).toEqual(anyButNights)
    expect(read('cualquier turno menos noche', 'shiftPreferences')).toEqual(anyButNights)
    expect(read('lo que sea menos noches', 'shiftPreferences')).toEqual(anyButNights)
    expect(read('not nights', 'shiftPreferences')).toEqual({
      excluded: { shiftPreferences: ['third'] },
    })
    expect(read('anything but forklift', 'jobTypes')).toEqual({
      excluded: { jobTypes: ['Forklift Operator'] },
    })
  })

  it("reads 'turno de noche' and 'fin de semana'", () => {
    expect(read('turno de noche o fin de semana', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third', 'weekend'],
    })
  })
})

describe('sit-down and stand-up forklifts', () => {
  it('as equipment driven are Forklift operation too', () => {
    expect(read('sit down and stand up', 'skills')).toEqual({
      skills: ['Sit-down forklift', 'Stand-up forklift', 'Forklift operation'],
    })
    expect(read('certified on sit down, stand up and reach', 'skills')).toEqual({
      skills: [
        'Forklift certification',
        'Sit-down forklift',
        'Stand-up forklift',
        'Reach truck',
        'Forklift operation',
      ],
    })
  })

  it('as the job wanted are Forklift Operator only', () => {
    expect(read('stand-up forklift job', 'jobTypes')).toEqual({ jobTypes: ['Forklift Operator'] })
  })

  it('as a posture are no forklift', () => {
    expect(read('I can stand up all day and reach for boxes', 'skills')).toEqual({})
  })

  it("reads 'forklift i'm certified' in one run-on as the certification", () => {
    expect(read('mostly forklift im certified', 'skills')).toEqual({
      skills: ['Forklift certification', 'Forklift operation'],
    })
  })
})

describe('assembly line', () => {
  it('is Assembler, in English and Spanish', () => {
    expect(read('I want to work on an assembly line', 'jobTypes')).toEqual({
      jobTypes: ['Assembler'],
    })
    expect(read('quiero trabajar en la linea de ensamble', 'jobTypes')).toEqual({
      jobTypes: ['Assembler'],
    })
  })
})

describe('relocation in Spanish', () => {
  it("reads 'me puedo mudar' as yes, with a condition as maybe, and 'no me quiero mudar' as no", () => {
    expect(read('si, me puedo mudar', 'relocation')).toEqual({ relocation: 'yes' })
    expect(read('me mudaria si pagan bien', 'relocation')).toEqual({ relocation: 'maybe' })
    expect(read('puede ser', 'relocation')).toEqual({ relocation: 'maybe' })
    expect(read('no me quiero mudar', 'relocation')).toEqual({ relocation: 'no' })
  })
})

describe('loading in Spanish', () => {
  it("reads 'cargar y descargar' as Loader/Unloader, and as past work its skill", () => {
    expect(read('cargar y descargar trailers', 'jobTypes')).toEqual({
      roles: ['Loader/Unloader'],
    })
    expect(read('descargar camiones 3 años', 'skills')).toEqual({
      skills: ['Loading and unloading'],
      yearsOfExperience: 3,
    })
  })
})
