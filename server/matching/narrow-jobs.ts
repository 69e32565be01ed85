import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jobs } from '../db/schema'
import type { CandidateCriteria } from './candidate-criteria'
import { boxAround, type BoundingBox } from './geo'
import { hoursPerPayUnit } from './job-pay'
import { PAY_DROP_SHORTFALL } from './match-rules'
import { readJobs } from './read-jobs'
import type { MatchableJob } from './score-job'

/**
 * SQL narrows, the engine scores: the open jobs that can pass the hard rules of scoreJob.
 * Every condition here is as loose as its rule in score-job.ts or looser, so narrowing never
 * loses a match (tests/integration/matching.test.ts proves it on the catalogue); scoreJob
 * decides.
 */

const textArray = (values: Iterable<string>) =>
  sql`ARRAY[${sql.join(
    [...values].map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`

/** Dollars an hour at the top of the posted range. */
const hourlyMaxPay = sql`(${jobs.payRateMax} / CASE ${jobs.payRateType} WHEN 'Weekly' THEN ${sql.raw(
  String(hoursPerPayUnit('Weekly')),
)} WHEN 'Annual' THEN ${sql.raw(String(hoursPerPayUnit('Annual')))} ELSE 1 END)`

/**
 * Wanted job types; related ones too, but beyond the commute only wanted ones (a close role
 * far away is two compromises). No types named: any type but the ruled-out ones.
 */
function roleCondition(criteria: CandidateCriteria, near: SQL | undefined): SQL | undefined {
  const { wantedRoles, relatedRoles, excludedRoles } = criteria
  if (wantedRoles.size === 0)
    return excludedRoles.size > 0 ? notInArray(jobs.jobType, [...excludedRoles]) : undefined
  if (relatedRoles.size === 0) return inArray(jobs.jobType, [...wantedRoles])
  if (!near) return inArray(jobs.jobType, [...wantedRoles, ...relatedRoles])
  return or(
    inArray(jobs.jobType, [...wantedRoles]),
    and(inArray(jobs.jobType, [...relatedRoles]), near),
  )
}

function shiftConditions(criteria: CandidateCriteria): SQL[] {
  const conditions: SQL[] = []
  if (criteria.wantedShifts)
    conditions.push(sql`${jobs.shifts} && ${textArray(criteria.wantedShifts)}`)
  if (criteria.excludedShifts.size > 0)
    conditions.push(sql`NOT (${jobs.shifts} <@ ${textArray(criteria.excludedShifts)})`)
  return conditions
}

function payCondition(criteria: CandidateCriteria): SQL | undefined {
  if (criteria.payFloor === undefined || criteria.payFloor <= 0) return undefined
  // A cent of slack: numeric and floating point may disagree on the last digit.
  const lowest = criteria.payFloor * (1 - PAY_DROP_SHORTFALL) - 0.01
  return sql`${hourlyMaxPay} >= ${sql.raw(String(lowest))}`
}

const within = (box: BoundingBox) =>
  sql`(${jobs.latitude} BETWEEN ${box.south} AND ${box.north} AND ${jobs.longitude} BETWEEN ${box.west} AND ${box.east})`

/** Within the commute of a preferred place (a box around it), in its metro area or its state. */
function nearCondition(criteria: CandidateCriteria): SQL | undefined {
  if (criteria.preferredPlaces.length === 0) return undefined
  const near: SQL[] = []
  const states = new Set<string>()
  const metros = new Set<string>()
  for (const place of criteria.preferredPlaces) {
    if (place.kind === 'state' && place.state) states.add(place.state)
    if (place.kind === 'metro' && place.metroArea) metros.add(place.metroArea)
    for (const point of place.points) near.push(within(boxAround(point, criteria.commuteMiles)))
  }
  if (states.size > 0) near.push(inArray(jobs.state, [...states]))
  if (metros.size > 0) near.push(inArray(jobs.metroArea, [...metros]))
  return or(...near)
}

/** Near; for a 'maybe', also anywhere in the states of the preferred places; a 'yes', anywhere. */
function placeCondition(criteria: CandidateCriteria, near: SQL | undefined): SQL | undefined {
  if (!near || criteria.relocation === 'yes') return undefined
  if (criteria.relocation === 'maybe')
    return or(near, inArray(jobs.state, [...criteria.preferredStates]))
  return near
}

function excludedPlaceConditions(criteria: CandidateCriteria): SQL[] {
  const states = criteria.excludedPlaces.flatMap((place) =>
    place.kind === 'state' && place.state ? [place.state] : [],
  )
  const metros = criteria.excludedPlaces.flatMap((place) =>
    place.kind === 'metro' && place.metroArea ? [place.metroArea] : [],
  )
  return [
    ...(states.length > 0 ? [notInArray(jobs.state, states)] : []),
    ...(metros.length > 0 ? [notInArray(jobs.metroArea, metros)] : []),
  ]
}

function narrowingCondition(criteria: CandidateCriteria): SQL | undefined {
  const near = nearCondition(criteria)
  return and(
    eq(jobs.status, 'open'),
    roleCondition(criteria, near),
    ...shiftConditions(criteria),
    payCondition(criteria),
    placeCondition(criteria, near),
    ...excludedPlaceConditions(criteria),
  )
}

/** The open jobs that can pass the candidate's hard rules, with the columns scoring needs. */
export function readCandidateJobs(
  db: Database,
  criteria: CandidateCriteria,
): Promise<MatchableJob[]> {
  return readJobs(db, narrowingCondition(criteria), {
    benefits: criteria.requiredBenefits.length > 0,
    skills: criteria.skills.length > 0,
  })
}
