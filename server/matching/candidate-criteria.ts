import type { Shift } from '../../contract/jobs'
import type { Relocation, SlotValues } from '../interview/extract'
import { fold } from '../vocabulary/fold'
import { catalogueRole, relatedRoles } from './job-types'
import { ASSUMED_COMMUTE_MPH, DEFAULT_COMMUTE_MILES } from './match-rules'
import { resolveLocations, type ResolvedPlace } from './resolve-locations'
import { candidateSkillKeys } from './skill-keys'

/** A candidate's preferences as the rules of matching read them. */
export interface CandidateCriteria {
  /** Catalogue job types the candidate asked for; empty when they named none (any type). */
  wantedRoles: ReadonlySet<string>
  /** Close to a wanted role and not ruled out: scored lower, and offered only nearby. */
  relatedRoles: ReadonlySet<string>
  excludedRoles: ReadonlySet<string>
  /** Shifts the candidate can work; undefined when they named none or said any shift. */
  wantedShifts: ReadonlySet<Shift> | undefined
  excludedShifts: ReadonlySet<Shift>
  /** Places that resolved; none means no location rule. */
  preferredPlaces: readonly ResolvedPlace[]
  /** The states of the preferred places: where a 'maybe' would move to. */
  preferredStates: ReadonlySet<string>
  excludedPlaces: readonly ResolvedPlace[]
  commuteMiles: number
  /**
   * Beyond the commute: 'yes' keeps any job, 'maybe' one in a state of the preferred places,
   * 'no' none. Not answered counts as 'no'.
   */
  relocation: Relocation
  /** Dollars an hour; undefined when the candidate gave no pay. */
  payFloor: number | undefined
  /** Catalogue benefit labels, minus any the candidate ruled out. */
  requiredBenefits: readonly string[]
  skills: ReadonlyArray<{ label: string; keys: readonly string[] }>
  yearsOfExperience: number | undefined
}

const DAY_PARTS: readonly Shift[] = ['first', 'second', 'third']

/** '25 miles', or '30 minutes' at ASSUMED_COMMUTE_MPH; DEFAULT_COMMUTE_MILES when absent. */
export function commuteMiles(maximumCommuteDistance: string | undefined): number {
  const match = maximumCommuteDistance?.match(/^(\d+(?:\.\d+)?) (miles|minutes)$/)
  if (!match) return DEFAULT_COMMUTE_MILES
  const amount = Number(match[1])
  const miles = match[2] === 'miles' ? amount : (amount / 60) * ASSUMED_COMMUTE_MPH
  // '0 miles' would rule out every job, even one across the street: a mile at least.
  return Math.max(1, miles)
}

const rolesOf = (names: readonly string[] = []) =>
  new Set(names.map(catalogueRole).filter((role): role is string => role !== undefined))

/** The hourly floor: the range's min, or its max when only a max was given. */
const payFloorOf = (range: SlotValues['hourlyRateRange']) => range?.min ?? range?.max

/** Everything but the places, which need resolving (zip codes are looked up). */
function criteriaFromPreferences(
  preferences: SlotValues,
  places: { preferred: readonly ResolvedPlace[]; excluded: readonly ResolvedPlace[] },
): CandidateCriteria {
  const excluded = preferences.excluded ?? {}
  const excludedRoles = rolesOf([...(excluded.jobTypes ?? []), ...(excluded.roles ?? [])])
  const wantedRoles = rolesOf([...(preferences.jobTypes ?? []), ...(preferences.roles ?? [])])
  for (const role of excludedRoles) wantedRoles.delete(role)
  const related = new Set(
    [...wantedRoles]
      .flatMap(relatedRoles)
      .filter((role) => !wantedRoles.has(role) && !excludedRoles.has(role)),
  )

  const excludedShifts = new Set(excluded.shiftPreferences ?? [])
  const wanted = (preferences.shiftPreferences ?? []).filter((shift) => !excludedShifts.has(shift))
  // 'Any shift' arrives as first, second and third: every shift is then fine.
  const anyShift = wanted.length === 0 || DAY_PARTS.every((shift) => wanted.includes(shift))

  const ruledOutBenefits = new Set((excluded.requiredBenefits ?? []).map((label) => fold(label)))
  const requiredBenefits = [
    ...new Map(
      (preferences.requiredBenefits ?? [])
        .filter((label) => !ruledOutBenefits.has(fold(label)))
        .map((label) => [fold(label), label] as const),
    ).values(),
  ]

  return {
    wantedRoles,
    relatedRoles: related,
    excludedRoles,
    wantedShifts: anyShift ? undefined : new Set(wanted),
    excludedShifts,
    preferredPlaces: places.preferred,
    preferredStates: new Set(places.preferred.flatMap((place) => place.states)),
    excludedPlaces: places.excluded,
    commuteMiles: commuteMiles(preferences.maximumCommuteDistance),
    relocation: preferences.relocation ?? 'no',
    payFloor: payFloorOf(preferences.hourlyRateRange),
    requiredBenefits,
    skills: (preferences.skills ?? []).map((label) => ({ label, keys: candidateSkillKeys(label) })),
    yearsOfExperience: preferences.yearsOfExperience,
  }
}

/** The criteria of a candidate, places resolved. */
export async function candidateCriteria(preferences: SlotValues): Promise<CandidateCriteria> {
  const [preferred, excluded] = await Promise.all([
    resolveLocations(preferences.preferredLocations),
    resolveLocations(preferences.excluded?.preferredLocations),
  ])
  return criteriaFromPreferences(preferences, { preferred, excluded })
}
