import { agencyOfMetro } from './agencies'
import { createHash } from 'node:crypto'
import { SHIFTS, type PayRateType, type Shift } from '../../contract/jobs'
import type { jobs } from '../db/schema'
import { METROS, type Metro } from '../vocabulary/metros'
import { ROLES, type Role } from '../vocabulary/roles'
import { chooseBenefits } from './benefits'
import { describeJob } from './describe-job'
import { createEmployers, type Employer } from './employers'
import { createRandom, type Random } from './prng'
import { COMMON_REQUIREMENTS, liftRequirement } from './requirements'
import { stateMinimumWage } from './state-minimum-wage'

/**
 * The deterministic job catalogue the server seeds on an empty database: the same seed gives
 * byte-identical output (no Math.random, no clock). Changing anything here changes the
 * catalogue, and the pinned hash in server/catalogue/generate-jobs.test.ts says so.
 */

export type CatalogueJob = typeof jobs.$inferSelect

const CATALOGUE_SEED = 20260301
export const CATALOGUE_SIZE = 2400
/** Jobs are posted in the 60 days up to this instant, so they all predate the test clock. */
export const CATALOGUE_EPOCH = '2026-03-01T12:00:00.000Z'
const EPOCH_MS = Date.parse(CATALOGUE_EPOCH)
const POSTING_WINDOW_MINUTES = 60 * 24 * 60
const CLOSED_SHARE = 0.07
/** No industrial posting here pays under this an hour, whatever the state minimum. */
const HOURLY_FLOOR = 15

interface GenerateOptions {
  seed?: number
  count?: number
}

export function generateJobs(options: GenerateOptions = {}): CatalogueJob[] {
  const random = createRandom(options.seed ?? CATALOGUE_SEED)
  const quotas = metroQuotas(options.count ?? CATALOGUE_SIZE)
  const catalogue: CatalogueJob[] = []
  METROS.forEach((metro, index) => {
    const quota = quotas[index] ?? 0
    const employers = createEmployers(random, metro, quota)
    for (let sequence = 1; sequence <= quota; sequence += 1) {
      catalogue.push(generateJob(random, metro, employers, sequence))
    }
  })
  return catalogue
}

