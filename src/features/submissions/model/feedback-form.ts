import {
  OTHER_REASON,
  OTHER_REASON_MAX_LENGTH,
  reasonsForDecision,
  type CandidateFeedbackState,
} from '@contract/applications'

/** What the candidate has chosen in the feedback modal (docs/product.md#feedback). */
export interface FeedbackForm {
  decision: CandidateFeedbackState
  reasons: readonly string[]
  otherReason: string
}

/** Why the form cannot be sent yet; null when it can. */
type FeedbackProblem = 'chooseReason' | 'otherReasonMissing' | 'otherReasonTooLong'

/** A fresh form for a decision: nothing chosen (also what closing the modal returns to). */
export const emptyFeedbackForm = (decision: CandidateFeedbackState): FeedbackForm => ({
  decision,
  reasons: [],
  otherReason: '',
})

/** Ticks or unticks a reason; the chosen ones keep the order the modal lists them in. */
export const toggleReason = (form: FeedbackForm, reason: string): FeedbackForm => {
  const offered = reasonsForDecision(form.decision)
  if (!offered.includes(reason)) return form
  const chosen = form.reasons.includes(reason)
  return {
    ...form,
    reasons: offered.filter((item) => (item === reason ? !chosen : form.reasons.includes(item))),
  }
}

/** The other-reason text as typed, cut at the limit (a paste may be longer). */
export const withOtherReason = (form: FeedbackForm, text: string): FeedbackForm => ({
  ...form,
  otherReason: text.slice(0, OTHER_REASON_MAX_LENGTH),
})

export const choosesOtherReason = (form: FeedbackForm): boolean =>
  form.reasons.includes(OTHER_REASON)

/**
 * docs/product.md#feedback: at least one reason; with 'Other reason' its text must be non-empty
 * after trimming and at most 300 characters. Neutral records no opinion and takes no reasons.
 */
export const feedbackProblem = (form: FeedbackForm): FeedbackProblem | null => {
  if (form.decision === 'Neutral') return null
  if (form.reasons.length === 0) return 'chooseReason'
  if (choosesOtherReason(form)) {
    const text = form.otherReason.trim()
    if (text.length === 0) return 'otherReasonMissing'
    if (text.length > OTHER_REASON_MAX_LENGTH) return 'otherReasonTooLong'
  }
  return null
}

/** The body fields the form fills (docs/product.md#feedback). */
interface FeedbackChoice {
  decision: CandidateFeedbackState
  reasons: string[]
  otherReason: string
}

/** What is sent: the text trimmed, and only when 'Other reason' is chosen. */
export const feedbackChoice = (form: FeedbackForm): FeedbackChoice => ({
  decision: form.decision,
  reasons: form.decision === 'Neutral' ? [] : [...form.reasons],
  otherReason:
    form.decision !== 'Neutral' && choosesOtherReason(form) ? form.otherReason.trim() : '',
})
