import { describe, expect, it } from 'vitest'
import { GOOD_MATCH_SCORE, TOP_MATCH_SCORE } from '../../contract/applications'
import { SHIFTS, type Shift } from '../../contract/jobs'
import { generateJobs } from '../catalogue/generate-jobs'
import { slotValuesSchema, type SlotValues } from '../interview/extract'
import { candidateCriteria, commuteMiles, type CandidateCriteria } from './candidate-criteria'
import { generateCandidates } from '../../tests/support/generate-candidates'
import { formatPay, hourlyPay } from './job-pay'
import { MATCH_WEIGHTS } from './match-rules'
import { rankMatches } from './rank-matches'
import { resolveLocation } from './resolve-locations'
import { scoreJob, type MatchableJob } from './score-job'
import * as v from 'valibot'
import {
  DALLAS,
  FORT_WORTH,
  GRAND_PRAIRIE,
  HOUSTON,
  PHOENIX,
} from '../../tests/integration/support/towns'

/**
 * The matching engine without a database: the rules on hand-made jobs whose right answers a
 * person can check, then properties over seeded candidates and the generated catalogue.
 */

let sequence = 0
/** A Dallas forklift job on nights at $19-22/hr, changed by `fields`. */
function job(fields: Partial<MatchableJob> = {}): MatchableJob {
  sequence += 1
  return {
    id: `00000000-0000-5000-8000-${String(sequence).padStart(12, '0')}`,
    jobType: 'Forklift Operator',
    title: 'Forklift Operator',
    metroArea: 'Dallas-Fort Worth',
    ...DALLAS,
    payRateMin: 19,
    payRateMax: 22,
    payRateType: 'Hourly',
    shifts: ['third'],
    benefits: [],
    requirements: [],
    skills: [],
    minYearsExperience: 0,
    postedAt: new Date('2026-02-01T00:00:00Z'),
    ...fields,
  }
}

const criteria = (preferences: SlotValues) => candidateCriteria(preferences)
const score = (fit: ReturnType<typeof scoreJob>) => fit?.score

/** A forklift driver near Dallas who works nights and will not move. */
const nightDriver: SlotValues = {
  jobTypes: ['Forklift Operator'],
  shiftPreferences: ['third'],
  preferredLocations: ['Dallas, TX'],
  relocation: 'no',
  hourlyRateRange: { min: 18 },
}

describe('pay, distances and places', () => {
  it('quotes pay as the job does, and compares it by the hour', () => {
    expect(formatPay({ payRateMin: 19, payRateMax: 22, payRateType: 'Hourly' })).toBe('$19-22/hr')
    expect(formatPay({ payRateMin: 19.5, payRateMax: 22.25, payRateType: 'Hourly' })).toBe(
      '$19.50-22.25/hr',
    )
    expect(formatPay({ payRateMin: 21, payRateMax: 21, payRateType: 'Hourly' })).toBe('$21/hr')
    expect(formatPay({ payRateMin: 850, payRateMax: 950, payRateType: 'Weekly' })).toBe(
      '$850-950/week',
    )
    expect(formatPay({ payRateMin: 52000, payRateMax: 60000, payRateType: 'Annual' })).toBe(
      '$52,000-60,000/year',
    )
    expect(hourlyPay({ payRateMin: 800, payRateMax: 1000, payRateType: 'Weekly' })).toEqual({
      min: 20,
      max: 25,
    })
    expect(hourlyPay({ payRateMin: 52000, payRateMax: 62400, payRateType: 'Annual' })).toEqual({
      min: 25,
      max: 30,
    })
  })

  it('reads the commute in miles, minutes at 30 mph, or 25 miles when not given', () => {
    expect(commuteMiles('10 miles')).toBe(10)
    expect(commuteMiles('30 minutes')).toBe(15)
    expect(commuteMiles('60 minutes')).toBe(30)
    expect(commuteMiles(undefined)).toBe(25)
    expect(commuteMiles('0 miles')).toBe(1)
  })

  it('resolves catalogue towns, metros, states and zip codes, and ignores unknown places', async () => {
    expect(await resolveLocation('Dallas, TX')).toMatchObject({
      kind: 'town',
      city: 'Dallas',
      state: 'TX',
      points: [{ latitude: 32.78, longitude: -96.8 }],
    })
    expect(await resolveLocation('Dallas-Fort Worth')).toMatchObject({
      kind: 'metro',
      metroArea: 'Dallas-Fort Worth',
    })
    expect((await resolveLocation('DFW'))?.points).toHaveLength(5)
    expect(await resolveLocation('Texas')).toMatchObject({ kind: 'state', state: 'TX' })
    expect(await resolveLocation('TX')).toMatchObject({ kind: 'state', state: 'TX' })
    expect(await resolveLocation('75201')).toMatchObject({
      kind: 'zip',
      city: 'Dallas',
      state: 'TX',
      points: [{ latitude: 32.7904, longitude: -96.8044 }],
    })
    // Not a catalogue town: where the zip code table puts it (north of Dallas).
    const plano = await resolveLocation('Plano, TX')
    expect(plano).toMatchObject({ kind: 'town', city: 'Plano', state: 'TX' })
    expect(plano?.points[0]?.latitude).toBeGreaterThan(32.9)
    expect(await resolveLocation('Nowhere')).toBeUndefined()
    expect(await resolveLocation('00000')).toBeUndefined()
  })
})

