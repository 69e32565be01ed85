import { agencyOfMetro } from '../../server/catalogue/agencies'
import { expect, it } from 'vitest'
import { generateJobs, uuidFromName, type CatalogueJob } from '../../server/catalogue/generate-jobs'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import { jobs } from '../../server/db/schema'
import type { SlotValues } from '../../server/interview/extract'
import { createLogger } from '../../server/logger'
import { candidateCriteria } from '../../server/matching/candidate-criteria'
import { generateCandidates } from '../support/generate-candidates'
import { milesBetween } from '../../server/matching/geo'
import { matchCandidate } from '../../server/matching/match-candidate'
import { rankMatches } from '../../server/matching/rank-matches'
import { describeEachDatabase } from './support/databases'
import { DALLAS, FORT_WORTH, GRAND_PRAIRIE, HOUSTON, LANCASTER, PHOENIX } from './support/towns'

/**
 * matchCandidate against the database: hand-made jobs whose right answers a person can check,
 * and, on the whole catalogue, the SQL narrowing checked against scoring every open job.
 */

/** A Dallas forklift job on nights at $19-22/hr, posted on 1 February, changed by `fields`. */
function job(ref: string, fields: Partial<CatalogueJob> = {}): CatalogueJob {
  return {
    id: uuidFromName(ref),
    externalRef: ref,
    title: 'Forklift Operator',
    jobType: 'Forklift Operator',
    companyName: 'Cedar Ridge Logistics',
    agencyId: agencyOfMetro('DFW').id,
    metroArea: 'Dallas-Fort Worth',
    ...DALLAS,
    payRateMin: 19,
    payRateMax: 22,
    payRateType: 'Hourly',
    shifts: ['third'],
    employmentType: 'Full-time',
    benefits: ['Health insurance'],
    requirements: ['Forklift certification'],
    skills: ['Sit-down forklift', 'RF scanner'],
    minYearsExperience: 0,
    summarizedDescription: 'Drive a forklift.',
    postedAt: new Date('2026-02-01T12:00:00Z'),
    status: 'open',
    ...fields,
  }
}

const silent = createLogger('silent')

