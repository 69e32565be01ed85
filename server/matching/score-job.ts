import { GOOD_MATCH_SCORE } from '../../contract/applications'
import type { Shift } from '../../contract/jobs'
import type { CatalogueJob } from '../catalogue/generate-jobs'
import type { CandidateCriteria } from './candidate-criteria'
import { milesBetween } from './geo'
import { hourlyPay } from './job-pay'
import {
  COMPROMISE_CEILING,
  DISTANCE_FALLOFF,
  FAR_FRACTION,
  IN_NAMED_AREA_FRACTION,
  MATCH_WEIGHTS,
  MATCHED_SKILL_GAIN,
  MISSING_BENEFIT_COST,
  NEUTRAL,
  PARTLY_RULED_OUT_SHIFTS,
  PAY_AT_FLOOR,
  PAY_BELOW_FLOOR_START,
  PAY_DROP_SHORTFALL,
  PAY_FULL_ABOVE,
  PAY_RANGE_REACHES_FLOOR,
  RELATED_ROLE_FRACTION,
  type MatchPart,
} from './match-rules'
import type { ResolvedPlace } from './resolve-locations'
import { foldedLabel, isCertification, jobSkillKeys } from './skill-keys'

/** The columns of a job that matching reads. */
export type MatchableJob = Pick<
  CatalogueJob,
  | 'id'
  | 'jobType'
  | 'title'
  | 'city'
  | 'state'
  | 'metroArea'
  | 'latitude'
  | 'longitude'
  | 'payRateMin'
  | 'payRateMax'
  | 'payRateType'
  | 'shifts'
  | 'benefits'
  | 'requirements'
  | 'skills'
  | 'minYearsExperience'
  | 'postedAt'
>

/** How the job sits against the candidate's places. */
export type PlaceFit =
  | { kind: 'none' }
  /** Within the commute of `from`. */
  | { kind: 'distance'; miles: number; from: ResolvedPlace }
  /** In a metro area or state the candidate named. */
  | { kind: 'metro' | 'state'; from: ResolvedPlace }
  /** Beyond the commute, kept because the candidate would relocate. */
  | { kind: 'far'; miles: number | undefined }

export type RoleFit = 'wanted' | 'related' | 'any'

/** What the job asks the candidate to give up; any of them keeps it from Top Match. */
export type Compromise = 'role' | 'distance' | 'pay' | 'benefits'

/** A job's score and the facts behind it (the reason text is made from them). */
export interface JobScore {
  /** Integer, 0 to 100. */
  score: number
  /** Each part's fraction, 0 to 1. */
  parts: Record<MatchPart, number>
  compromises: Compromise[]
  role: RoleFit
  place: PlaceFit
  /** The job's shifts the candidate asked for ([] when they named none). */
  wantedShifts: Shift[]
  missingBenefits: string[]
  /** The candidate's skills (their words) the job lists. */
  matchedSkills: string[]
  /** The job's certifications (its words) the candidate holds. */
  matchedCertifications: string[]
}

type Fit<T> = { fraction: number } & T

function roleFit(job: MatchableJob, criteria: CandidateCriteria): Fit<{ role: RoleFit }> | null {
  if (criteria.excludedRoles.has(job.jobType)) return null
  if (criteria.wantedRoles.size === 0) return { fraction: NEUTRAL, role: 'any' }
  if (criteria.wantedRoles.has(job.jobType)) return { fraction: 1, role: 'wanted' }
  if (criteria.relatedRoles.has(job.jobType))
    return { fraction: RELATED_ROLE_FRACTION, role: 'related' }
  return null
}

function shiftFit(
  job: MatchableJob,
  criteria: CandidateCriteria,
): Fit<{ wantedShifts: Shift[] }> | null {
  const shifts = job.shifts as Shift[]
  const workable = shifts.filter((shift) => !criteria.excludedShifts.has(shift))
  if (workable.length === 0) return null
  if (criteria.wantedShifts) {
    const wanted = workable.filter((shift) => criteria.wantedShifts?.has(shift))
    // Hard rule: a candidate who names shifts is not offered a job on none of them.
    return wanted.length > 0 ? { fraction: 1, wantedShifts: wanted } : null
  }
  const fraction = workable.length < shifts.length ? PARTLY_RULED_OUT_SHIFTS : NEUTRAL
  return { fraction, wantedShifts: [] }
}

