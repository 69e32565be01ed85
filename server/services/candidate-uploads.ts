import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { candidates, type profileImages, type resumes } from '../db/schema'
import { badRequest, describeWait, tooManyRequests } from '../errors'
import type { BlobStore } from '../providers/blob/blob-store'

/**
 * What the files a candidate uploads through a signed URL (resumes, profile images) have in
 * common: where their blobs live, how often an upload URL may be asked for, and the check of
 * the blob once uploaded.
 */

/** Every blob of a candidate starts with their id: one prefix erases them all. */
export const candidateBlobPrefix = (candidateId: string) => `${candidateId}/`

export const UPLOAD_URLS_PER_HOUR = 10
const HOUR_MS = 60 * 60 * 1000

/**
 * Inside the transaction that records a new upload: throws the 429 when the candidate already
 * asked for UPLOAD_URLS_PER_HOUR upload URLs of this kind in the last hour. The candidate row is
 * locked first, so two concurrent requests cannot both slip under the limit.
 */
export async function limitUploadUrls(
  tx: Database,
  /** The table of this kind of upload, one row per upload URL handed out. */
  uploads: typeof resumes | typeof profileImages,
  candidateId: string,
  now: Date,
): Promise<void> {
  await tx
    .select({ id: candidates.id })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update')
  const windowStart = new Date(now.getTime() - HOUR_MS)
  const recent = await tx
    .select({ createdAt: uploads.createdAt })
    .from(uploads)
    .where(and(eq(uploads.candidateId, candidateId), gt(uploads.createdAt, windowStart)))
    .orderBy(uploads.createdAt)
  if (recent.length < UPLOAD_URLS_PER_HOUR) return
  const oldest = recent[0]?.createdAt.getTime() ?? now.getTime()
  const seconds = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000))
  throw tooManyRequests(
    `Too many upload links were requested. Please try again in ${describeWait(seconds)}.`,
    seconds,
  )
}

interface UploadRules {
  maxBytes: number
  messages: { missing: string; tooLarge: string; invalid: string }
  /** The content is what its declared format says (read from the blob). */
  matchesFormat: () => Promise<boolean>
  /** Undoes a refused upload: its record and its blob. */
  reject: () => Promise<void>
}

/**
 * Checks an uploaded blob now: present, 1 byte up to maxBytes, content matching its format.
 * On failure the upload is rejected and the 400 saying why is thrown. Returns the size.
 */
export async function verifyUploadedBlob(
  blobs: BlobStore,
  blobName: string,
  rules: UploadRules,
): Promise<number> {
  const refuse = async (message: string) => {
    await rules.reject()
    return badRequest(message)
  }
  const stat = await blobs.stat(blobName)
  if (!stat) throw await refuse(rules.messages.missing)
  if (stat.size > rules.maxBytes) throw await refuse(rules.messages.tooLarge)
  if (stat.size === 0 || !(await rules.matchesFormat())) {
    throw await refuse(rules.messages.invalid)
  }
  return stat.size
}