describeEachDatabase('Matching', (database) => {
  const seed = (rows: CatalogueJob[]) => database.db.insert(jobs).values(rows)
  const idsOf = (matches: { jobId: string }[]) => matches.map((match) => match.jobId)

  it('gives the night forklift driver near Dallas no day job, nothing in Phoenix or beyond the commute', async () => {
    const near = job('T-NEAR')
    const grandPrairie = job('T-GP', GRAND_PRAIRIE)
    await seed([
      near,
      grandPrairie,
      job('T-DAYS', { shifts: ['first'] }),
      job('T-PHX', PHOENIX),
      job('T-FTW', FORT_WORTH),
      job('T-CLOSED', { status: 'closed' }),
      job('T-WELD', { jobType: 'Welder', title: 'Welder' }),
    ])
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Forklift Operator'],
      shiftPreferences: ['third'],
      preferredLocations: ['Dallas, TX'],
      relocation: 'no',
      hourlyRateRange: { min: 18 },
      skills: ['Forklift certification'],
    })
    expect(idsOf(matches)).toEqual([near.id, grandPrairie.id])
    expect(matches[0]?.matchScore).toBeGreaterThanOrEqual(80)
    expect(matches[0]?.topMatchReason).toBe(
      'Forklift Operator under a mile from Dallas, nights, $19-22/hr, wants your forklift certification',
    )
    expect(matches[1]?.topMatchReason).toBe(
      'Forklift Operator 12 miles from Dallas, nights, $19-22/hr, wants your forklift certification',
    )
  })

  it('gives the order picker at 75201 with a 10-mile commute only jobs within 10 miles', async () => {
    const downtown = job('T-DOWNTOWN', { jobType: 'Order Picker', title: 'Order Picker' })
    const north = job('T-NORTH', {
      jobType: 'Order Picker',
      title: 'Order Selector',
      latitude: 32.88,
      shifts: ['first', 'second'],
    })
    await seed([
      downtown,
      north,
      job('T-GP', { ...GRAND_PRAIRIE, jobType: 'Order Picker' }),
      job('T-LANCASTER', { ...LANCASTER, jobType: 'Order Picker' }),
      job('T-HOU', { ...HOUSTON, jobType: 'Order Picker' }),
      job('T-FORKLIFT', {}),
    ])
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Order Picker'],
      preferredLocations: ['75201'],
      maximumCommuteDistance: '10 miles',
    })
    expect(idsOf(matches)).toEqual([downtown.id, north.id])
    expect(matches.map((match) => match.topMatchReason)).toEqual([
      'Order Picker under a mile from you, nights, $19-22/hr',
      'Order Selector 6 miles from you, days or evenings, $19-22/hr',
    ])
  })

  it('gives a candidate who would relocate far jobs too, after the near ones, never as Top Match', async () => {
    const near = job('T-NEAR')
    const phoenix = job('T-PHX', { ...PHOENIX, payRateMin: 24, payRateMax: 26 })
    await seed([near, phoenix])
    const willMove: SlotValues = {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas, TX'],
      relocation: 'yes',
      hourlyRateRange: { min: 18 },
    }
    const matches = await matchCandidate(database.db, willMove)
    expect(idsOf(matches)).toEqual([near.id, phoenix.id])
    expect(matches[1]?.matchScore).toBeLessThan(80)
    expect(matches[1]?.topMatchReason).toBe(
      'Forklift Operator in Phoenix, AZ if you relocate, nights, $24-26/hr',
    )
    expect(idsOf(await matchCandidate(database.db, { ...willMove, relocation: 'no' }))).toEqual([
      near.id,
    ])
  })

  it('compares weekly and yearly pay by the hour, ranks pay under the floor lower, quotes it as posted', async () => {
    const weekly = job('T-WEEKLY', { payRateType: 'Weekly', payRateMin: 920, payRateMax: 1000 })
    const annual = job('T-ANNUAL', { payRateType: 'Annual', payRateMin: 38000, payRateMax: 40000 })
    const hourly = job('T-HOURLY', { payRateMin: 21, payRateMax: 21 })
    const tooLow = job('T-LOW', { payRateMin: 15, payRateMax: 15.5 })
    await seed([weekly, annual, hourly, tooLow])
    // Weekly: $23-25 an hour; yearly: $18.27-19.23, under the $21 floor; $15.50 is far under.
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas, TX'],
      hourlyRateRange: { min: 21 },
    })
    expect(idsOf(matches)).toEqual([weekly.id, hourly.id, annual.id])
    expect(matches[0]?.topMatchReason).toBe(
      'Forklift Operator under a mile from Dallas, nights, $920-1,000/week',
    )
    expect(matches[2]?.topMatchReason).toContain('$38,000-40,000/year')
    expect(matches[2]!.matchScore).toBeLessThan(matches[1]!.matchScore)
  })

  it('sorts ties by the newer posting, then by job id', async () => {
    const older = job('T-OLDER', { postedAt: new Date('2026-01-10T00:00:00Z') })
    const newer = job('T-NEWER', { postedAt: new Date('2026-02-10T00:00:00Z') })
    const twinA = job('T-TWIN-A')
    const twinB = job('T-TWIN-B')
    await seed([older, newer, twinA, twinB])
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas, TX'],
    })
    expect(new Set(matches.map((match) => match.matchScore)).size).toBe(1)
    const twins = [twinA.id, twinB.id].sort()
    expect(idsOf(matches)).toEqual([newer.id, ...twins, older.id])
  })

  it('reads a job whose text holds a separator character, through JSON', async () => {
    const odd = job('T-ODD', {
      title: 'Forklift\u001fOperator\u001eNights',
      skills: ['Pallet\u001djack'],
    })
    const plain = job('T-PLAIN', { latitude: 32.79 })
    await seed([odd, plain])
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Forklift Operator'],
      preferredLocations: ['Dallas, TX'],
      skills: ['Pallet\u001djack'],
    })
    expect(idsOf(matches)).toEqual([odd.id, plain.id])
    expect(matches[0]?.topMatchReason).toContain('Forklift\u001fOperator\u001eNights under a mile')
    expect(matches[0]?.topMatchReason).toContain('uses your pallet\u001djack skills')
  })

  it('on the whole catalogue, narrowing in SQL loses no match: the same as scoring every open job', async () => {
    await seedJobCatalogue(database.db, silent)
    const openJobs = generateJobs().filter((item) => item.status === 'open')
    const candidates = await generateCandidates({ seed: 99, count: 80 })
    let matched = 0
    for (const candidate of candidates) {
      const fromDatabase = await matchCandidate(database.db, candidate)
      expect(fromDatabase).toEqual(rankMatches(openJobs, await candidateCriteria(candidate)))
      matched += fromDatabase.length
    }
    expect(matched).toBeGreaterThan(candidates.length * 5)

    // The order picker at 75201: every Order Picker job within 10 miles, nothing further.
    const zip75201 = { latitude: 32.7904, longitude: -96.8044 }
    const matches = await matchCandidate(database.db, {
      jobTypes: ['Order Picker'],
      preferredLocations: ['75201'],
      maximumCommuteDistance: '10 miles',
    })
    const byId = new Map(openJobs.map((item) => [item.id, item]))
    const within = openJobs.filter(
      (item) => item.jobType === 'Order Picker' && milesBetween(zip75201, item) <= 10,
    )
    expect(within.length).toBeGreaterThan(0)
    expect(new Set(idsOf(matches))).toEqual(new Set(within.map((item) => item.id)))
    for (const match of matches) expect(byId.get(match.jobId)?.metroArea).toBe('Dallas-Fort Worth')
  })
})