/** Every metro gets a floor of jobs; the rest is shared by weight (largest remainder). */
function metroQuotas(count: number): number[] {
  const floor = Math.floor(count / (METROS.length * 2))
  const rest = count - floor * METROS.length
  const totalWeight = METROS.reduce((sum, metro) => sum + metro.weight, 0)
  const exact = METROS.map((metro) => (rest * metro.weight) / totalWeight)
  const quotas = exact.map((share) => floor + Math.floor(share))
  const byRemainder = exact
    .map((share, index) => ({ index, remainder: share - Math.floor(share) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  let missing = count - quotas.reduce((sum, quota) => sum + quota, 0)
  for (const { index } of byRemainder) {
    if (missing === 0) break
    quotas[index] = (quotas[index] ?? 0) + 1
    missing -= 1
  }
  return quotas
}

function generateJob(
  random: Random,
  metro: Metro,
  employers: readonly Employer[],
  sequence: number,
): CatalogueJob {
  const role = random.weighted(ROLES, (item) => item.weight)
  // createEmployers gives every metro an employer of each sector, so this is never empty.
  const employer = random.pick(employers.filter((item) => role.sectors.includes(item.sector)))
  const title = random.weighted(
    role.titles.filter((item) => !item.sectors || item.sectors.includes(employer.sector)),
    (item) => item.weight,
  ).title
  const minYearsExperience = weightedIndex(random, role.years)
  const employmentType = weightedKey(random, role.employment)
  const shifts = chooseShifts(random, role)
  const pay = choosePay(random, role, metro, employer.town.state, minYearsExperience)
  const benefits = chooseBenefits(random, employmentType, shifts)
  const requirements = chooseRequirements(random, role, minYearsExperience)
  const skills = pickInOrder(random, role.skills, random.int(3, 5))
  const duties = random.sample(role.duties, 3)
  const postedAt = new Date(EPOCH_MS - random.int(0, POSTING_WINDOW_MINUTES) * 60_000)
  const status = random.chance(CLOSED_SHARE) ? 'closed' : 'open'
  const externalRef = `HL-${metro.code}-${String(sequence).padStart(4, '0')}`

  const summarizedDescription = describeJob(random, {
    title,
    companyName: employer.name,
    facility: employer.facility,
    city: employer.town.city,
    state: employer.town.state,
    shifts,
    employmentType,
    ...pay,
    benefitPhrases: benefits.phrases,
    duties,
    requirementPhrases: random.sample(requirements.phrases, 2),
    minYearsExperience,
    experienceArea: role.experienceArea,
  })

  return {
    id: uuidFromName(externalRef),
    externalRef,
    title,
    jobType: role.jobType,
    companyName: employer.name,
    agencyId: agencyOfMetro(metro.code).id,
    city: employer.town.city,
    state: employer.town.state,
    metroArea: metro.name,
    latitude: employer.latitude,
    longitude: employer.longitude,
    ...pay,
    shifts,
    employmentType,
    benefits: benefits.labels,
    requirements: requirements.labels,
    skills,
    minYearsExperience,
    summarizedDescription,
    postedAt,
    status,
  }
}

/** One shift mostly, sometimes two; listed in the order a day runs. */
function chooseShifts(random: Random, role: Role): Shift[] {
  const offered = SHIFTS.filter((shift) => (role.shifts[shift] ?? 0) > 0)
  const first = weightedKey(random, role.shifts)
  const chosen = new Set<Shift>([first])
  if (offered.length > 1 && random.chance(0.3)) {
    const others = offered.filter((shift) => shift !== first)
    chosen.add(random.weighted(others, (shift) => role.shifts[shift] ?? 0))
  }
  return SHIFTS.filter((shift) => chosen.has(shift))
}

interface Pay {
  payRateMin: number
  payRateMax: number
  payRateType: PayRateType
}

/**
 * Hourly: a draw in the role's national range, scaled by the metro, plus a little per year of
 * experience, never under the state minimum plus a margin nor HOURLY_FLOOR; rounded to the quarter dollar.
 * Leads and maintenance are sometimes quoted weekly or yearly instead.
 */
function choosePay(random: Random, role: Role, metro: Metro, state: string, years: number): Pay {
  const draw = random.next()
  let threshold = 0
  for (const quote of role.salaried ?? []) {
    threshold += quote.share
    if (draw < threshold) {
      const step = quote.type === 'Annual' ? 500 : 10
      const [low, high] = quote.range
      const min = roundTo((low + random.next() * (high - low)) * metro.payIndex, step)
      const max = roundTo(min + quote.spread * (0.4 + 0.6 * random.next()), step)
      return { payRateMin: min, payRateMax: max, payRateType: quote.type }
    }
  }
  const [low, high] = role.hourly
  const base = (low + random.next() * (high - low)) * metro.payIndex + 0.35 * years
  const min = roundTo(Math.max(base, stateMinimumWage(state) + 1.5, HOURLY_FLOOR), 0.25)
  const max = random.chance(0.15)
    ? min
    : roundTo(min + role.hourlySpread * (0.35 + 0.65 * random.next()), 0.25)
  return { payRateMin: min, payRateMax: max, payRateType: 'Hourly' }
}

/** Experience first, then the role's own (its first always), the lift limit and common ones. */
function chooseRequirements(random: Random, role: Role, years: number) {
  const [primary, ...others] = role.requirements
  const picked = [
    ...(primary ? [primary] : []),
    ...others.filter(() => random.chance(0.5)),
    ...(random.chance(0.75) ? [liftRequirement(role.liftLbs)] : []),
    ...COMMON_REQUIREMENTS.filter(() => random.chance(0.4)),
  ]
  const experience =
    years > 0
      ? [`${years}+ ${years === 1 ? 'year' : 'years'} of ${role.experienceArea} experience`]
      : []
  return {
    labels: [...experience, ...picked.map((item) => item.label)],
    phrases: picked.map((item) => item.phrase),
  }
}

function weightedIndex(random: Random, weights: readonly number[]): number {
  return random.weighted(
    weights.map((_, index) => index),
    (index) => weights[index] ?? 0,
  )
}

function weightedKey<K extends string>(random: Random, weights: Partial<Record<K, number>>): K {
  const keys = Object.keys(weights) as K[]
  return random.weighted(keys, (key) => weights[key] ?? 0)
}

/** `count` distinct items, kept in the list's own order. */
function pickInOrder<T>(random: Random, items: readonly T[], count: number): T[] {
  const chosen = new Set(random.sample(items, count))
  return items.filter((item) => chosen.has(item))
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step

/** A name-based (version 5) UUID: the same external reference always gets the same id. */
const CATALOGUE_NAMESPACE = Buffer.from('6f1c2a4e3b7d4c8e9a152d4f6b8c0e13', 'hex')

export function uuidFromName(name: string): string {
  const hash = createHash('sha1').update(CATALOGUE_NAMESPACE).update(name).digest()
  hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50
  hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80
  const hex = hash.subarray(0, 16).toString('hex')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
