import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type CandidateFeedbackState,
} from '../../../contract/applications'
import type { Database } from '../../db/client'
import { applicationFeedback, applications } from '../../db/schema'
import { noApplicationOfYours } from './application-details'
import type { JobQueue } from '../../queue/job-queue'
import { moveApplicationWithin } from './move-application'

interface Feedback {
  candidateId: string
  jobId: string
  decision: CandidateFeedbackState
  reasons: string[]
  otherReason: string
}

interface FeedbackResult {
  jobId: string
  candidateFeedbackState: CandidateFeedbackState
  applicationStatus: ApplicationStatus
}

const isOpen = (status: ApplicationStatus) =>
  (OPEN_APPLICATION_STATUSES as readonly ApplicationStatus[]).includes(status)

/**
 * POST .../applications/{jobId}/feedback, inside the caller's transaction: one feedback row per
 * submission and the latest decision on the application. 'NotInterested' on an open
 * application is the 'Dismiss Application' button: it also moves it to CandidateDismissed,
 * with its history row and without a push (the candidate did it). On a final status the
 * feedback is only recorded. The application's updated_at moves only with its status, so a
 * thumbs-up does not reorder the candidate's lists.
 */
export async function giveFeedback(
  tx: Database,
  feedback: Feedback,
  now: Date,
  /** Where the agency's updated report is queued when the candidate dismisses an application. */
  reportTo?: JobQueue,
): Promise<FeedbackResult> {
  const { candidateId, jobId, decision } = feedback
  // Locked, so feedback and an agency's move of the same application are judged in turn.
  const [application] = await tx
    .select({ id: applications.id, status: applications.status })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
    .for('update')
  if (!application) throw noApplicationOfYours()

  let status = application.status
  if (decision === 'NotInterested' && isOpen(status)) {
    status = (
      await moveApplicationWithin(
        tx,
        { candidateId, jobId, status: 'CandidateDismissed' },
        now,
        reportTo ? { reportTo } : {},
      )
    ).status
  }
  await tx.insert(applicationFeedback).values({
    id: randomUUID(),
    applicationId: application.id,
    candidateId,
    jobId,
    decision,
    reasons: feedback.reasons,
    otherReason: feedback.otherReason || null,
    createdAt: now,
  })
  await tx
    .update(applications)
    .set({ candidateFeedbackState: decision })
    .where(eq(applications.id, application.id))
  return { jobId, candidateFeedbackState: decision, applicationStatus: status }
}
