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
import { candidateBlobPrefix, limitUploadUrls, verifyUploadedBlob } from './candidate-uploads'
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
 * At most UPLOAD_URLS_PER_HOUR per candidate in any hour (limitUploadUrls).
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

/**
 * Checks the uploaded blob now: present, 1 byte to 10 MB, content matching the declared format.
 * On failure the blob is deleted, the row marked rejected and the 400 to answer is thrown.
 * Returns the size on success.
 */
export const verifyUploadedResume = (db: Database, blobs: BlobStore, resume: ResumeRow) =>
  verifyUploadedBlob(blobs, resume.blobName, {
    maxBytes: RESUME_MAX_BYTES,
    messages: RESUME_MESSAGES,
    matchesFormat: async () =>
      matchesResumeFormat(await blobs.read(resume.blobName), resume.format as ResumeFormat),
    reject: async () => {
      await blobs.delete(resume.blobName)
      await db.update(resumes).set({ status: 'rejected' }).where(eq(resumes.id, resume.id))
    },
  })

/**
 * The 'resume-analysis' job: reads an uploaded resume and stores its draft profile. Idempotent:
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
  try {
    const bytes = await deps.blobs.read(resume.blobName)
    const draftProfile = await deps.analyseResume(bytes, resume.format as ResumeFormat)
    await deps.db
      .update(resumes)
      .set({
        analysisStatus: 'completed',
        draftProfile: draftProfile ?? null,
        analysedAt: run.now(),
      })
      .where(stillPending)
  } catch (error) {
    if (run.lastAttempt) {
      deps.logger.error({ err: error, resumeId }, 'Resume analysis failed')
      await deps.db
        .update(resumes)
        .set({ analysisStatus: 'failed', analysedAt: run.now() })
        .where(stillPending)
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
  size: number,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(resumes)
    .set({ status: 'uploaded', size, uploadedAt: now, analysisStatus: 'pending' })
    .where(and(eq(resumes.id, resumeId), eq(resumes.status, 'pending_upload')))
    .returning({ id: resumes.id })
  return updated.length > 0
}
