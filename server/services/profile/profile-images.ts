import { randomUUID } from 'node:crypto'
import { and, desc, eq, ne } from 'drizzle-orm'
import {
  PROFILE_IMAGE_CONTENT_TYPES,
  PROFILE_IMAGE_MAX_BYTES,
  PROFILE_IMAGE_MESSAGES,
  type ProfileImageFormat,
} from '../../../contract/profile'
import type { Database } from '../../db/client'
import { profileImages } from '../../db/schema'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobQueue } from '../../queue/job-queue'
import { queueBlobErasure } from '../blob-erasure'
import { candidateBlobPrefix, limitUploadUrls, verifyUploadedBlob } from '../candidate-uploads'
import { IMAGE_SIGNATURE_BYTES, matchesImageFormat } from './image-signature'

/**
 * Profile images (issue 11): an upload URL like the resume's, the check after upload (size, the
 * image's own bytes), and the one current image the profile shows.
 */

type ProfileImageRow = typeof profileImages.$inferSelect

/**
 * Records a pending image under a server-chosen blob name and returns a write-only URL for it.
 * At most UPLOAD_URLS_PER_HOUR per candidate in any hour (limitUploadUrls).
 */
export async function createProfileImageUpload(
  db: Database,
  blobs: BlobStore,
  input: { candidateId: string; format: ProfileImageFormat; now: Date },
): Promise<string> {
  const blobName = `${candidateBlobPrefix(input.candidateId)}profile-image/${randomUUID()}.${input.format}`
  await db.transaction(async (tx) => {
    await limitUploadUrls(tx, profileImages, input.candidateId, input.now)
    await tx.insert(profileImages).values({
      id: randomUUID(),
      candidateId: input.candidateId,
      blobName,
      format: input.format,
      createdAt: input.now,
    })
  })
  return blobs.createUploadUrl(blobName, PROFILE_IMAGE_CONTENT_TYPES[input.format])
}

async function latestImageIn(
  db: Database,
  candidateId: string,
  status: ProfileImageRow['status'],
): Promise<ProfileImageRow | undefined> {
  const [row] = await db
    .select()
    .from(profileImages)
    .where(and(eq(profileImages.candidateId, candidateId), eq(profileImages.status, status)))
    .orderBy(desc(profileImages.createdAt))
    .limit(1)
  return row
}

export const findLatestPendingImage = (db: Database, candidateId: string) =>
  latestImageIn(db, candidateId, 'pending_upload')

export const findCurrentImage = (db: Database, candidateId: string) =>
  latestImageIn(db, candidateId, 'current')

/**
 * Checks the uploaded blob now: present, 1 byte to 5 MB, and by its first bytes the image its
 * format says. On failure the row goes and its blob is erased (durably), and the 400 to answer
 * is thrown. Returns the size on success.
 */
export const verifyUploadedImage = (
  deps: { db: Database; blobs: BlobStore; queue: JobQueue; now: Date },
  image: ProfileImageRow,
) =>
  verifyUploadedBlob(deps.blobs, image.blobName, {
    maxBytes: PROFILE_IMAGE_MAX_BYTES,
    messages: PROFILE_IMAGE_MESSAGES,
    matchesFormat: async () =>
      matchesImageFormat(
        await deps.blobs.readHead(image.blobName, IMAGE_SIGNATURE_BYTES),
        image.format as ProfileImageFormat,
      ),
    reject: () =>
      deps.db.transaction(async (tx) => {
        await tx.delete(profileImages).where(eq(profileImages.id, image.id))
        await queueBlobErasure(tx, deps.queue, [image.blobName], deps.now)
      }),
  })

/**
 * Inside the save's transaction: the checked image becomes the current one, and every other
 * image of the candidate (the one it replaces, uploads never confirmed) goes with its blob.
 * False when a concurrent save already took this upload.
 */
export async function makeImageCurrent(
  tx: Database,
  queue: JobQueue,
  image: ProfileImageRow,
  size: number,
  now: Date,
): Promise<boolean> {
  const [promoted] = await tx
    .update(profileImages)
    .set({ status: 'current', size, uploadedAt: now })
    .where(and(eq(profileImages.id, image.id), eq(profileImages.status, 'pending_upload')))
    .returning({ id: profileImages.id })
  if (!promoted) return false
  const others = await tx
    .delete(profileImages)
    .where(and(eq(profileImages.candidateId, image.candidateId), ne(profileImages.id, image.id)))
    .returning({ blobName: profileImages.blobName })
  await queueBlobErasure(
    tx,
    queue,
    others.map((other) => other.blobName),
    now,
  )
  return true
}

/** The read URL of the candidate's current image, or null when they have none. */
export async function currentImageUrl(
  db: Database,
  blobs: BlobStore,
  candidateId: string,
): Promise<string | null> {
  const image = await findCurrentImage(db, candidateId)
  if (!image) return null
  const format = image.format as ProfileImageFormat
  return blobs.createReadUrl(image.blobName, PROFILE_IMAGE_CONTENT_TYPES[format])
}
