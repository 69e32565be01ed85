import { EMAIL_PATTERN, NAME_PATTERN } from '@contract/onboarding'

/** The longest name the server takes (contract/onboarding.ts). */
export const NAME_MAX_LENGTH = 100

export interface ProfileForm {
  firstName: string
  lastName: string
  emailId: string
  termsAccepted: boolean
}

export const emptyProfileForm: ProfileForm = {
  firstName: '',
  lastName: '',
  emailId: '',
  termsAccepted: false,
}

/** SPEC.md 5: names keep only letters, spaces and hyphens; anything else is dropped as typed. */
export const filterName = (value: string): string =>
  value.replace(/[^\p{L} -]/gu, '').slice(0, NAME_MAX_LENGTH)

/** Non-empty after trimming, and only letters, spaces and hyphens. */
export const isNameValid = (value: string): boolean => {
  const name = value.trim()
  return name !== '' && NAME_PATTERN.test(name)
}

/** SPEC.md 5: text, @, text, a dot, text, no spaces (surrounding spaces are trimmed). */
export const isEmailValid = (value: string): boolean => EMAIL_PATTERN.test(value.trim())

/** Continue is enabled only when both names, the email and the terms box all hold. */
export const canSubmitProfile = (form: ProfileForm): boolean =>
  isNameValid(form.firstName) &&
  isNameValid(form.lastName) &&
  isEmailValid(form.emailId) &&
  form.termsAccepted

/** What UpdateCandidateDetails receives: trimmed names and email, and the full name. */
export const toProfileDetails = (form: ProfileForm) => {
  const firstName = form.firstName.trim()
  const lastName = form.lastName.trim()
  return { firstName, lastName, emailId: form.emailId.trim(), fullName: `${firstName} ${lastName}` }
}