const sameTown = (job: MatchableJob, place: ResolvedPlace) =>
  place.city !== undefined &&
  place.state === job.state &&
  foldedLabel(place.city) === foldedLabel(job.city)

/** Whether the job lies in a place the candidate ruled out. */
function inExcludedPlace(job: MatchableJob, places: readonly ResolvedPlace[]): boolean {
  return places.some((place) => {
    if (place.kind === 'state') return place.state === job.state
    if (place.kind === 'metro') return place.metroArea === job.metroArea
    return sameTown(job, place)
  })
}

function placeFit(job: MatchableJob, criteria: CandidateCriteria): Fit<{ place: PlaceFit }> | null {
  if (inExcludedPlace(job, criteria.excludedPlaces)) return null
  if (criteria.preferredPlaces.length === 0) return { fraction: NEUTRAL, place: { kind: 'none' } }

  // Hot (every job read): plain loops, no closures.
  const limit = criteria.commuteMiles
  let best: Fit<{ place: PlaceFit }> | undefined
  let nearestMiles: number | undefined
  for (const place of criteria.preferredPlaces) {
    let miles: number | undefined
    for (const point of place.points) {
      const distance = milesBetween(point, job)
      if (miles === undefined || distance < miles) miles = distance
    }
    if (miles !== undefined && (nearestMiles === undefined || miles < nearestMiles))
      nearestMiles = miles
    let fit: Fit<{ place: PlaceFit }> | undefined
    if (miles !== undefined && miles <= limit)
      fit = {
        fraction: 1 - DISTANCE_FALLOFF * (miles / limit),
        place: { kind: 'distance', miles, from: place },
      }
    const inArea =
      (place.kind === 'metro' && place.metroArea === job.metroArea) ||
      (place.kind === 'state' && place.state === job.state)
    if (inArea && (!fit || fit.fraction < IN_NAMED_AREA_FRACTION))
      fit = {
        fraction: IN_NAMED_AREA_FRACTION,
        place: { kind: place.kind === 'metro' ? 'metro' : 'state', from: place },
      }
    if (fit && (!best || fit.fraction > best.fraction)) best = fit
  }
  if (best) return best
  if (criteria.relocation === 'no') return null
  if (criteria.relocation === 'maybe' && !criteria.preferredStates.has(job.state)) return null
  return {
    fraction: FAR_FRACTION[criteria.relocation],
    place: { kind: 'far', miles: nearestMiles },
  }
}

/** The pay part against the hourly floor; null when the job pays far under it. */
function payFit(job: MatchableJob, floor: number | undefined): number | null {
  if (floor === undefined || floor <= 0) return NEUTRAL
  const { min, max } = hourlyPay(job)
  if (min >= floor)
    return PAY_AT_FLOOR + (1 - PAY_AT_FLOOR) * Math.min(1, (min / floor - 1) / PAY_FULL_ABOVE)
  if (max >= floor)
    return (
      PAY_RANGE_REACHES_FLOOR +
      (PAY_AT_FLOOR - PAY_RANGE_REACHES_FLOOR) * ((max - floor) / (max - min))
    )
  const shortfall = 1 - max / floor
  if (shortfall > PAY_DROP_SHORTFALL) return null
  return PAY_BELOW_FLOOR_START * (1 - shortfall / PAY_DROP_SHORTFALL)
}

function benefitFit(job: MatchableJob, required: readonly string[]): Fit<{ missing: string[] }> {
  if (required.length === 0) return { fraction: 1, missing: [] }
  const missing = required.filter(
    (label) => !job.benefits.some((offered) => foldedLabel(offered) === foldedLabel(label)),
  )
  return { fraction: Math.max(0, 1 - MISSING_BENEFIT_COST * missing.length), missing }
}

/** For one candidate: which of their skills each job label meets (labels repeat across jobs). */
const skillsMetByLabel = new WeakMap<CandidateCriteria, Map<string, readonly number[]>>()

