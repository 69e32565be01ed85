import { describe, expect, it } from 'vitest'
import { splitClauses } from './clauses'
import { extractSlots } from './extract'
import { normaliseAnswer } from './normalise'
import type { SlotName } from './types'

const read = (text: string, expectedSlot?: SlotName) =>
  extractSlots(text, {
    ...(expectedSlot ? { expectedSlot } : {}),
    referenceDate: new Date('2026-06-15'),
  })

describe('clauses', () => {
  const kinds = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.kind)

  it('tells past or current work from wishes', () => {
    expect(kinds('I used to drive forklift, I want assembly')).toEqual(['experience', 'desire'])
    expect(kinds('right now I am doing temp stuff, mostly picking orders')).toEqual([
      'experience',
      'experience',
    ])
    expect(kinds("I'd like to work on a packing line")).toEqual(['desire'])
    expect(kinds('i was thinking forklift')).toEqual(['desire'])
  })
})

describe('past work versus wishes', () => {
  it('gives skills and years for past work, jobs only for wishes', () => {
    expect(read('I used to drive forklift but I want assembly now.', 'jobTypes')).toEqual({
      jobTypes: ['Assembler'],
      skills: ['Forklift operation'],
    })
    expect(read('i was a picker for two years and now i want forklift')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Order picking'],
      yearsOfExperience: 2,
    })
  })

  it('reads a job named to the skills or years question as past work', () => {
    expect(read('A couple of years, mostly packing.', 'yearsOfExperience')).toEqual({
      skills: ['Packing'],
      yearsOfExperience: 2,
    })
    expect(read('Around eight years, all in manufacturing.', 'yearsOfExperience')).toEqual({
      yearsOfExperience: 8,
    })
  })

  it('does not take a place of past work, or a place named after a job, as a wish', () => {
    expect(read("i've been driving forklift six years at a DC in southaven")).toEqual({
      skills: ['Forklift operation'],
      yearsOfExperience: 6,
    })
    expect(read('I live 10 miles from the warehouse district', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '10 miles',
    })
  })

  it('gives skills of the clause a later clause points back to', () => {
    expect(read('Operador de máquinas, tengo experiencia en eso.', 'jobTypes')).toEqual({
      jobTypes: ['Machine Operator'],
      skills: ['Machine operation'],
    })
    expect(read("Forklift, I'm certified.", 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Forklift certification', 'Forklift operation'],
    })
  })
})

describe('spoken skills', () => {
  it.each([
    ['started as a loader', ['Loading and unloading']],
    ['I did pick and pack at Amazon', ['Order picking', 'Packing']],
    ['i can use the scanner', ['RF scanner']],
    ["I've been a lead before", ['Team leadership']],
    ['I was a supervisor', ['Team leadership']],
    ['I speak spanish', ['Bilingual (English/Spanish)']],
    ['I was an order picker at Walmart', ['Order picking']],
    ['I can drive an order picker', ['Order picker']],
    ['uh i got my c d l class a', ['CDL']],
    ['tengo certificación de montacargas', ['Forklift certification', 'Forklift operation']],
  ])('%s', (text, skills) => {
    expect(read(text, 'skills').skills).toEqual(skills)
  })
})

describe('wanting a certificate', () => {
  it('is not having it', () => {
    expect(read("I'd like to get my CDL")).toEqual({})
    expect(read('I want to get forklift certified')).toEqual({ jobTypes: ['Forklift Operator'] })
  })
})

describe('shifts', () => {
  it('leaves out the hours the candidate is busy elsewhere', () => {
    expect(read('Nights only please, I go to school during the day.', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third'],
    })
    expect(read('my wife works days so I need evenings', 'shiftPreferences')).toEqual({
      shiftPreferences: ['second'],
    })
  })

  it('reads ordinals without "shift" in an answer about shifts', () => {
    expect(read('2nd', 'shiftPreferences')).toEqual({ shiftPreferences: ['second'] })
    expect(read("i'd prefer first shift but second is ok")).toEqual({
      shiftPreferences: ['first', 'second'],
    })
    expect(read('I can do first or second, not thirds.', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first', 'second'],
      excluded: { shiftPreferences: ['third'] },
    })
    expect(read('days, at first I wanted nights but my second job is at night')).toEqual({
      shiftPreferences: ['first', 'third'],
    })
  })

  it('does not read "sick days" as a day shift', () => {
    expect(read('paid vacation and sick days')).toEqual({ requiredBenefits: ['Paid time off'] })
  })
})

describe('places', () => {
  it.each([
    ['philly or bensalem', ['Philadelphia, PA', 'Bensalem, PA']],
    ['uh yeah i could move to like reno or vegas', ['Reno, NV', 'Las Vegas, NV']],
    ['murfreesboro or lavergne tn', ['Murfreesboro, TN', 'La Vergne, TN']],
    ['nashvile', ['Nashville, TN']],
    ['the IE', ['Inland Empire']],
    ['ft worth', ['Fort Worth, TX']],
  ])('%s', (text, places) => {
    expect(read(text, 'preferredLocations').preferredLocations).toEqual(places)
  })
})

