import { OPEN_APPLICATION_STATUSES, type CandidateFeedbackState } from '@contract/applications'
import { knownStatus } from '@/entities/application/model/application-labels'

const OPEN_STATUSES: readonly string[] = OPEN_APPLICATION_STATUSES

/**
 * The status the server sets after feedback, shown before it answers: NotInterested on an open
 * application (InReview, Interview, JobOffer) dismisses it as CandidateDismissed; anything
 * else leaves the status alone.
 */
export const statusAfterFeedback = (status: string, decision: CandidateFeedbackState): string => {
  const known = knownStatus(status)
  return decision === 'NotInterested' && known !== undefined && OPEN_STATUSES.includes(known)
    ? 'CandidateDismissed'
    : status
}

/** An application (card or detail) as it stands once the feedback is in. */
export const withFeedback = <
  T extends { applicationStatus: string; candidateFeedbackState: string | null },
>(
  application: T,
  decision: CandidateFeedbackState,
): T => ({
  ...application,
  candidateFeedbackState: decision,
  applicationStatus: statusAfterFeedback(application.applicationStatus, decision),
})
