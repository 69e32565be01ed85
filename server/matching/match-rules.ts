import { TOP_MATCH_SCORE } from '../../contract/applications'

/**
 * The numbers matching runs on, in one place (docs/adr/0047).
 * Each part of a job's score is a fraction 0..1; the score is the weighted sum, 0..100.
 */
export const MATCH_WEIGHTS = {
  /** The job is the kind of work the candidate asked for: the strongest signal. */
  jobType: 30,
  /** Within the commute, and closer is better. */
  location: 20,
  /** At or above the candidate's hourly floor. */
  pay: 20,
  /** One of the shifts the candidate can work. */
  shift: 10,
  /** Only ever lowers: each required benefit the job lacks costs part of it. */
  benefits: 10,
  /** Skills and certifications the job lists that the candidate has. */
  skills: 7,
  /** Years of experience against the job's minimum. */
  experience: 3,
} as const

export type MatchPart = keyof typeof MATCH_WEIGHTS

/**
 * Top Match (TOP_MATCH_SCORE) promises that what the candidate asked for holds. A job with a
 * compromise (pay that cannot reach the floor, beyond the commute, a related role rather than
 * the one asked for, a required benefit missing) has the part of its score above
 * GOOD_MATCH_SCORE squeezed into the Good band, up to this: order is kept, Top is not reached.
 */
export const COMPROMISE_CEILING = TOP_MATCH_SCORE - 1

/** The fraction a part gets when the candidate said nothing about it: neither for nor against. */
export const NEUTRAL = 0.5

/** A job of a role close to a wanted one (Reach Truck for Forklift) keeps this much of jobType. */
export const RELATED_ROLE_FRACTION = 0.3

/** No shifts named, but some of the job's ruled out: it may put the candidate on one of them. */
export const PARTLY_RULED_OUT_SHIFTS = 0.3

/** Radius when the candidate named places but no commute. */
export const DEFAULT_COMMUTE_MILES = 25
/** '30 minutes' becomes miles at this door-to-door speed (the interview extractor uses the same). */
export const ASSUMED_COMMUTE_MPH = 30
/** At the edge of the commute the location part falls to 1 - this. */
export const DISTANCE_FALLOFF = 0.4
/** A job in a metro area or state the candidate named, wherever in it (at least this). */
export const IN_NAMED_AREA_FRACTION = 0.8
/** Beyond the commute from every preferred place, for a candidate who would relocate. */
export const FAR_FRACTION = { yes: 0.25, maybe: 0 } as const

/** Below the floor: 0.4 just under, falling to 0 at 20 % under; further under drops the job. */
export const PAY_BELOW_FLOOR_START = 0.4
export const PAY_DROP_SHORTFALL = 0.2
/** Pay that starts at the floor gets 0.9; starting 10 % above it, the full part. */
export const PAY_AT_FLOOR = 0.9
export const PAY_FULL_ABOVE = 0.1
/** A range that reaches the floor only at its top gets 0.5, rising to 0.9 as more of it is above. */
export const PAY_RANGE_REACHES_FLOOR = 0.5

/** Each missing required benefit takes this much of the benefits part. */
export const MISSING_BENEFIT_COST = 0.4
/** Each of the candidate's skills the job lists adds this to NEUTRAL (up to the full part). */
export const MATCHED_SKILL_GAIN = 0.25
