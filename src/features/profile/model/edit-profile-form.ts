import {
  ABOUT_ME_MAX_LENGTH,
  CATEGORIES,
  DATE_OF_BIRTH_MESSAGES,
  DESIGNATION_MAX_LENGTH,
  EXPECTED_PAY_RATE_MAX,
  EXPERIENCE_TIMES,
  GENDERS,
  LANGUAGES,
  LOCATION_MAX_LENGTH,
  QUALIFICATIONS,
  dateOfBirthProblem,
  experienceTimeOfYears,
  type CandidateProfile,
  type EditProfileRequest,
} from '@contract/profile'
import { hasControlCharacters, withoutFreeTextControlCharacters } from '@contract/text'
import { filterName, isEmailValid, isNameValid } from '@/shared/format/person-name'
import type { ProfileTexts } from '../profile-texts'

type ProblemTexts = ProfileTexts['edit']['errors']

/**
 * The /edit-profile form (docs/product.md#edit-profile) as typed: every value a
 * string (or list, or flag) the inputs hold. The phone is shown but not edited.
 */
export interface EditProfileForm {
  firstName: string
  lastName: string
  emailId: string
  /** YYYY-MM-DD (the date input's value) or ''. */
  dateOfBirth: string
  gender: string
  /** As typed; a number of dollars per hour, or ''. */
  expectedPayRate: string
  experienceTime: string
  qualification: string
  location: string
  language: string
  currentDesignation: string
  categories: readonly string[]
  showProfile: boolean
  aboutMe: string
}

export type EditProfileField = keyof EditProfileForm

/** The fields in the order the form shows them: the first with a problem takes the focus. */
export const EDIT_PROFILE_FIELD_ORDER: readonly EditProfileField[] = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'emailId',
  'gender',
  'expectedPayRate',
  'experienceTime',
  'qualification',
  'location',
  'language',
  'currentDesignation',
  'categories',
  'showProfile',
  'aboutMe',
]

/** A value of an option list, or '' when the stored one is not on it. */
const optionOf = (options: readonly string[], value: string): string =>
  options.includes(value) ? value : ''

/** Names as stored, else split from the full name (a profile written before names were kept). */
const namesOf = (profile: CandidateProfile) => {
  const { firstName, lastName } = profile.profileDetails
  if (firstName || lastName) return { firstName, lastName }
  const [first = '', ...rest] = profile.personalInfo.name.trim().split(/\s+/)
  return { firstName: first, lastName: rest.join(' ') }
}

/**
 * The form filled from the profile: the candidate's own entries, and where they made none what
 * the analysis knows (years of experience as an 'Experience time', the highest degree when it is
 * one of the list).
 */
export function editProfileFormOf(profile: CandidateProfile): EditProfileForm {
  const details = profile.profileDetails
  return {
    ...namesOf(profile),
    emailId: profile.contactInfo.email,
    dateOfBirth: details.dateOfBirth,
    gender: optionOf(GENDERS, profile.personalInfo.gender),
    expectedPayRate: details.expectedPayRate === null ? '' : String(details.expectedPayRate),
    experienceTime:
      optionOf(EXPERIENCE_TIMES, details.experienceTime) ||
      experienceTimeOfYears(profile.experienceInfo.yearsOfExperience),
    qualification:
      optionOf(QUALIFICATIONS, details.qualification) ||
      optionOf(QUALIFICATIONS, profile.education.highestDegree),
    location: profile.contactInfo.address,
    language: optionOf(LANGUAGES, details.language),
    currentDesignation: profile.currentExperience.currentOccupation,
    categories: CATEGORIES.filter((category) => details.categories.includes(category)),
    showProfile: details.showProfile,
    aboutMe: profile.personalInfo.professionalSummary,
  }
}

/** Names drop what they cannot hold as typed (docs/product.md#edit-profile, as in onboarding). */
export const withName = (
  form: EditProfileForm,
  field: 'firstName' | 'lastName',
  typed: string,
): EditProfileForm => ({ ...form, [field]: filterName(typed) })

/**
 * About me is cut at 1000 characters (a paste may be longer) and keeps its tabs and line
 * breaks, but not the other control characters a paste may carry (the server refuses them).
 */
export const withAboutMe = (form: EditProfileForm, typed: string): EditProfileForm => ({
  ...form,
  aboutMe: withoutFreeTextControlCharacters(typed).slice(0, ABOUT_ME_MAX_LENGTH),
})

