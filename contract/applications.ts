import * as v from 'valibot'

/**
 * Applications the agency makes on a candidate's behalf, and how their status moves
 * (SPEC.md 4 'Application statuses'). SPEC.md shows no allowed transitions; these are ours.
 */
export const APPLICATION_STATUSES = [
  'InReview',
  'Interview',
  'JobOffer',
  'Hired',
  'Dismissed',
  'CandidateDismissed',
  'RecruiterDismissed',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const applicationStatusSchema = v.picklist(
  APPLICATION_STATUSES,
  `status must be one of ${APPLICATION_STATUSES.join(', ')}`,
)

/** Statuses an application can still move out of. Hired and every dismissed variant are final. */
export const OPEN_APPLICATION_STATUSES = ['InReview', 'Interview', 'JobOffer'] as const
export const DISMISSED_STATUSES = ['Dismissed', 'CandidateDismissed', 'RecruiterDismissed'] as const

/**
 * The pipeline: InReview -> Interview -> JobOffer -> Hired, and any open status to a dismissed
 * variant. Nothing moves backwards and nothing leaves a final status.
 */
export const ALLOWED_TRANSITIONS: Readonly<
  Record<ApplicationStatus, readonly ApplicationStatus[]>
> = {
  InReview: ['Interview', ...DISMISSED_STATUSES],
  Interview: ['JobOffer', ...DISMISSED_STATUSES],
  JobOffer: ['Hired', ...DISMISSED_STATUSES],
  Hired: [],
  Dismissed: [],
  CandidateDismissed: [],
  RecruiterDismissed: [],
}

export const canTransition = (from: ApplicationStatus, to: ApplicationStatus): boolean =>
  ALLOWED_TRANSITIONS[from].includes(to)

/** DESIGN.md 6 and 8b: one line everywhere. Top Match from 80, Good Match 60 to 79, below is no match. */
export const TOP_MATCH_SCORE = 80
export const GOOD_MATCH_SCORE = 60

export const CANDIDATE_FEEDBACK_STATES = ['Interested', 'NotInterested', 'Neutral'] as const
export type CandidateFeedbackState = (typeof CANDIDATE_FEEDBACK_STATES)[number]