describe('hard rules', () => {
  it('never offers the night driver a day-only job, a job in Phoenix or one beyond the commute', async () => {
    const c = await criteria(nightDriver)
    expect(score(scoreJob(job(), c))).toBeGreaterThanOrEqual(TOP_MATCH_SCORE)
    expect(scoreJob(job({ shifts: ['first'] }), c)).toBeNull()
    expect(scoreJob(job({ shifts: ['first', 'second'] }), c)).toBeNull()
    expect(scoreJob(job({ shifts: ['first', 'third'] }), c)).not.toBeNull()
    expect(scoreJob(job(PHOENIX), c)).toBeNull()
    // Fort Worth is 31 miles from Dallas: beyond the default 25.
    expect(scoreJob(job(FORT_WORTH), c)).toBeNull()
    expect(scoreJob(job(GRAND_PRAIRIE), c)).not.toBeNull()
  })

  it('drops ruled-out and unwanted job types, and keeps close roles only nearby and lower', async () => {
    const c = await criteria({
      ...nightDriver,
      relocation: 'yes',
      excluded: { roles: ['Loader/Unloader'] },
    })
    expect(scoreJob(job({ jobType: 'Welder', title: 'Welder' }), c)).toBeNull()
    expect(scoreJob(job({ jobType: 'Loader/Unloader' }), c)).toBeNull()
    const reachTruck = scoreJob(job({ jobType: 'Reach Truck Operator' }), c)
    expect(reachTruck?.role).toBe('related')
    expect(reachTruck?.score).toBeLessThan(TOP_MATCH_SCORE)
    expect(reachTruck?.score).toBeLessThan(score(scoreJob(job(), c)) ?? 0)
    expect(scoreJob(job({ jobType: 'Reach Truck Operator', ...PHOENIX }), c)).toBeNull()
    expect(scoreJob(job(PHOENIX), c)).not.toBeNull()

    const ruledOut = await criteria({ excluded: { jobTypes: ['Forklift Operator'] } })
    expect(scoreJob(job(), ruledOut)).toBeNull()
    expect(scoreJob(job({ jobType: 'Order Picker' }), ruledOut)).not.toBeNull()
  })

  it('drops a job whose shifts are all ruled out; any shift keeps weekend and rotating jobs', async () => {
    const notNights = await criteria({ excluded: { shiftPreferences: ['third'] } })
    expect(scoreJob(job({ shifts: ['third'] }), notNights)).toBeNull()
    const partly = scoreJob(job({ shifts: ['second', 'third'] }), notNights)
    const clear = scoreJob(job({ shifts: ['second'] }), notNights)
    expect(partly).not.toBeNull()
    expect(partly!.score).toBeLessThan(clear!.score)

    const anyShift = await criteria({ shiftPreferences: ['first', 'second', 'third'] })
    expect(scoreJob(job({ shifts: ['weekend'] }), anyShift)).not.toBeNull()
    expect(scoreJob(job({ shifts: ['rotating'] }), anyShift)).not.toBeNull()
    const weekends = await criteria({ shiftPreferences: ['weekend'] })
    expect(scoreJob(job({ shifts: ['first', 'weekend'] }), weekends)).not.toBeNull()
    expect(scoreJob(job({ shifts: ['rotating'] }), weekends)).toBeNull()
  })

  it('relocation: yes keeps far jobs, lower; maybe only in the same state; no drops them', async () => {
    const near = job()
    const houston = job(HOUSTON)
    const phoenix = job(PHOENIX)
    const yes = await criteria({ ...nightDriver, relocation: 'yes' })
    const maybe = await criteria({ ...nightDriver, relocation: 'maybe' })
    const unanswered = await criteria({ ...nightDriver, relocation: undefined })
    expect(scoreJob(phoenix, yes)?.place.kind).toBe('far')
    expect(scoreJob(phoenix, yes)!.score).toBeLessThan(scoreJob(near, yes)!.score)
    expect(scoreJob(houston, maybe)?.place.kind).toBe('far')
    expect(scoreJob(houston, maybe)!.score).toBeLessThan(scoreJob(houston, yes)!.score)
    expect(scoreJob(phoenix, maybe)).toBeNull()
    expect(scoreJob(houston, unanswered)).toBeNull()
  })

  it('a named state is near, a named metro is near throughout, a ruled-out place is never offered', async () => {
    const texas = await criteria({ jobTypes: ['Forklift Operator'], preferredLocations: ['Texas'] })
    expect(scoreJob(job(HOUSTON), texas)?.place.kind).toBe('state')
    expect(scoreJob(job(PHOENIX), texas)).toBeNull()

    const dfw = await criteria({
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas-Fort Worth'],
      maximumCommuteDistance: '5 miles',
    })
    expect(scoreJob(job(FORT_WORTH), dfw)?.place.kind).toBe('distance')
    expect(scoreJob(job({ ...GRAND_PRAIRIE, latitude: 32.6 }), dfw)?.place.kind).toBe('metro')

    const notFortWorth = await criteria({
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas-Fort Worth'],
      excluded: { preferredLocations: ['Fort Worth, TX'] },
    })
    expect(scoreJob(job(FORT_WORTH), notFortWorth)).toBeNull()
    expect(scoreJob(job(GRAND_PRAIRIE), notFortWorth)).not.toBeNull()
    const notTexas = await criteria({
      relocation: 'yes',
      preferredLocations: ['Dallas, TX'],
      excluded: { preferredLocations: ['Texas'] },
    })
    expect(scoreJob(job(), notTexas)).toBeNull()
  })
})