/** Ticks or unticks a category; the chosen ones keep the list's order. */
export const toggleCategory = (form: EditProfileForm, category: string): EditProfileForm => {
  if (!(CATEGORIES as readonly string[]).includes(category)) return form
  const chosen = form.categories.includes(category)
  return {
    ...form,
    categories: CATEGORIES.filter((item) =>
      item === category ? !chosen : form.categories.includes(item),
    ),
  }
}

const PAY_PATTERN = /^\d+(\.\d+)?$/

/** The pay as typed, as a number: '' is none (null), anything not a plain number is NaN. */
export const parsePayRate = (typed: string): number | null => {
  const value = typed.trim().replace(/^\$\s*/, '')
  if (value === '') return null
  return PAY_PATTERN.test(value) ? Number(value) : Number.NaN
}

/** The contract's date-of-birth problem (its English message) as the form words it. */
const dateOfBirthError = (problem: string, errors: ProblemTexts): string => {
  switch (problem) {
    case DATE_OF_BIRTH_MESSAGES.future:
      return errors.dateOfBirthFuture
    case DATE_OF_BIRTH_MESSAGES.tooOld:
      return errors.dateOfBirthTooOld
    case DATE_OF_BIRTH_MESSAGES.tooYoung:
      return errors.dateOfBirthTooYoung
    default:
      return errors.dateOfBirthFormat
  }
}

/**
 * What is wrong with each field (docs/product.md#edit-profile and docs/adr/0066), as the text shown
 * under it: names as in onboarding, the email pattern, a real date of birth in the past (and the
 * candidate at least 18), the pay a number. Empty optional fields are fine. `today` is the
 * browser's date, as the contract checks it; `errors` the texts in the language on screen.
 */
export function editProfileProblems(
  form: EditProfileForm,
  today: Date,
  errors: ProblemTexts,
): Partial<Record<EditProfileField, string>> {
  const problems: Partial<Record<EditProfileField, string>> = {}
  if (!isNameValid(form.firstName)) problems.firstName = errors.firstName
  if (!isNameValid(form.lastName)) problems.lastName = errors.lastName
  if (!isEmailValid(form.emailId)) problems.emailId = errors.emailId
  const dateProblem = dateOfBirthProblem(form.dateOfBirth.trim(), today)
  if (dateProblem) problems.dateOfBirth = dateOfBirthError(dateProblem, errors)
  const pay = parsePayRate(form.expectedPayRate)
  if (pay !== null && Number.isNaN(pay)) problems.expectedPayRate = errors.expectedPayRate
  else if (pay !== null && pay > EXPECTED_PAY_RATE_MAX)
    problems.expectedPayRate = errors.expectedPayRateTooHigh
  if (form.location.trim().length > LOCATION_MAX_LENGTH) problems.location = errors.location
  if (form.currentDesignation.trim().length > DESIGNATION_MAX_LENGTH)
    problems.currentDesignation = errors.currentDesignation
  // The contract refuses control characters (About me drops them as typed: withAboutMe).
  if (hasControlCharacters(form.location)) problems.location = errors.controlCharacters
  if (hasControlCharacters(form.currentDesignation))
    problems.currentDesignation = errors.controlCharacters
  return problems
}

/** The first field with a problem, in the form's order. */
export const firstProblemField = (
  problems: Partial<Record<EditProfileField, string>>,
): EditProfileField | undefined => EDIT_PROFILE_FIELD_ORDER.find((field) => problems[field])

/**
 * The UpdateCandidateDetails body (contract/profile.ts editProfileRequestSchema): trimmed
 * text, the pay as a number or null. Only for a form without problems.
 */
export function editProfileRequestOf(
  form: EditProfileForm,
  isProfileImageUploaded: boolean,
): EditProfileRequest {
  const pay = parsePayRate(form.expectedPayRate)
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    emailId: form.emailId.trim(),
    dateOfBirth: form.dateOfBirth.trim(),
    gender: optionOf(GENDERS, form.gender) as EditProfileRequest['gender'],
    expectedPayRate: pay === null || Number.isNaN(pay) ? null : pay,
    experienceTime: optionOf(
      EXPERIENCE_TIMES,
      form.experienceTime,
    ) as EditProfileRequest['experienceTime'],
    qualification: optionOf(
      QUALIFICATIONS,
      form.qualification,
    ) as EditProfileRequest['qualification'],
    location: form.location.trim(),
    language: optionOf(LANGUAGES, form.language) as EditProfileRequest['language'],
    currentDesignation: form.currentDesignation.trim(),
    categories: CATEGORIES.filter((category) => form.categories.includes(category)),
    showProfile: form.showProfile,
    aboutMe: form.aboutMe.trim(),
    isProfileImageUploaded,
  }
}
