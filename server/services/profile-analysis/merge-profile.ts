import type { FixedJobType } from '../../../contract/jobs'
import type { Preferences } from '../../../contract/preferences'
import { preferencesOf } from '../../interview/dialogue/slots'
import type { SlotValues } from '../../interview/extract'
import { emptyDraftProfile, type DraftProfile } from '../../resume/draft-profile'
import { resumeSlots, titleSlots, uniqueIgnoringCase } from '../profile-slots'

/**
 * The profile analysis' merge (docs/adr/0053): the resume draft, the onboarding answers and the
 * interview's slots become one candidate profile and one set of preferences, with the source
 * of every value. Pure, so it is tested without a database and gives the same answer twice.
 *
 * Who wins: what the candidate typed in onboarding and said in the interview beats what the
 * resume parser guessed; the verified sign-in phone beats any number on a resume.
 */

export type ValueSource = 'account' | 'onboarding' | 'interview' | 'resume'
/** Dotted field path ('contactInfo.email', 'skillsAndExperience.skills') -> where its value came from. */
export type Sources = Record<string, ValueSource>

export interface MergeInput {
  /** E.164, verified at sign-in. */
  phone: string
  onboarding: {
    fullName: string | null
    email: string | null
    selectedTitles: readonly string[]
    customTitles: readonly string[]
  }
  /** The newest analysed resume's draft, when there is one. */
  resume: DraftProfile | undefined
  /** The slots the candidate filled in the interview (their own words only). */
  interview: SlotValues
}

export interface MergedCandidate {
  /** The candidate profile (docs/product.md#profile). */
  profile: DraftProfile
  profileSources: Sources
  /** What matching reads. */
  preferenceSlots: SlotValues
  /** Preferences (docs/product.md#preference): their display form. */
  preferences: Preferences
  preferenceSources: Sources
}

/** One preference field: the first source that has a value wins, and is recorded. */
function pick<K extends keyof SlotValues>(
  field: K,
  candidates: ReadonlyArray<readonly [ValueSource, SlotValues]>,
  out: SlotValues,
  sources: Sources,
  path: string,
) {
  for (const [source, values] of candidates) {
    if (values[field] === undefined) continue
    out[field] = values[field]
    sources[path] = source
    return
  }
}

function mergePreferenceSlots(input: MergeInput): { slots: SlotValues; sources: Sources } {
  const interview = input.interview
  const onboarding = titleSlots(input.onboarding.selectedTitles, input.onboarding.customTitles)
  const resume = resumeSlots(input.resume)
  const slots: SlotValues = {}
  const sources: Sources = {}

  // Job types and roles: onboarding and the interview are both the candidate's words, so
  // both count, less whatever the interview ruled out.
  const ruledOutTypes = new Set(interview.excluded?.jobTypes ?? [])
  const ruledOutRoles = new Set((interview.excluded?.roles ?? []).map((r) => r.toLowerCase()))
  const jobTypes = uniqueIgnoringCase(interview.jobTypes, onboarding.jobTypes).filter(
    (type) => !ruledOutTypes.has(type as FixedJobType),
  ) as FixedJobType[]
  const roles = uniqueIgnoringCase(interview.roles, onboarding.roles).filter(
    (role) => !ruledOutRoles.has(role.toLowerCase()),
  )
  if (jobTypes.length > 0) {
    slots.jobTypes = jobTypes
    sources['jobTypeAndSchedule.jobTypes'] = interview.jobTypes ? 'interview' : 'onboarding'
  }
  if (roles.length > 0) {
    slots.roles = roles
    sources['jobTypeAndSchedule.roles'] = interview.roles ? 'interview' : 'onboarding'
  }

  const said: ReadonlyArray<readonly [ValueSource, SlotValues]> = [['interview', interview]]
  const saidOrResume: ReadonlyArray<readonly [ValueSource, SlotValues]> = [
    ['interview', interview],
    ['resume', resume],
  ]
  pick('shiftPreferences', said, slots, sources, 'jobTypeAndSchedule.shiftPreferences')
  pick('preferredLocations', saidOrResume, slots, sources, 'location.preferredLocations')
  pick('maximumCommuteDistance', said, slots, sources, 'location.maximumCommuteDistance')
  pick('relocation', said, slots, sources, 'location.relocation')
  pick('hourlyRateRange', said, slots, sources, 'salaryAndBenefits.hourlyRateRange')
  pick('requiredBenefits', said, slots, sources, 'salaryAndBenefits.requiredBenefits')
  pick('yearsOfExperience', saidOrResume, slots, sources, 'skillsAndExperience.yearsOfExperience')

  // Skills: what they said first, then what the resume lists.
  const skills = uniqueIgnoringCase(interview.skills, resume.skills)
  if (skills.length > 0) {
    slots.skills = skills
    sources['skillsAndExperience.skills'] = interview.skills ? 'interview' : 'resume'
  }
  if (interview.excluded) slots.excluded = interview.excluded
  return { slots, sources }
}