function skillsMet(criteria: CandidateCriteria, label: string): readonly number[] {
  let byLabel = skillsMetByLabel.get(criteria)
  if (!byLabel) skillsMetByLabel.set(criteria, (byLabel = new Map()))
  let met = byLabel.get(label)
  if (!met) {
    const keys = jobSkillKeys(label)
    met = criteria.skills.flatMap((skill, index) =>
      skill.keys.some((key) => keys.includes(key)) ? [index] : [],
    )
    byLabel.set(label, met)
  }
  return met
}

function skillFit(
  job: MatchableJob,
  criteria: CandidateCriteria,
): Fit<{ matched: string[]; certifications: string[] }> {
  if (criteria.skills.length === 0) return { fraction: NEUTRAL, matched: [], certifications: [] }
  const matched = new Set<number>()
  const certifications: string[] = []
  for (const label of job.skills) for (const index of skillsMet(criteria, label)) matched.add(index)
  for (const label of job.requirements) {
    const met = skillsMet(criteria, label)
    for (const index of met) matched.add(index)
    if (met.length > 0 && isCertification(label)) certifications.push(label)
  }
  return {
    fraction: Math.min(1, NEUTRAL + MATCHED_SKILL_GAIN * matched.size),
    matched: [...matched].sort((a, b) => a - b).map((index) => criteria.skills[index]!.label),
    certifications,
  }
}

function experienceFit(job: MatchableJob, years: number | undefined): number {
  if (job.minYearsExperience <= 0) return 1
  if (years === undefined) return NEUTRAL
  return years >= job.minYearsExperience ? 1 : NEUTRAL * (years / job.minYearsExperience)
}

/** 60..100 becomes 60..COMPROMISE_CEILING, in proportion; below 60 is left as it is. */
function squeezeIntoGoodBand(total: number): number {
  if (total <= GOOD_MATCH_SCORE) return total
  const band = (COMPROMISE_CEILING - GOOD_MATCH_SCORE) / (100 - GOOD_MATCH_SCORE)
  return GOOD_MATCH_SCORE + (total - GOOD_MATCH_SCORE) * band
}

/**
 * Scores one job for one candidate, or returns null when a hard rule drops it: a ruled-out or
 * unwanted job type, no workable shift, a ruled-out place, beyond the commute without
 * relocation (or, for a 'maybe', outside the states of the preferred places), a related role
 * beyond the commute, pay far under the floor. Pure: no database, no clock.
 */
export function scoreJob(job: MatchableJob, criteria: CandidateCriteria): JobScore | null {
  const role = roleFit(job, criteria)
  if (!role) return null
  const shift = shiftFit(job, criteria)
  if (!shift) return null
  const place = placeFit(job, criteria)
  if (!place) return null
  // A close role far away is two compromises: not offered.
  if (role.role === 'related' && place.place.kind === 'far') return null
  const pay = payFit(job, criteria.payFloor)
  if (pay === null) return null
  const benefits = benefitFit(job, criteria.requiredBenefits)
  const skills = skillFit(job, criteria)

  const parts: Record<MatchPart, number> = {
    jobType: role.fraction,
    location: place.fraction,
    pay,
    shift: shift.fraction,
    benefits: benefits.fraction,
    skills: skills.fraction,
    experience: experienceFit(job, criteria.yearsOfExperience),
  }
  let total = 0
  for (const part of Object.keys(MATCH_WEIGHTS) as MatchPart[])
    total += MATCH_WEIGHTS[part] * parts[part]
  const compromises: Compromise[] = []
  if (role.role === 'related') compromises.push('role')
  if (place.place.kind === 'far') compromises.push('distance')
  if (criteria.payFloor !== undefined && hourlyPay(job).max < criteria.payFloor)
    compromises.push('pay')
  if (benefits.missing.length > 0) compromises.push('benefits')
  const squeezed = compromises.length > 0 ? squeezeIntoGoodBand(total) : total
  return {
    score: Math.min(100, Math.max(0, Math.round(squeezed))),
    parts,
    compromises,
    role: role.role,
    place: place.place,
    wantedShifts: shift.wantedShifts,
    missingBenefits: benefits.missing,
    matchedSkills: skills.matched,
    matchedCertifications: skills.certifications,
  }
}
