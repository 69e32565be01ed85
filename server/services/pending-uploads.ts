import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/client'
import { profileImages, resumes } from '../db/schema'
import type { JobQueue } from '../queue/job-queue'
import { queueBlobErasure } from './blob-erasure'
import { PENDING_UPLOAD_LIFETIME_MS } from './candidate-uploads'
import { checkedResumeBlobName } from './resumes'

/**
 * Part of the hourly prune (docs/adr/0089): uploads handed out and never confirmed, older than
 * PENDING_UPLOAD_LIFETIME_MS, lose their row and their blob. Their URLs expired long before,
 * so nothing can write the blob again. The rows go and the erasure is queued in one
 * transaction per kind: the blobs go if and only if their rows went. A resume's checked name
 * is erased too, in case a confirmation wrote the copy and then failed to commit.
 */
export async function prunePendingUploads(
  deps: { db: Database; queue: JobQueue },
  now: Date,
): Promise<{ resumes: number; profileImages: number }> {
  const before = new Date(now.getTime() - PENDING_UPLOAD_LIFETIME_MS)
  const prunedResumes = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(resumes)
      .where(and(eq(resumes.status, 'pending_upload'), lt(resumes.createdAt, before)))
      .returning()
    const names = rows.flatMap((row) => [row.blobName, checkedResumeBlobName(row)])
    await queueBlobErasure(tx, deps.queue, names, now)
    return rows.length
  })
  const prunedImages = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .delete(profileImages)
      .where(and(eq(profileImages.status, 'pending_upload'), lt(profileImages.createdAt, before)))
      .returning({ blobName: profileImages.blobName })
    await queueBlobErasure(
      tx,
      deps.queue,
      rows.map((row) => row.blobName),
      now,
    )
    return rows.length
  })
  return { resumes: prunedResumes, profileImages: prunedImages }
}
