import { requirement, type Requirement } from '../vocabulary/roles'

/** Requirements any industrial job may list, besides the role's own. */
export const COMMON_REQUIREMENTS: readonly Requirement[] = [
  requirement('Must be 18 or older', 'be 18 or older'),
  requirement('High school diploma or GED', 'have a high school diploma or GED'),
  requirement('Pass a background check', 'pass a background check'),
  requirement('Pass a drug screen', 'pass a drug screen'),
  requirement('Steel-toe boots', 'wear steel-toe boots'),
  requirement('Able to stand and walk for a full shift', 'stand and walk for a full shift'),
  requirement('Reliable transportation', 'have reliable transportation'),
]

export const liftRequirement = (lbs: number): Requirement =>
  requirement(`Able to lift ${lbs} lbs`, `be able to lift ${lbs} lbs`)
