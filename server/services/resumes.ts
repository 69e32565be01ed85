import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import {
  RESUME_CONTENT_TYPES,
  RESUME_MAX_BYTES,
  type ResumeFormat,
} from '../../contract/onboarding'
import type { Database } from '../db/client'
import { resumes } from '../db/schema'
import type { Logger } from '../logger'
import type { BlobStore } from '../providers/blob/blob-store'
import type { JobQueue } from '../queue/job-queue'
import { badRequest } from '../errors'
import { opensAsPdf } from '../resume/open-pdf'
import { queueBlobErasure } from './blob-erasure'
import {
  candidateBlobPrefix,
  limitUploadUrls,
  UPLOAD_SWEEP_AFTER_SECONDS,
} from './candidate-uploads'
import type { AnalyseResume } from './resume-analysis'
import { matchesResumeFormat } from './resume-signature'

type ResumeRow = typeof resumes.$inferSelect

export const RESUME_MESSAGES = {
  invalid: 'The uploaded file is not a valid PDF, Word, text or HTML document.',
  tooLarge: 'The uploaded file is larger than 10MB.',
  missing: 'No uploaded resume was found. Please upload it again.',
} as const

/**
 * Records a pending resume under a server-chosen blob name and returns a write-only URL for it.
 * At most UPLOAD_URLS_PER_HOUR per candidate in any hour, and PENDING_UPLOADS_PER_CANDIDATE
 * not yet confirmed (limitUploadUrls).
 */
export async function createResumeUpload(
  db: Database,
  blobs: BlobStore,
  input: { candidateId: string; fileName: string; format: ResumeFormat; now: Date },
): Promise<string> {
  const blobName = `${candidateBlobPrefix(input.candidateId)}${randomUUID()}.${input.format}`
  await db.transaction(async (tx) => {
    await limitUploadUrls(tx, resumes, input.candidateId, input.now)
    await tx.insert(resumes).values({
      id: randomUUID(),
      candidateId: input.candidateId,
      blobName,
      fileName: input.fileName,
      format: input.format,
      createdAt: input.now,
    })
  })
  return blobs.createUploadUrl(blobName, RESUME_CONTENT_TYPES[input.format])
}

/** The candidate's newest resume in a state: the pending upload, or the checked one. */
async function latestResumeIn(
  db: Database,
  candidateId: string,
  status: 'pending_upload' | 'uploaded',
): Promise<ResumeRow | undefined> {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.candidateId, candidateId), eq(resumes.status, status)))
    .orderBy(desc(status === 'uploaded' ? resumes.uploadedAt : resumes.createdAt))
    .limit(1)
  return row
}

export const findLatestPendingResume = (db: Database, candidateId: string) =>
  latestResumeIn(db, candidateId, 'pending_upload')

/** Where a resume's checked copy goes: a name no upload URL was ever made for. */
export const checkedResumeBlobName = (resume: Pick<ResumeRow, 'id' | 'candidateId' | 'format'>) =>
  `${candidateBlobPrefix(resume.candidateId)}checked/${resume.id}.${resume.format}`

interface CheckDeps {
  db: Database
  blobs: BlobStore
  queue: JobQueue
  now: Date
}

/**
 * Refuses an upload: its blob is deleted at once (a 200 MB upload does not wait for a job) and
 * swept again once its URL has expired, since the URL can still create it until then. Only a
 * still pending row becomes 'rejected': a concurrent confirmation that took it stands.
 */
async function rejectUpload(deps: CheckDeps, resume: ResumeRow, message: string) {
  await deps.blobs.delete(resume.blobName)
  await deps.db.transaction(async (tx) => {
    await tx
      .update(resumes)
      .set({ status: 'rejected' })
      .where(and(eq(resumes.id, resume.id), eq(resumes.status, 'pending_upload')))
    await queueBlobErasure(tx, deps.queue, [resume.blobName], deps.now, {
      sweepAgainAfterSeconds: UPLOAD_SWEEP_AFTER_SECONDS,
    })
  })
  return badRequest(message)
}

/**
 * Checks the uploaded blob now: present, 1 byte to 10 MB (read with that cap, never whole),
 * content matching the declared format, a PDF opening as one. The bytes checked are then
 * written to the checked name, which the upload URL cannot address, so a PUT after the check
 * changes nothing that is read later. On failure the upload is rejected and the 400 to answer
 * is thrown.
 */
