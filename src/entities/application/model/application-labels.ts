import {
  APPLICATION_STATUSES,
  CANDIDATE_FEEDBACK_STATES,
  TOP_MATCH_SCORE,
  type ApplicationStatus,
  type CandidateFeedbackState,
} from '@contract/applications'

/** docs/adr/0047: one line everywhere, Top Match from 80. */
export const isTopMatch = (matchScore: number): boolean => matchScore >= TOP_MATCH_SCORE

/** The English label of a match score ('Top Match' / 'Good Match'). */
export const matchLabel = (matchScore: number): 'Top Match' | 'Good Match' =>
  isTopMatch(matchScore) ? 'Top Match' : 'Good Match'

/** A status as any backend may spell it ('inreview', 'INREVIEW'), or undefined if unknown. */
export const knownStatus = (status: string): ApplicationStatus | undefined =>
  APPLICATION_STATUSES.find((known) => known.toLowerCase() === status.trim().toLowerCase())

/**
 * docs/product.md#statuses-and-allowed-moves: the label of a status, matched case-insensitively; an
 * unknown one as sent. The labels are the language's on screen (useStatusLabel).
 */
export const statusLabel = (
  status: string,
  labels: Readonly<Record<ApplicationStatus, string>>,
): string => {
  const known = knownStatus(status)
  return known ? labels[known] : status
}

export type StatusTone =
  'info' | 'warning' | 'success-strong' | 'success-light' | 'error' | 'neutral'

/**
 * docs/product.md#statuses-and-allowed-moves badge colours: info for InReview, warning for
 * Interview, strong success for Hired, light success for JobOffer, error for every dismissed
 * variant, neutral otherwise.
 */
export const statusTone = (status: string): StatusTone => {
  switch (knownStatus(status)) {
    case 'InReview':
      return 'info'
    case 'Interview':
      return 'warning'
    case 'Hired':
      return 'success-strong'
    case 'JobOffer':
      return 'success-light'
    case 'Dismissed':
    case 'CandidateDismissed':
    case 'RecruiterDismissed':
      return 'error'
    default:
      return 'neutral'
  }
}

/** The candidate's feedback; none yet, or one this app does not know, counts as Neutral. */
export const feedbackState = (state: string | null | undefined): CandidateFeedbackState =>
  CANDIDATE_FEEDBACK_STATES.find((known) => known.toLowerCase() === state?.toLowerCase()) ??
  'Neutral'