describe('commute', () => {
  it('takes the limit, not where the candidate lives', () => {
    expect(read('I live 5 miles from the Amazon but I can drive 15.')).toEqual({
      maximumCommuteDistance: '15 miles',
    })
  })

  it('rounds kilometres to the nearest 5 miles', () => {
    expect(read('About 30 kilometres')).toEqual({ maximumCommuteDistance: '20 miles' })
    expect(read('fifty kilometers', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '30 miles',
    })
  })

  it.each([
    ['an hr max', '60 minutes'],
    ['an hour and a half', '90 minutes'],
    ['an our', '60 minutes'],
  ])('%s', (text, distance) => {
    expect(read(text, 'maximumCommuteDistance').maximumCommuteDistance).toBe(distance)
  })
})

describe('relocation', () => {
  it.each([
    ['moving is really not an option for us right now', 'no'],
    ['absolutely not', 'no'],
    ['not right now', 'no'],
    ['cant, got custody of my kids', 'no'],
    ['ya', 'yes'],
    ["i'd consider it", 'maybe'],
    ['depnds on the $$', 'maybe'],
  ])('%s', (text, relocation) => {
    expect(read(text, 'relocation').relocation).toBe(relocation)
  })
})

describe('benefits', () => {
  it('rules out a benefit the candidate already has', () => {
    expect(
      read("I already get my medical through the VA so I don't need that", 'requiredBenefits'),
    ).toEqual({ excluded: { requiredBenefits: ['Health insurance'] } })
    expect(read('i have insurance through my wife but i want a 401k')).toEqual({
      requiredBenefits: ['401(k)'],
      excluded: { requiredBenefits: ['Health insurance'] },
    })
  })

  it('gives nothing for "I don\'t need benefits"', () => {
    expect(read("I don't need benefits, I have my wife's", 'requiredBenefits')).toEqual({})
  })
})

describe('years', () => {
  it.each([
    ['Desde el 2020.', 6],
    ['since twenty nineteen', 7],
    ['I started at the DC right out of high school in 2015', 11],
    ['a couple', 2],
    ['6 mos', 0.5],
    ['um like too years', 2],
    ['a decade', 10],
    ['two years and a half', 2.5],
    ['just started', 0],
    ['Quality checks, I was a QC inspector for a year.', 1],
    ["I'm 30 and I've worked since I was 18", 12],
    ['well I did two years at Amazon and then three at FedEx, so five in total', 5],
  ])('%s', (text, years) => {
    expect(read(text, 'yearsOfExperience').yearsOfExperience).toBe(years)
  })
})

describe('not knowing is not a negation', () => {
  it('keeps what follows "idk"', () => {
    expect(read('idk prob material handeler', 'jobTypes')).toEqual({
      jobTypes: ['Material Handler'],
    })
  })
})

describe('round 2 rules', () => {
  it.each([
    ['2 years and 6 months', 2.5],
    ['un año y seis meses', 1.5],
    ['un par de años', 2],
  ])('years: %s', (text, years) => {
    expect(read(text, 'yearsOfExperience').yearsOfExperience).toBe(years)
  })

  it('reads a first time at something else as no answer about work', () => {
    expect(read('this is my first time doing an interview like this')).toEqual({})
    expect(read('first time working in a warehouse', 'yearsOfExperience')).toEqual({
      yearsOfExperience: 0,
    })
  })

  it('takes a shift named after "a" as a shift, and a singular as a word', () => {
    expect(read('I could do a rotating schedule', 'shiftPreferences')).toEqual({
      shiftPreferences: ['rotating'],
    })
    expect(read('a night shift would be good')).toEqual({ shiftPreferences: ['third'] })
  })

  it('rules out a shift refused after it is named', () => {
    expect(read('weekends I cant, evenings are fine', 'shiftPreferences')).toEqual({
      shiftPreferences: ['second'],
      excluded: { shiftPreferences: ['weekend'] },
    })
  })

  it('reads a zip code said digit by digit', () => {
    expect(read('zip code four six two two five', 'preferredLocations')).toEqual({
      preferredLocations: ['46225'],
    })
  })

  it('reads a range whose first figure lacks its thousands', () => {
    expect(read('between 35 and 40 thousand a year', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 16.83, max: 19.23, convertedFrom: 'annual' },
    })
  })

  it('reads a round five-digit figure in pay talk as a salary, another as a zip code', () => {
    expect(read('i was making like forty thousand at my last job', 'hourlyRateRange')).toEqual({
      hourlyRateRange: { min: 19.23, convertedFrom: 'annual' },
    })
    expect(read('75201, 18 an hour', 'hourlyRateRange')).toEqual({
      preferredLocations: ['75201'],
      hourlyRateRange: { min: 18 },
    })
  })

  it('does not take a trip made before as the limit', () => {
    expect(
      read('I used to commute 45 minutes, now 20 minutes is my limit', 'maximumCommuteDistance'),
    ).toEqual({ maximumCommuteDistance: '20 minutes' })
  })

  it('does not take time taken off as a benefit, nor evenings at home as a shift', () => {
    expect(read('I took some time off to be with my kids', 'yearsOfExperience')).toEqual({})
    expect(read('I want to see my kids at night, days only', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first'],
    })
  })
})

