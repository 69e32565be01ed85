import type { SlotValues } from '../../../server/interview/extract'

/**
 * What candidates said in the interview, as the recruiter stores it (engagements.slots), for
 * tests that need an analysis with a known outcome on the seeded catalogue.
 */

/** Wants most of what a Dallas warehouse offers, any shift: more than ten matches. */
export const WAREHOUSE_DALLAS: SlotValues = {
  jobTypes: ['Warehouse Associate', 'Order Picker', 'Material Handler'],
  preferredLocations: ['Dallas, TX'],
  maximumCommuteDistance: '30 miles',
  relocation: 'no',
  hourlyRateRange: { min: 16 },
  skills: ['RF scanner', 'Pallet jack'],
  yearsOfExperience: 2,
}

/** A forklift driver near Dallas who wants nights and will not move: a few matches only. */
export const FORKLIFT_NIGHTS_DALLAS: SlotValues = {
  jobTypes: ['Forklift Operator'],
  shiftPreferences: ['third'],
  preferredLocations: ['Dallas, TX'],
  maximumCommuteDistance: '25 miles',
  relocation: 'no',
  hourlyRateRange: { min: 17 },
  skills: ['Forklift certification'],
  yearsOfExperience: 4,
}
