import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  EMPLOYMENT_TYPES,
  FIXED_JOB_TYPES,
  LANDING_JOB_TITLES_LIMIT,
  PAY_RATE_TYPES,
  SHIFTS,
} from '../../contract/jobs'
import { AGENCY_PARTNERS, agencyCoverageGaps, agencyOfMetro, findAgency } from './agencies'
import { CATALOGUE_EPOCH, generateJobs, type CatalogueJob } from './generate-jobs'

/**
 * The committed catalogue generator (server/catalogue/). The hash pins its exact output:
 * when the generator is changed on purpose, update CATALOGUE_SHA256 in the same change.
 */
const CATALOGUE_SHA256 = 'be55b0452628bb93a594f90f82ae33f61ccda0537bba0671111669b2b8023f2a'

const US_STATES = new Set(
  (
    'AL AK AZ AR CA CO CT DE DC FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH ' +
    'NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
)
/** Brands a generated company name must never contain. */
const REAL_COMPANIES = ['Amazon', 'Walmart', 'Target', 'FedEx', 'UPS', 'DHL', 'Costco', 'Kroger']

const sha256 = (jobs: CatalogueJob[]) =>
  createHash('sha256').update(JSON.stringify(jobs)).digest('hex')
const countBy = (jobs: CatalogueJob[], key: (job: CatalogueJob) => string) => {
  const counts = new Map<string, number>()
  for (const job of jobs) counts.set(key(job), (counts.get(key(job)) ?? 0) + 1)
  return counts
}
/** Sentences of a summary; "St. Louis" and "St. Paul" do not end one. */
const sentencesOf = (text: string) => text.replaceAll('St. ', 'St ').split(/(?<=\.) (?=[A-Z$])/)

describe('the job catalogue generator', () => {
  const jobs = generateJobs()

  it('is deterministic: two runs are equal, and the output hash is pinned', () => {
    const again = generateJobs()
    expect(again).toEqual(jobs)
    expect(JSON.stringify(again)).toBe(JSON.stringify(jobs))
    expect(sha256(jobs)).toBe(CATALOGUE_SHA256)
    expect(sha256(generateJobs({ seed: 7 }))).not.toBe(CATALOGUE_SHA256)
    expect(generateJobs({ seed: 7 })).toEqual(generateJobs({ seed: 7 }))
  })

  it('gives every job to the agency partner of its metro, one agency per metro', () => {
    expect(agencyCoverageGaps()).toEqual([])
    for (const job of jobs) {
      const metroCode = job.externalRef.split('-')[1] ?? ''
      expect(job.agencyId, job.externalRef).toBe(agencyOfMetro(metroCode).id)
    }
    // Every agency has jobs to fill.
    const perAgency = countBy(jobs, (job) => job.agencyId)
    expect([...perAgency.keys()].sort()).toEqual(AGENCY_PARTNERS.map((agency) => agency.id).sort())
    expect(new Set(AGENCY_PARTNERS.map((agency) => agency.slug)).size).toBe(AGENCY_PARTNERS.length)
    expect(findAgency('heartland')?.name).toBe('Heartland Industrial Staffing')
    expect(findAgency(AGENCY_PARTNERS[0]!.id)).toBe(AGENCY_PARTNERS[0])
    expect(findAgency('nowhere')).toBeUndefined()
    expect(() => agencyOfMetro('XXX')).toThrow(/No agency partner/)
  })

  it('makes at least 2,000 jobs across at least 40 metros, each with a fair share', () => {
    expect(jobs.length).toBeGreaterThanOrEqual(2000)
    const perMetro = countBy(jobs, (job) => job.metroArea)
    expect(perMetro.size).toBeGreaterThanOrEqual(40)
    for (const count of perMetro.values()) expect(count).toBeGreaterThanOrEqual(20)
    expect(generateJobs({ count: 500 })).toHaveLength(500)
  })

  it('has many open jobs of every fixed job type, and their titles lead the landing list', () => {
    const open = jobs.filter((job) => job.status === 'open')
    const perType = countBy(open, (job) => job.jobType)
    for (const type of FIXED_JOB_TYPES) expect(perType.get(type) ?? 0).toBeGreaterThanOrEqual(100)
    const topTitles = [...countBy(open, (job) => job.title)]
      .sort((a, b) => b[1] - a[1])
      .slice(0, LANDING_JOB_TITLES_LIMIT)
      .map(([title]) => title)
    expect(new Set(topTitles)).toEqual(new Set(FIXED_JOB_TYPES))
    // Some jobs are closed, so the landing counts have something to leave out.
    expect(jobs.length - open.length).toBeGreaterThan(50)
  })

  it('gives unique ids and external references', () => {
    expect(new Set(jobs.map((job) => job.id)).size).toBe(jobs.length)
    expect(new Set(jobs.map((job) => job.externalRef)).size).toBe(jobs.length)
    for (const job of jobs) {
      expect(job.id).toMatch(
        /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      )
      expect(job.externalRef).toMatch(/^HL-[A-Z]{3}-\d{4}$/)
    }
  })

  it('pays sanely: min <= max, whole cents, within bounds for hourly, weekly and annual', () => {
    const bounds = { Hourly: [15, 60], Weekly: [500, 3000], Annual: [30_000, 150_000] } as const
    for (const job of jobs) {
      expect(PAY_RATE_TYPES).toContain(job.payRateType)
      const [low, high] = bounds[job.payRateType as keyof typeof bounds]
      expect(job.payRateMin).toBeGreaterThanOrEqual(low)
      expect(job.payRateMin).toBeLessThanOrEqual(job.payRateMax)
      expect(job.payRateMax).toBeLessThanOrEqual(high)
      for (const amount of [job.payRateMin, job.payRateMax])
        expect(amount * 100).toBeCloseTo(Math.round(amount * 100), 6)
    }
    const averageMin = (type: string) => {
      const hourly = jobs.filter((job) => job.jobType === type && job.payRateType === 'Hourly')
      return hourly.reduce((sum, job) => sum + job.payRateMin, 0) / hourly.length
    }
    // Skilled trades pay more than entry-level warehouse work.
    expect(averageMin('Order Picker')).toBeGreaterThan(15)
    expect(averageMin('Order Picker')).toBeLessThan(averageMin('Forklift Operator'))
    expect(averageMin('Forklift Operator')).toBeLessThan(averageMin('CNC Operator'))
    expect(averageMin('CNC Operator')).toBeLessThan(averageMin('Maintenance Technician'))
    expect(jobs.some((job) => job.payRateType === 'Weekly')).toBe(true)
    expect(jobs.some((job) => job.payRateType === 'Annual')).toBe(true)
  })

  it('places every job inside the contiguous US, in a real state', () => {
    for (const job of jobs) {
      expect(US_STATES.has(job.state)).toBe(true)
      expect(job.latitude).toBeGreaterThan(24.5)
      expect(job.latitude).toBeLessThan(49.5)
      expect(job.longitude).toBeGreaterThan(-125)
      expect(job.longitude).toBeLessThan(-66.9)
    }
  })

  it('fills every field from the fixed vocabularies', () => {
    for (const job of jobs) {
      expect(EMPLOYMENT_TYPES).toContain(job.employmentType)
      expect(job.shifts.length).toBeGreaterThanOrEqual(1)
      for (const shift of job.shifts) expect(SHIFTS).toContain(shift)
      expect(['open', 'closed']).toContain(job.status)
      expect(job.benefits.length).toBeGreaterThanOrEqual(1)
      expect(job.requirements.length).toBeGreaterThanOrEqual(1)
      expect(job.skills.length).toBeGreaterThanOrEqual(3)
      expect(job.minYearsExperience).toBeGreaterThanOrEqual(0)
      expect(job.postedAt.getTime()).toBeLessThanOrEqual(Date.parse(CATALOGUE_EPOCH))
      expect(job.postedAt.getTime()).toBeGreaterThan(Date.parse(CATALOGUE_EPOCH) - 61 * 86_400_000)
      for (const brand of REAL_COMPANIES) expect(job.companyName).not.toContain(brand)
    }
    const forklift = jobs.filter((job) => job.jobType === 'Forklift Operator')
    expect(forklift.every((job) => job.requirements.includes('Forklift certification'))).toBe(true)
  })

  it('writes a 2 to 4 sentence summary from the job fields', () => {
    for (const job of jobs) {
      const summary = job.summarizedDescription
      const sentences = sentencesOf(summary)
      expect(sentences.length).toBeGreaterThanOrEqual(2)
      expect(sentences.length).toBeLessThanOrEqual(4)
      expect(summary).toContain(job.companyName)
      expect(summary).toContain(`${job.city}, ${job.state}`)
      expect(summary).toContain(job.title)
      expect(summary).not.toMatch(/undefined|\bNaN\b|[Ll]orem|\s{2}/)
    }
  })
})