describe('round 3 rules', () => {
  it('reads "pick and pack" as two jobs, and a job after "on/at a ..." as where the first is done', () => {
    expect(read('pick n pack', 'jobTypes')).toEqual({
      jobTypes: ['Order Picker'],
      roles: ['Packer'],
    })
    expect(read('I want forklift work in a warehouse')).toEqual({
      jobTypes: ['Forklift Operator'],
    })
    expect(read('forklift or warehouse', 'jobTypes')).toEqual({
      jobTypes: ['Forklift Operator', 'Warehouse Associate'],
    })
  })

  it('does not read machines someone fixes as machine operation', () => {
    expect(read('I want to repair machines', 'jobTypes')).toEqual({})
    expect(read('machine operator or running machines', 'jobTypes')).toEqual({
      jobTypes: ['Machine Operator'],
    })
  })

  it('reads "to weld" as a wish and "I weld" as a skill', () => {
    expect(read('I want to weld')).toEqual({ roles: ['Welder'] })
    expect(read('I weld')).toEqual({ skills: ['Welding'] })
  })

  it('takes the jobs of the last past work for a wish of "the same"', () => {
    expect(read('I was a picker for 3 years, I want the same job')).toEqual({
      jobTypes: ['Order Picker'],
      skills: ['Order picking'],
      yearsOfExperience: 3,
    })
    expect(read("I was a picker for 3 years, I don't want the same job")).toEqual({
      skills: ['Order picking'],
      yearsOfExperience: 3,
      excluded: { jobTypes: ['Order Picker'] },
    })
  })

  it('gives a list closed by a general extender the kind of the clause that opened it', () => {
    const kinds = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.kind)
    expect(kinds('I know WMS, SAP, RF scanner, all of that')).toEqual([
      'experience',
      'experience',
      'experience',
      'experience',
    ])
    expect(kinds('forklift, reach truck')).toEqual(['neutral', 'neutral'])
  })

  it('adds up stints said one after the other, not a skill within a stint', () => {
    expect(read('5 years at walmart, then 2 at target', 'yearsOfExperience')).toEqual({
      yearsOfExperience: 7,
    })
    expect(read('10 years in warehouses and 5 on forklift', 'yearsOfExperience')).toEqual({
      skills: ['Forklift operation'],
      yearsOfExperience: 10,
    })
  })

  it('counts whole years from a month and year', () => {
    expect(read('since September 2022', 'yearsOfExperience')).toEqual({ yearsOfExperience: 3 })
    expect(read('desde marzo de 2020', 'yearsOfExperience')).toEqual({ yearsOfExperience: 6 })
    expect(read('3 años y medio', 'yearsOfExperience')).toEqual({ yearsOfExperience: 3.5 })
  })

  it('takes a shift taken on as a shift', () => {
    expect(read('I could work some weekends', 'shiftPreferences')).toEqual({
      shiftPreferences: ['weekend'],
    })
    expect(read('I work 5 days a week')).toEqual({})
  })

  it('reads a move limited to a destination as a yes', () => {
    expect(read('just in texas', 'relocation')).toEqual({
      relocation: 'yes',
      preferredLocations: ['Texas'],
    })
    expect(read('only to be closer to family', 'relocation')).toEqual({})
  })

  it('reads a needed figure without a unit as pay only when no other question was asked', () => {
    expect(read('forklift work, need at least 25')).toEqual({
      jobTypes: ['Forklift Operator'],
      hourlyRateRange: { min: 25 },
    })
    expect(read('need at least 20', 'maximumCommuteDistance')).toEqual({
      maximumCommuteDistance: '20 miles',
    })
  })
})

