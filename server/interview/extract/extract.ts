import { Answer } from './answer'
import { readBenefits } from './benefits'
import { readCommute } from './commute'
import { emptyDraft, type Draft } from './draft'
import { readExperience } from './experience'
import { readJobs } from './jobs'
import { readLocations } from './locations'
import { readPay } from './pay'
import { readRelocation } from './relocation'
import { readShifts } from './shifts'
import { readSkills } from './skills'
import { EXCLUDABLE_SLOTS, type ExtractOptions, type SlotValues } from './types'

/**
 * The preference slots one typed or transcribed answer fills. Pure and deterministic. Rules
 * run in an order that lets a number be read once: benefits (401k), pay, commute, years,
 * places and zip codes, then shifts, jobs and skills.
 */
export function extractSlots(text: string, options: ExtractOptions = {}): SlotValues {
  const answer = new Answer(text, options)
  const draft = emptyDraft()
  readRelocation(answer, draft)
  readBenefits(answer, draft)
  readPay(answer, draft)
  readCommute(answer, draft)
  readExperience(answer, draft)
  readLocations(answer, draft)
  readShifts(answer, draft)
  readJobs(answer, draft)
  readSkills(answer, draft)
  return toSlotValues(draft)
}

function toSlotValues(draft: Draft): SlotValues {
  const values: SlotValues = {}
  if (draft.jobTypes.length > 0) values.jobTypes = draft.jobTypes
  if (draft.roles.length > 0) values.roles = draft.roles
  if (draft.shiftPreferences.length > 0) values.shiftPreferences = draft.shiftPreferences
  if (draft.preferredLocations.length > 0) values.preferredLocations = draft.preferredLocations
  if (draft.maximumCommuteDistance) values.maximumCommuteDistance = draft.maximumCommuteDistance
  if (draft.relocation) values.relocation = draft.relocation
  if (draft.hourlyRateRange) values.hourlyRateRange = draft.hourlyRateRange
  if (draft.requiredBenefits.length > 0) values.requiredBenefits = draft.requiredBenefits
  if (draft.skills.length > 0) values.skills = draft.skills
  if (draft.yearsOfExperience !== undefined) values.yearsOfExperience = draft.yearsOfExperience
  const excluded: NonNullable<SlotValues['excluded']> = {}
  for (const slot of EXCLUDABLE_SLOTS) {
    const list = draft.excluded[slot]
    // Ruled out and asked for in the same answer: the wish stands.
    const kept = (list as string[]).filter((value) => !(draft[slot] as string[]).includes(value))
    if (kept.length > 0) Object.assign(excluded, { [slot]: kept })
  }
  if (Object.keys(excluded).length > 0) values.excluded = excluded
  return values
}
