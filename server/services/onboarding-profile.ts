import type * as v from 'valibot'
import type { updateCandidateDetailsRequestSchema } from '../../contract/onboarding'
import type { Database } from '../db/client'
import { badRequest } from '../errors'
import type { BlobStore } from '../providers/blob/blob-store'
import type { JobQueue } from '../queue/job-queue'
import { saveCandidateDetails } from './candidates'
import {
  checkUploadedResume,
  findLatestPendingResume,
  markResumeUploaded,
  queueUploadSweep,
  RESUME_MESSAGES,
} from './resumes'

/**
 * Onboarding step 1 (UpdateCandidateDetails with isCandidateOnboarding=true). With
 * isResumeUploaded the newest pending upload is checked first and its bytes copied where the
 * upload URL cannot write; a bad file is deleted and nothing else is written. Names, step,
 * resume state, the resume's analysis job and the upload's erasure commit together.
 */
export async function saveOnboardingProfile(
  deps: { db: Database; blobs: BlobStore; queue: JobQueue },
  candidateId: string,
  body: v.InferOutput<typeof updateCandidateDetailsRequestSchema>,
  now: Date,
): Promise<{ resumeUploaded: boolean }> {
  let resume: Awaited<ReturnType<typeof findLatestPendingResume>>
  let checked: Awaited<ReturnType<typeof checkUploadedResume>> | undefined
  if (body.isResumeUploaded) {
    resume = await findLatestPendingResume(deps.db, candidateId)
    if (!resume) throw badRequest(RESUME_MESSAGES.missing)
    checked = await checkUploadedResume({ ...deps, now }, resume)
  }

  await deps.db.transaction(async (tx) => {
    await saveCandidateDetails(
      tx,
      candidateId,
      { firstName: body.firstName, lastName: body.lastName, email: body.emailId },
      now,
    )
    // False when a concurrent request already took this upload: it queued the analysis.
    if (resume && checked && (await markResumeUploaded(tx, resume.id, checked, now))) {
      // The job commits with the upload; the resume's id as the job's makes a repeat a no-op.
      await deps.queue.send('resume-analysis', { resumeId: resume.id }, { tx, id: resume.id })
      await queueUploadSweep(tx, deps.queue, resume, now)
    }
  })
  // The checked copy is what counts now; the sweep queued above makes sure of it later.
  if (resume) await deps.blobs.delete(resume.blobName)
  return { resumeUploaded: resume !== undefined }
}
