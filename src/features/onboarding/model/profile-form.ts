import { isEmailValid, isNameValid } from '@/shared/format/person-name'

/** The name and email rules are shared with /edit-profile (shared/format/person-name.ts). */
export { filterName, isEmailValid, isNameValid, NAME_MAX_LENGTH } from '@/shared/format/person-name'

export interface ProfileForm {
  firstName: string
  lastName: string
  emailId: string
  termsAccepted: boolean
}

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