describe('the score', () => {
  it('has weights that add up to 100, job type the largest', () => {
    const weights = Object.values(MATCH_WEIGHTS)
    expect(weights.reduce((sum, weight) => sum + weight, 0)).toBe(100)
    expect(Math.max(...weights)).toBe(MATCH_WEIGHTS.jobType)
  })

  it('ranks pay below the floor lower, and drops pay far below it', async () => {
    const c = await criteria({ ...nightDriver, hourlyRateRange: { min: 20 } })
    const above = scoreJob(job({ payRateMin: 22, payRateMax: 24 }), c)!
    const atFloor = scoreJob(job({ payRateMin: 20, payRateMax: 22 }), c)!
    const straddles = scoreJob(job({ payRateMin: 18, payRateMax: 22 }), c)!
    const under = scoreJob(job({ payRateMin: 18, payRateMax: 19 }), c)!
    expect(above.score).toBeGreaterThan(atFloor.score)
    expect(atFloor.score).toBeGreaterThan(straddles.score)
    expect(straddles.score).toBeGreaterThan(under.score)
    expect(under.score).toBeLessThan(TOP_MATCH_SCORE)
    // $15.50 is more than 20 % under $20.
    expect(scoreJob(job({ payRateMin: 15, payRateMax: 15.5 }), c)).toBeNull()
    // Only a max given: it is the floor.
    const onlyMax = await criteria({ ...nightDriver, hourlyRateRange: { max: 20 } })
    expect(scoreJob(job({ payRateMin: 15, payRateMax: 15.5 }), onlyMax)).toBeNull()
  })

  it('converts weekly and yearly pay before comparing it', async () => {
    const c = await criteria({ ...nightDriver, hourlyRateRange: { min: 22 } })
    // $900-1,000 a week is $22.50-25 an hour; $41,600 a year is $20.
    const weekly = scoreJob(job({ payRateType: 'Weekly', payRateMin: 900, payRateMax: 1000 }), c)
    const annual = scoreJob(job({ payRateType: 'Annual', payRateMin: 41600, payRateMax: 41600 }), c)
    expect(weekly?.parts.pay).toBeGreaterThanOrEqual(0.9)
    expect(annual?.parts.pay).toBeLessThan(0.4)
    expect(weekly!.score).toBeGreaterThan(annual!.score)
    expect(scoreJob(job({ payRateType: 'Annual', payRateMin: 30000, payRateMax: 32000 }), c)).toBe(
      null,
    )
  })

  it('takes points for each missing required benefit', async () => {
    const health = await criteria({ ...nightDriver, requiredBenefits: ['Health insurance'] })
    const both = await criteria({
      ...nightDriver,
      requiredBenefits: ['Health insurance', '401(k)'],
    })
    const full = job({ benefits: ['Health insurance', '401(k)'] })
    const healthOnly = job({ benefits: ['Health insurance'] })
    const none = job({ benefits: ['Weekly pay'] })
    expect(scoreJob(full, both)!.score).toBeGreaterThan(scoreJob(healthOnly, both)!.score)
    expect(scoreJob(healthOnly, both)!.score).toBeGreaterThan(scoreJob(none, both)!.score)
    expect(scoreJob(healthOnly, health)!.score).toBeGreaterThan(scoreJob(none, health)!.score)
    expect(scoreJob(none, both)?.missingBenefits).toEqual(['Health insurance', '401(k)'])
  })

  it('raises the score for skills the job lists, a certification only for a certification', async () => {
    const forkliftJob = job({
      skills: ['Sit-down forklift', 'Pallet jack', 'RF scanner'],
      requirements: ['1+ year of forklift experience', 'Forklift certification'],
      minYearsExperience: 1,
    })
    const none = scoreJob(forkliftJob, await criteria(nightDriver))!
    const driving = scoreJob(
      forkliftJob,
      await criteria({ ...nightDriver, skills: ['Forklift operation'] }),
    )!
    const certified = scoreJob(
      forkliftJob,
      await criteria({ ...nightDriver, skills: ['Forklift certification', 'RF scanner'] }),
    )!
    expect(driving.score).toBeGreaterThan(none.score)
    expect(driving.matchedCertifications).toEqual([])
    expect(certified.score).toBeGreaterThan(driving.score)
    expect(certified.matchedCertifications).toEqual(['Forklift certification'])
    const unrelated = scoreJob(
      forkliftJob,
      await criteria({ ...nightDriver, skills: ['Welding'] }),
    )!
    expect(unrelated.score).toBe(none.score)

    const experienced = await criteria({ ...nightDriver, yearsOfExperience: 3 })
    const novice = await criteria({ ...nightDriver, yearsOfExperience: 0 })
    expect(scoreJob(forkliftJob, experienced)!.score).toBeGreaterThan(
      scoreJob(forkliftJob, novice)!.score,
    )
  })

  it('without any preferences nothing is a match; the job type alone makes a good one', async () => {
    const nothing = await criteria({})
    expect(scoreJob(job(), nothing)!.score).toBeLessThan(GOOD_MATCH_SCORE)
    const typeOnly = scoreJob(job(), await criteria({ jobTypes: ['Forklift Operator'] }))!
    expect(typeOnly.score).toBeGreaterThanOrEqual(GOOD_MATCH_SCORE)
    expect(typeOnly.score).toBeLessThan(TOP_MATCH_SCORE)
  })
})

