import { and, eq, gt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { candidates, type profileImages, type resumes } from '../db/schema'
import { describeWait, tooManyRequests } from '../errors'
import { UPLOAD_URL_TTL_MS } from '../providers/blob/blob-store'
import { retryAfterSeconds } from './retry-after'

/**
 * What the files a candidate uploads through a signed URL (resumes, profile images) have in
 * common: where their blobs live, how often an upload URL may be asked for, how many may wait
 * unconfirmed, and when an upload's name is swept again. Each kind checks its upload by reading
 * it with its size cap and copying the checked bytes to a name no upload URL can write.
 */

/** Every blob of a candidate starts with their id: one prefix erases them all. */
export const candidateBlobPrefix = (candidateId: string) => `${candidateId}/`

const UPLOAD_URLS_PER_HOUR = 10
const HOUR_MS = 60 * 60 * 1000

/**
 * Uploads handed out and not yet confirmed, per candidate and kind, at one time. The
 * app confirms an upload right after its PUT, so one is the normal case; three leave room for
 * retries. With the kind's size cap this bounds what a candidate's pending uploads may hold
 * once checked (3 x 10 MB of resumes, 3 x 5 MB of images).
 */
const PENDING_UPLOADS_PER_CANDIDATE = 3

/** A pending upload this old is dead (its URL expired long ago): the prune deletes it and its blob. */
export const PENDING_UPLOAD_LIFETIME_MS = HOUR_MS

/**
 * When to sweep an upload's blob name again after it was checked or refused: its URL can
 * still create the blob until it expires (a minute of clock skew allowed on both ends).
 */
export const UPLOAD_SWEEP_AFTER_SECONDS = UPLOAD_URL_TTL_MS / 1000 + 2 * 60

/**
 * Inside the transaction that records a new upload: throws the 429 when the candidate already
 * asked for UPLOAD_URLS_PER_HOUR upload URLs of this kind in the last hour, or holds
 * PENDING_UPLOADS_PER_CANDIDATE uploads of this kind not yet confirmed. The candidate row is
 * locked first, so two concurrent requests cannot both slip under the limits.
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
    .select({ createdAt: uploads.createdAt, status: uploads.status })
    .from(uploads)
    .where(and(eq(uploads.candidateId, candidateId), gt(uploads.createdAt, windowStart)))
    .orderBy(uploads.createdAt)
  if (recent.length >= UPLOAD_URLS_PER_HOUR) {
    const seconds = secondsUntilHourAfter(recent[0]?.createdAt, now)
    throw tooManyRequests(
      `Too many upload links were requested. Please try again in ${describeWait(seconds)}.`,
      seconds,
    )
  }
  const pending = recent.filter((upload) => upload.status === 'pending_upload')
  if (pending.length >= PENDING_UPLOADS_PER_CANDIDATE) {
    // The oldest pending upload stops counting when it dies (PENDING_UPLOAD_LIFETIME_MS).
    const seconds = secondsUntilHourAfter(pending[0]?.createdAt, now)
    throw tooManyRequests(
      `Too many uploads are waiting to be checked. Please try again in ${describeWait(seconds)}.`,
      seconds,
    )
  }
}

const secondsUntilHourAfter = (start: Date | undefined, now: Date) =>
  retryAfterSeconds((start ?? now).getTime() + HOUR_MS - now.getTime())
