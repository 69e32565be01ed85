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
import { badRequest } from '../../errors'
import {
  candidateBlobPrefix,
  limitUploadUrls,
  UPLOAD_SWEEP_AFTER_SECONDS,
} from '../candidate-uploads'
import { IMAGE_SIGNATURE_BYTES, matchesImageFormat } from './image-signature'

/**
 * Profile images: an upload URL like the resume's, the check after upload (size, the
 * image's own bytes), and the one current image the profile shows.
 */

type ProfileImageRow = typeof profileImages.$inferSelect

/**
 * Records a pending image under a server-chosen blob name and returns a write-only URL for it.
 * At most UPLOAD_URLS_PER_HOUR per candidate in any hour, and PENDING_UPLOADS_PER_CANDIDATE
 * not yet confirmed (limitUploadUrls).
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

/** Where a checked image goes: a name no upload URL was ever made for. */
const checkedImageBlobName = (image: Pick<ProfileImageRow, 'id' | 'candidateId' | 'format'>) =>
  `${candidateBlobPrefix(image.candidateId)}profile-image/checked/${image.id}.${image.format}`

/**
 * Checks the uploaded blob now: present, 1 byte to 5 MB (read with that cap, never whole), and
 * by its first bytes the image its format says. The bytes checked are written to the checked
 * name, which the upload URL cannot address, so a PUT after the check changes nothing that is
 * shown (docs/adr/0088). On failure the row goes and its blob is deleted at once and erased again
 * once its URL has expired, and the 400 to answer is thrown.
 */
export async function checkUploadedImage(
  deps: { db: Database; blobs: BlobStore; queue: JobQueue; now: Date },
  image: ProfileImageRow,
): Promise<{ size: number; checkedBlobName: string }> {
  const refuse = async (message: string) => {
    await deps.blobs.delete(image.blobName)
    await deps.db.transaction(async (tx) => {
      await tx.delete(profileImages).where(eq(profileImages.id, image.id))
      await queueBlobErasure(tx, deps.queue, [image.blobName], deps.now, {
        sweepAgainAfterSeconds: UPLOAD_SWEEP_AFTER_SECONDS,
      })
    })
    return badRequest(message)
  }
  const format = image.format as ProfileImageFormat
  const read = await deps.blobs.readCapped(image.blobName, PROFILE_IMAGE_MAX_BYTES)
  if (read.kind === 'missing') throw await refuse(PROFILE_IMAGE_MESSAGES.missing)
  if (read.kind === 'too-large') throw await refuse(PROFILE_IMAGE_MESSAGES.tooLarge)
  if (!matchesImageFormat(read.bytes.subarray(0, IMAGE_SIGNATURE_BYTES), format)) {
    throw await refuse(PROFILE_IMAGE_MESSAGES.invalid)
  }
  const checkedBlobName = checkedImageBlobName(image)
  await deps.blobs.write(checkedBlobName, read.bytes, PROFILE_IMAGE_CONTENT_TYPES[format])
  return { size: read.bytes.length, checkedBlobName }
}

/**
 * Inside the save's transaction: the checked image becomes the current one (its row now names
 * the checked copy), and every other image of the candidate (the one it replaces, uploads never
 * confirmed) goes with its blob. The upload's own blob is erased now and again once its URL has
 * expired. False when a concurrent save already took this upload.
 */
export async function makeImageCurrent(
  tx: Database,
  queue: JobQueue,
  image: ProfileImageRow,
  checked: { size: number; checkedBlobName: string },
  now: Date,
): Promise<boolean> {
  const [promoted] = await tx
    .update(profileImages)
    .set({
      status: 'current',
      size: checked.size,
      blobName: checked.checkedBlobName,
      uploadedAt: now,
    })
    .where(and(eq(profileImages.id, image.id), eq(profileImages.status, 'pending_upload')))
    .returning({ id: profileImages.id })
  if (!promoted) return false
  const others = await tx
    .delete(profileImages)
    .where(and(eq(profileImages.candidateId, image.candidateId), ne(profileImages.id, image.id)))
    .returning({ blobName: profileImages.blobName })
  // Pending uploads among them may still have a live URL: sweep again once it has expired.
  await queueBlobErasure(
    tx,
    queue,
    [image.blobName, ...others.map((other) => other.blobName)],
    now,
    { sweepAgainAfterSeconds: UPLOAD_SWEEP_AFTER_SECONDS },
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
