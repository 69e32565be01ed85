import { eq } from 'drizzle-orm'
import { PROFILE_IMAGE_MESSAGES, type EditProfile } from '../../../contract/profile'
import type { Database } from '../../db/client'
import { candidates } from '../../db/schema'
import { badRequest } from '../../errors'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobQueue } from '../../queue/job-queue'
import { findLatestPendingImage, makeImageCurrent, verifyUploadedImage } from './profile-images'

export interface EditProfileDeps {
  db: Database
  blobs: BlobStore
  queue: JobQueue
}

/**
 * /edit-profile's save (UpdateCandidateDetails with isCandidateOnboarding=false). With
 * isProfileImageUploaded the newest pending image is checked first; a bad file is erased and
 * the 400 thrown before anything is written. Every field, and the image, commit together.
 */
export async function saveEditedProfile(
  deps: EditProfileDeps,
  candidateId: string,
  edit: EditProfile,
  now: Date,
): Promise<{ profileImageUploaded: boolean }> {
  let image: Awaited<ReturnType<typeof findLatestPendingImage>>
  let size = 0
  if (edit.isProfileImageUploaded) {
    image = await findLatestPendingImage(deps.db, candidateId)
    if (!image) throw badRequest(PROFILE_IMAGE_MESSAGES.missing)
    size = await verifyUploadedImage({ ...deps, now }, image)
  }

  await deps.db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({
        firstName: edit.firstName,
        lastName: edit.lastName,
        // SPEC.md 3: the full name is first and last joined by a space, as in onboarding.
        fullName: `${edit.firstName} ${edit.lastName}`,
        email: edit.emailId,
        dateOfBirth: edit.dateOfBirth,
        gender: edit.gender,
        expectedPayRate: edit.expectedPayRate,
        experienceTime: edit.experienceTime,
        qualification: edit.qualification,
        location: edit.location,
        language: edit.language,
        currentDesignation: edit.currentDesignation,
        categories: edit.categories,
        showProfile: edit.showProfile,
        aboutMe: edit.aboutMe,
        profileEditedAt: now,
        updatedAt: now,
      })
      .where(eq(candidates.id, candidateId))
    if (image) await makeImageCurrent(tx, deps.queue, image, size, now)
  })
  return { profileImageUploaded: image !== undefined }
}
