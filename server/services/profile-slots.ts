import { FIXED_JOB_TYPES, type FixedJobType } from '../../contract/jobs'
import { filledSlots, type InterviewSlot } from '../interview/dialogue'
import { extractSlots, mergeSlots, type SlotValues } from '../interview/extract'
import type { DraftProfile } from '../resume/draft-profile'
import { cityStateOf } from '../resume/places'

/**
 * What the candidate has told us before the interview, as interview slot values: the one reading
 * that decides which questions the recruiter skips, what it reads back for them, and what the
 * profile analysis falls back to (docs/adr/0120). One function, so a question is skipped exactly
 * when its value will be saved.
 */

export interface ProfileBeforeInterview {
  /** Onboarding step 2's fixed job types. */
  selectedTitles: readonly string[]
  /** Onboarding step 2's free-text titles. */
  customTitles: readonly string[]
  /** The newest analysed resume's draft, when there is one. */
  resume: DraftProfile | undefined
}

const isFixedJobType = (title: string): title is FixedJobType =>
  (FIXED_JOB_TYPES as readonly string[]).includes(title)

/** The lists joined, each item trimmed, without blanks or repeats that differ only in case. */
export function uniqueIgnoringCase(
  ...lists: ReadonlyArray<readonly string[] | undefined>
): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const item of lists.flatMap((list) => list ?? [])) {
    const key = item.trim().toLowerCase()
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    out.push(item.trim())
  }
  return out
}

/**
 * Onboarding step 2 as slots: the fixed types as they are, each free-text title read by the
 * recruiter's own extractor (so 'forklift driver' means Forklift Operator), and kept as a role
 * in the candidate's words when the extractor knows no role for it.
 */
export function titleSlots(
  selectedTitles: readonly string[],
  customTitles: readonly string[],
): SlotValues {
  let slots: SlotValues = {}
  const fixed = selectedTitles.filter(isFixedJobType)
  if (fixed.length > 0) slots.jobTypes = fixed
  for (const raw of customTitles) {
    const title = raw.trim()
    if (title === '') continue
    const read = extractSlots(title, { expectedSlot: 'jobTypes' })
    const found: SlotValues = {}
    if (read.jobTypes) found.jobTypes = read.jobTypes
    if (read.roles) found.roles = read.roles
    if (!found.jobTypes && !found.roles) found.roles = [title]
    slots = mergeSlots(slots, found)
  }
  return slots
}

/**
 * The resume as slots. An empty resume says 0 years, so only a positive figure or a job history
 * answers the years question; a place counts only as 'City, ST', the form matching reads, so a
 * street address alone leaves the location question to be asked.
 */
export function resumeSlots(resume: DraftProfile | undefined): SlotValues {
  if (!resume) return {}
  const slots: SlotValues = {}
  const skills = uniqueIgnoringCase(resume.skillInfo.skills)
  if (skills.length > 0) slots.skills = skills
  const { yearsOfExperience, employmentHistory } = resume.experienceInfo
  if (yearsOfExperience > 0 || employmentHistory.length > 0) {
    slots.yearsOfExperience = yearsOfExperience
  }
  const place = cityStateOf(resume.contactInfo.address)
  if (place !== '') slots.preferredLocations = [place]
  return slots
}

/** Onboarding's titles and the resume together (they fill different slots). */
export const profileSlots = (known: ProfileBeforeInterview): SlotValues => ({
  ...titleSlots(known.selectedTitles, known.customTitles),
  ...resumeSlots(known.resume),
})

/** The questions the recruiter need not ask, in interview order. */
export const answeredBeforeInterview = (known: ProfileBeforeInterview): InterviewSlot[] =>
  filledSlots(profileSlots(known))