describe('the reason', () => {
  it('reads like a recruiter: what and where, when, pay, what it wants from you', async () => {
    const c = await criteria({
      ...nightDriver,
      preferredLocations: ['75201'],
      skills: ['Forklift certification'],
    })
    const grandPrairie = job({
      ...GRAND_PRAIRIE,
      requirements: ['Forklift certification', 'Steel-toe boots'],
    })
    const [match] = rankMatches([grandPrairie], c)
    expect(match?.topMatchReason).toBe(
      'Forklift Operator 12 miles from you, nights, $19-22/hr, wants your forklift certification',
    )
  })

  it('names the town, the job’s own pay quote, skills and the benefits asked for', async () => {
    const c = await criteria({
      jobTypes: ['Forklift Operator'],
      roles: ['Team Lead'],
      preferredLocations: ['Dallas, TX'],
      requiredBenefits: ['Health insurance', '401(k)'],
      skills: ['Pallet jack', 'RF scanner'],
    })
    const lead = job({
      jobType: 'Team Lead',
      title: 'Warehouse Team Lead',
      ...GRAND_PRAIRIE,
      payRateType: 'Weekly',
      payRateMin: 850,
      payRateMax: 950,
      shifts: ['first', 'second'],
      benefits: ['Health insurance', '401(k)', 'Paid time off'],
    })
    const nearby = job({
      latitude: 32.7805,
      longitude: -96.8005,
      payRateType: 'Annual',
      payRateMin: 52000,
      payRateMax: 60000,
      skills: ['Pallet jack', 'RF scanner'],
      benefits: ['Health insurance'],
    })
    const reasons = Object.fromEntries(
      rankMatches([lead, nearby], c).map((match) => [match.jobId, match.topMatchReason]),
    )
    expect(reasons[lead.id]).toBe(
      'Warehouse Team Lead 12 miles from Dallas, days or evenings, $850-950/week, with health insurance and 401(k)',
    )
    expect(reasons[nearby.id]).toBe(
      'Forklift Operator under a mile from Dallas, nights, $52,000-60,000/year, uses your pallet jack and RF scanner skills, with health insurance',
    )
  })

  it('says where a far job is and that it means moving', async () => {
    const c = await criteria({ ...nightDriver, relocation: 'yes' })
    const [match] = rankMatches([job(PHOENIX)], c)
    expect(match?.topMatchReason).toBe(
      'Forklift Operator in Phoenix, AZ if you relocate, nights, $19-22/hr',
    )
  })
})