export async function checkUploadedResume(
  deps: CheckDeps,
  resume: ResumeRow,
): Promise<{ size: number; checkedBlobName: string }> {
  const format = resume.format as ResumeFormat
  const read = await deps.blobs.readCapped(resume.blobName, RESUME_MAX_BYTES)
  if (read.kind === 'missing') throw await rejectUpload(deps, resume, RESUME_MESSAGES.missing)
  if (read.kind === 'too-large') throw await rejectUpload(deps, resume, RESUME_MESSAGES.tooLarge)
  if (read.bytes.length === 0 || !matchesResumeFormat(read.bytes, format)) {
    throw await rejectUpload(deps, resume, RESUME_MESSAGES.invalid)
  }
  // The signature sees only the '%PDF-' header: an HTML page behind it would pass. The file must
  // open in the parser the analysis reads it with, before anything of it is kept.
  if (format === 'pdf' && !(await opensAsPdf(read.bytes))) {
    throw await rejectUpload(deps, resume, RESUME_MESSAGES.invalid)
  }
  const checkedBlobName = checkedResumeBlobName(resume)
  await deps.blobs.write(checkedBlobName, read.bytes, RESUME_CONTENT_TYPES[format])
  return { size: read.bytes.length, checkedBlobName }
}

/**
 * Inside the transaction that marks the resume uploaded: the upload's blob is erased durably,
 * now and again once its URL has expired (the caller also deletes it at once after commit).
 */
export const queueUploadSweep = (
  tx: Database,
  queue: JobQueue,
  resume: Pick<ResumeRow, 'blobName'>,
  now: Date,
) =>
  queueBlobErasure(tx, queue, [resume.blobName], now, {
    sweepAgainAfterSeconds: UPLOAD_SWEEP_AFTER_SECONDS,
  })

/**
 * The 'resume-analysis' job: reads the checked copy of an uploaded resume (capped at 10 MB) and
 * stores its draft profile. Idempotent:
 * only a resume still 'pending' is analysed, and the result is written only while it still is,
 * so a second run (a retry after a crash, a duplicate) changes nothing. A failure is thrown for
 * the queue to retry; on the last attempt the resume is marked 'failed' first.
 */
export async function analyseUploadedResume(
  deps: { db: Database; blobs: BlobStore; analyseResume: AnalyseResume; logger: Logger },
  resumeId: string,
  run: { now: () => Date; lastAttempt: boolean },
): Promise<void> {
  const [resume] = await deps.db.select().from(resumes).where(eq(resumes.id, resumeId))
  if (resume?.analysisStatus !== 'pending') return
  const stillPending = and(eq(resumes.id, resumeId), eq(resumes.analysisStatus, 'pending'))
  const markFailed = () =>
    deps.db
      .update(resumes)
      .set({ analysisStatus: 'failed', analysedAt: run.now() })
      .where(stillPending)
  try {
    // Only the checked copy, and never more than the cap: the upload may have been rewritten.
    const read = resume.checkedBlobName
      ? await deps.blobs.readCapped(resume.checkedBlobName, RESUME_MAX_BYTES)
      : ({ kind: 'missing' } as const)
    if (read.kind !== 'bytes') {
      // A retry would read the same: it fails now, as a file that cannot be read does.
      deps.logger.warn({ resumeId, reason: read.kind }, 'Resume analysis refused the file')
      await markFailed()
      return
    }
    const draftProfile = await deps.analyseResume(read.bytes, resume.format as ResumeFormat)
    await deps.db
      .update(resumes)
      .set({
        analysisStatus: 'completed',
        draftProfile,
        analysedAt: run.now(),
      })
      .where(stillPending)
  } catch (error) {
    if (run.lastAttempt) {
      deps.logger.error({ err: error, resumeId }, 'Resume analysis failed')
      await markFailed()
    }
    throw error
  }
}

/** The candidate's newest checked resume, if any: its analysis state and draft profile. */
export const latestUploadedResume = (db: Database, candidateId: string) =>
  latestResumeIn(db, candidateId, 'uploaded')

/** Checked and kept; its analysis is to be queued. False if it was no longer pending. */
export async function markResumeUploaded(
  db: Database,
  resumeId: string,
  checked: { size: number; checkedBlobName: string },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(resumes)
    .set({ status: 'uploaded', ...checked, uploadedAt: now, analysisStatus: 'pending' })
    .where(and(eq(resumes.id, resumeId), eq(resumes.status, 'pending_upload')))
    .returning({ id: resumes.id })
  return updated.length > 0
}