/** A text field: the first non-empty candidate wins. */
function text(
  candidates: ReadonlyArray<readonly [ValueSource, string | null | undefined]>,
  sources: Sources,
  path: string,
): string {
  for (const [source, value] of candidates) {
    const trimmed = value?.trim() ?? ''
    if (trimmed === '') continue
    sources[path] = source
    return trimmed
  }
  return ''
}

function mergeProfile(input: MergeInput, slots: SlotValues, slotSources: Sources) {
  const resume = input.resume ?? emptyDraftProfile()
  const fromResume = input.resume !== undefined
  const sources: Sources = {}
  const resumeText = (value: string) => (fromResume ? value : '')
  const latestTitle = resume.experienceInfo.employmentHistory[0]?.jobTitle ?? ''

  const profile: DraftProfile = {
    personalInfo: {
      name: text(
        [
          ['onboarding', input.onboarding.fullName],
          ['resume', resumeText(resume.personalInfo.name)],
        ],
        sources,
        'personalInfo.name',
      ),
      gender: '',
      professionalSummary: text(
        [['resume', resumeText(resume.personalInfo.professionalSummary)]],
        sources,
        'personalInfo.professionalSummary',
      ),
    },
    currentExperience: {
      currentOccupation: text(
        [
          ['resume', resumeText(resume.currentExperience.currentOccupation)],
          ['resume', resumeText(latestTitle)],
        ],
        sources,
        'currentExperience.currentOccupation',
      ),
    },
    contactInfo: {
      address: text(
        [
          ['resume', resumeText(resume.contactInfo.address)],
          ['interview', input.interview.preferredLocations?.[0]],
        ],
        sources,
        'contactInfo.address',
      ),
      mobile: input.phone as DraftProfile['contactInfo']['mobile'],
      email: text(
        [
          ['onboarding', input.onboarding.email],
          ['resume', resumeText(resume.contactInfo.email)],
        ],
        sources,
        'contactInfo.email',
      ),
    },
    experienceInfo: {
      yearsOfExperience: slots.yearsOfExperience ?? 0,
      employmentHistory: resume.experienceInfo.employmentHistory,
    },
    education: resume.education,
    skillInfo: { skills: slots.skills ?? [] },
  }
  sources['contactInfo.mobile'] = 'account'
  const yearsSource = slotSources['skillsAndExperience.yearsOfExperience']
  if (yearsSource) sources['experienceInfo.yearsOfExperience'] = yearsSource
  const skillsSource = slotSources['skillsAndExperience.skills']
  if (skillsSource) sources['skillInfo.skills'] = skillsSource
  if (fromResume && resume.experienceInfo.employmentHistory.length > 0) {
    sources['experienceInfo.employmentHistory'] = 'resume'
  }
  if (fromResume && resume.education.educations.length > 0) sources['education'] = 'resume'
  return { profile, sources }
}

export function mergeCandidate(input: MergeInput): MergedCandidate {
  const { slots, sources: preferenceSources } = mergePreferenceSlots(input)
  const { profile, sources: profileSources } = mergeProfile(input, slots, preferenceSources)
  return {
    profile,
    profileSources,
    preferenceSlots: slots,
    preferences: preferencesOf(slots),
    preferenceSources,
  }
}