describe('properties over seeded candidates and the catalogue', async () => {
  const catalogue = generateJobs().filter((item) => item.status === 'open')
  const candidates = await generateCandidates({ seed: 4242, count: 120 })
  const allCriteria = await Promise.all(candidates.map(candidateCriteria))
  const pairs = candidates.map((preferences, index) => ({
    preferences,
    criteria: allCriteria[index] as CandidateCriteria,
  }))

  it('generates valid interview slots', () => {
    for (const candidate of candidates) expect(v.is(slotValuesSchema, candidate)).toBe(true)
    // Enough of each kind to mean something.
    expect(candidates.filter((c) => c.relocation === 'yes').length).toBeGreaterThan(5)
    expect(candidates.filter((c) => c.requiredBenefits).length).toBeGreaterThan(20)
    expect(candidates.filter((c) => c.excluded?.shiftPreferences).length).toBeGreaterThan(5)
  })

  it('scores are integers from 0 to 100, compromises never Top; matches are >= 60, sorted, once', () => {
    let matched = 0
    for (const { criteria: c } of pairs) {
      for (const item of catalogue) {
        const fit = scoreJob(item, c)
        if (!fit) continue
        expect(Number.isInteger(fit.score)).toBe(true)
        expect(fit.score).toBeGreaterThanOrEqual(0)
        expect(fit.score).toBeLessThanOrEqual(100)
        // Top Match only when nothing the candidate asked for is given up.
        if (fit.compromises.length > 0) expect(fit.score).toBeLessThan(TOP_MATCH_SCORE)
      }
      const matches = rankMatches(catalogue, c)
      matched += matches.length
      expect(new Set(matches.map((match) => match.jobId)).size).toBe(matches.length)
      const postedAt = new Map(catalogue.map((item) => [item.id, item.postedAt.getTime()]))
      for (const [index, match] of matches.entries()) {
        expect(match.matchScore).toBeGreaterThanOrEqual(GOOD_MATCH_SCORE)
        expect(match.matchScore).toBeLessThanOrEqual(100)
        expect(match.topMatchReason.length).toBeGreaterThan(10)
        const next = matches[index + 1]
        if (!next) continue
        const order =
          match.matchScore - next.matchScore ||
          postedAt.get(match.jobId)! - postedAt.get(next.jobId)! ||
          (next.jobId > match.jobId ? 1 : -1)
        expect(order).toBeGreaterThan(0)
      }
    }
    // The properties are about something: most candidates have matches.
    expect(matched).toBeGreaterThan(pairs.length * 5)
  })

  it('adding a required benefit never raises a score nor adds a match', async () => {
    const labels = ['Health insurance', 'Dental insurance', '401(k)', 'Weekly pay', 'Paid time off']
    let lowered = 0
    for (const [index, { preferences, criteria: before }] of pairs.entries()) {
      const label = labels[index % labels.length]!
      const after = await candidateCriteria({
        ...preferences,
        requiredBenefits: [...(preferences.requiredBenefits ?? []), label],
      })
      for (const item of catalogue) {
        const was = scoreJob(item, before)
        const now = scoreJob(item, after)
        if (!was) {
          expect(now).toBeNull()
          continue
        }
        expect(now!.score).toBeLessThanOrEqual(was.score)
        if (now!.score < was.score) lowered += 1
      }
    }
    expect(lowered).toBeGreaterThan(100)
  })

  it('ruling out a shift removes every job with only that shift', async () => {
    let removed = 0
    for (const [index, { preferences }] of pairs.entries()) {
      const shift: Shift = SHIFTS[index % SHIFTS.length]!
      const after = await candidateCriteria({
        ...preferences,
        excluded: {
          ...preferences.excluded,
          shiftPreferences: [...(preferences.excluded?.shiftPreferences ?? []), shift],
        },
      })
      const matched = new Set(rankMatches(catalogue, after).map((match) => match.jobId))
      for (const item of catalogue) {
        if (item.shifts.every((s) => s === shift)) {
          expect(matched.has(item.id)).toBe(false)
          removed += 1
        }
      }
    }
    expect(removed).toBeGreaterThan(1000)
  })

  it('a candidate who will not move is only offered jobs within the commute or a named area', () => {
    for (const { criteria: c } of pairs) {
      if (c.relocation !== 'no' || c.preferredPlaces.length === 0) continue
      for (const item of catalogue) {
        const kind = scoreJob(item, c)?.place.kind
        if (kind !== undefined) expect(['distance', 'metro', 'state']).toContain(kind)
      }
    }
  })
})
