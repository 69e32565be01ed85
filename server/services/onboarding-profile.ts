import type * as v from 'valibot'
import type { updateCandidateDetailsRequestSchema } from '../../contract/onboarding'
import type { Database } from '../db/client'
import { badRequest } from '../errors'
import type { BlobStore } from '../providers/blob/blob-store'
import type { JobQueue } from '../queue/job-queue'
import { saveCandidateDetails } from './candidates'
import {
  findLatestPendingResume,
  markResumeUploaded,
  RESUME_MESSAGES,
  verifyUploadedResume,
} from './resumes'

/**
 * Onboarding step 1 (UpdateCandidateDetails with isCandidateOnboarding=true). With
 * isResumeUploaded the newest pending upload is checked first; a bad file is deleted and
 * nothing else is written. Names, step, resume state and the resume's analysis job commit
 * together.
 */
export async function saveOnboardingProfile(
  deps: { db: Database; blobs: BlobStore; queue: JobQueue },
  candidateId: string,
  body: v.InferOutput<typeof updateCandidateDetailsRequestSchema>,
  now: Date,
): Promise<{ resumeUploaded: boolean }> {
  let resume: Awaited<ReturnType<typeof findLatestPendingResume>>
  let size = 0
  if (body.isResumeUploaded) {
    resume = await findLatestPendingResume(deps.db, candidateId)
    if (!resume) throw badRequest(RESUME_MESSAGES.missing)
    size = await verifyUploadedResume(deps.db, deps.blobs, resume)
  }

  await deps.db.transaction(async (tx) => {
    await saveCandidateDetails(
      tx,
      candidateId,
      { firstName: body.firstName, lastName: body.lastName, email: body.emailId },
      now,
    )
    // False when a concurrent request already took this upload: it queued the analysis.
    if (resume && (await markResumeUploaded(tx, resume.id, size, now))) {
      // The job commits with the upload; the resume's id as the job's makes a repeat a no-op.
      await deps.queue.send('resume-analysis', { resumeId: resume.id }, { tx, id: resume.id })
    }
  })
  return { resumeUploaded: resume !== undefined }
}
