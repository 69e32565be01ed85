import {
  DELETE_ACCOUNT_OPTIONS,
  deleteCandidateRequestOf,
  OTHER_REASON,
  OTHER_REASON_MAX_LENGTH,
  type DeleteCandidateRequest,
} from '@contract/profile'

/**
 * What the candidate has chosen in the delete-account modal (docs/product.md#deleting-the-account).
 */
export interface DeleteAccountForm {
  /** Options of DELETE_ACCOUNT_OPTIONS, in the order the modal lists them. */
  selected: readonly string[]
  otherReason: string
}

/** Why 'Yes, delete my account' cannot be used yet; null when it can. */
type DeleteAccountProblem = 'chooseReason' | 'otherReasonMissing'

/** Nothing chosen: how the modal opens, and what closing it returns to. */
export const emptyDeleteAccountForm: DeleteAccountForm = { selected: [], otherReason: '' }

/** Ticks or unticks an option; the chosen ones keep the modal's order. */
export const toggleDeleteReason = (form: DeleteAccountForm, option: string): DeleteAccountForm => {
  if (!(DELETE_ACCOUNT_OPTIONS as readonly string[]).includes(option)) return form
  const chosen = form.selected.includes(option)
  return {
    ...form,
    selected: DELETE_ACCOUNT_OPTIONS.filter((item) =>
      item === option ? !chosen : form.selected.includes(item),
    ),
  }
}

/** The other-reason text as typed, cut at 300 characters (a paste may be longer). */
export const withDeleteOtherReason = (
  form: DeleteAccountForm,
  text: string,
): DeleteAccountForm => ({
  ...form,
  otherReason: text.slice(0, OTHER_REASON_MAX_LENGTH),
})

export const choosesOtherDeleteReason = (form: DeleteAccountForm): boolean =>
  form.selected.includes(OTHER_REASON)

/**
 * docs/product.md#deleting-the-account: at least one reason; with 'Other reason' its text must be
 * non-empty after trimming (the box takes at most 300 characters).
 */
export const deleteAccountProblem = (form: DeleteAccountForm): DeleteAccountProblem | null => {
  if (form.selected.length === 0) return 'chooseReason'
  if (choosesOtherDeleteReason(form) && form.otherReason.trim() === '') return 'otherReasonMissing'
  return null
}

/**
 * The request body (docs/product.md#deleting-the-account): the reasons without 'Other reason',
 * and its text trimmed, only when 'Other reason' is chosen. Null while the form has a problem.
 */
export const deleteAccountRequest = (form: DeleteAccountForm): DeleteCandidateRequest | null => {
  const result = deleteCandidateRequestOf(form.selected, form.otherReason)
  return result.ok ? result.body : null
}