describe('round 4 rules', () => {
  it('reads "assembly line" as assembly and a packing line as production', () => {
    expect(read('I want to work on an assembly line')).toEqual({ jobTypes: ['Assembler'] })
    expect(read('I want a packing line job')).toEqual({ jobTypes: ['Production Associate'] })
  })

  it('reads a job word before a workplace as where the job is done', () => {
    expect(read('I want a forklift job at a warehouse')).toEqual({
      jobTypes: ['Forklift Operator'],
    })
    expect(read('I want a forklift job and a warehouse job')).toEqual({
      jobTypes: ['Forklift Operator', 'Warehouse Associate'],
    })
  })

  it('keeps "now" after a duration in its clause unless a subject follows', () => {
    const kinds = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.kind)
    expect(kinds('i been doing forklift for 6 years now at a distribution center')).toEqual([
      'experience',
    ])
    expect(read('i was a picker for 4 years now i want forklift')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Order picking'],
      yearsOfExperience: 4,
    })
  })

  it('reads "got me into" as past work', () => {
    expect(read('my cousin got me into sanitation but I want forklift')).toEqual({
      jobTypes: ['Forklift Operator'],
    })
  })

  it('starts a clause at a run-on "i just want", not after a word that takes it', () => {
    expect(read('my husband has us covered i just want days')).toEqual({
      shiftPreferences: ['first'],
    })
    expect(read('what i want is days')).toEqual({ shiftPreferences: ['first'] })
    const texts = (text: string) => splitClauses(normaliseAnswer(text)).map((clause) => clause.text)
    expect(texts('the most i need is 20')).toEqual(['the most i need is 20'])
  })

  it('rules out the jobs just described when they will not be done again', () => {
    expect(read('I was a picker, not doing that again, I want forklift')).toEqual({
      jobTypes: ['Forklift Operator'],
      skills: ['Order picking'],
      excluded: { jobTypes: ['Order Picker'] },
    })
    expect(read('I was a picker and I would do it again')).toEqual({
      jobTypes: ['Order Picker'],
      skills: ['Order picking'],
    })
  })

  it('reads hours while others are away as free hours, the candidate at school as busy', () => {
    expect(read('only days while the kids are at school', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first'],
    })
    expect(read('I go to school during the day so nights', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third'],
    })
  })

  it('reads a plural ordinal after "on" as a shift, "on second thought" as none', () => {
    expect(read('I want to stay on seconds', 'shiftPreferences')).toEqual({
      shiftPreferences: ['second'],
    })
    expect(read('on second thought nights', 'shiftPreferences')).toEqual({
      shiftPreferences: ['third'],
    })
    expect(read('de tarde', 'shiftPreferences')).toEqual({ shiftPreferences: ['second'] })
  })

  it('joins a compound written apart', () => {
    expect(read('any thing but nights', 'shiftPreferences')).toEqual({
      shiftPreferences: ['first', 'second'],
      excluded: { shiftPreferences: ['third'] },
    })
  })

  it('reads mixed numbers and a bare "año y medio"', () => {
    expect(read('2 1/2 years', 'yearsOfExperience')).toEqual({ yearsOfExperience: 2.5 })
    expect(read('1 3/4 years', 'yearsOfExperience')).toEqual({ yearsOfExperience: 1.75 })
    expect(read('año y medio', 'yearsOfExperience')).toEqual({ yearsOfExperience: 1.5 })
    expect(read('dos años y medio', 'yearsOfExperience')).toEqual({ yearsOfExperience: 2.5 })
  })

  it('reads weekly pay in Spanish and "ins" as insurance, not "the ins and outs"', () => {
    expect(read('que me paguen semanal')).toEqual({ requiredBenefits: ['Weekly pay'] })
    expect(read('ins + 401k', 'requiredBenefits')).toEqual({
      requiredBenefits: ['Health insurance', '401(k)'],
    })
    expect(read('I know the ins and outs of shipping', 'skills')).toEqual({
      skills: ['Shipping and receiving'],
    })
  })

  it('does not read things counted per hour as pay', () => {
    expect(read('I can pick 200 units an hour', 'skills')).toEqual({})
    expect(read('I load 20 trucks a day and want 20 an hour')).toEqual({
      hourlyRateRange: { min: 20 },
    })
  })

  it('reads a town joined to a place as a place, and an approval after a value as a wish', () => {
    expect(read('I want detroit or warren')).toEqual({
      preferredLocations: ['Detroit, MI', 'Warren, MI'],
    })
    expect(read('phoenix but not mesa')).toEqual({
      preferredLocations: ['Phoenix, AZ'],
      excluded: { preferredLocations: ['Mesa, AZ'] },
    })
    expect(read('I like warren buffett')).toEqual({})
    expect(read("I don't want el paso itself, socorro is better for me")).toEqual({
      preferredLocations: ['Socorro, TX'],
      excluded: { preferredLocations: ['El Paso, TX'] },
    })
  })

  it('reads running machines of a kind as machine operation, CNC machines alone as CNC', () => {
    expect(read('I ran CNC and manual machines', 'skills')).toEqual({
      skills: ['CNC operation', 'Machine operation'],
    })
    expect(read('I ran CNC machines', 'skills')).toEqual({ skills: ['CNC operation'] })
  })
})
