import { eq } from 'drizzle-orm'
import { PROFILE_IMAGE_MESSAGES, type EditProfile } from '../../../contract/profile'
import type { Database } from '../../db/client'
import { candidates } from '../../db/schema'
import { badRequest } from '../../errors'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobQueue } from '../../queue/job-queue'
import { queueProfileUpdateReports } from '../agency-reports/queue-reports'
import { checkUploadedImage, findLatestPendingImage, makeImageCurrent } from './profile-images'

interface EditProfileDeps {
  db: Database
  blobs: BlobStore
  queue: JobQueue
}

/**
 * /edit-profile's save (UpdateCandidateDetails with isCandidateOnboarding=false). With
 * isProfileImageUploaded the newest pending image is checked first and its bytes copied where
 * the upload URL cannot write; a bad file is erased and
 * the 400 thrown before anything is written. Every field, and the image, commit together, with
 * the updated reports to the agencies that were sent one.
 */
export async function saveEditedProfile(
  deps: EditProfileDeps,
  candidateId: string,
  edit: EditProfile,
  now: Date,
): Promise<{ profileImageUploaded: boolean }> {
  let image: Awaited<ReturnType<typeof findLatestPendingImage>>
  let checked: Awaited<ReturnType<typeof checkUploadedImage>> | undefined
  if (edit.isProfileImageUploaded) {
    image = await findLatestPendingImage(deps.db, candidateId)
    if (!image) throw badRequest(PROFILE_IMAGE_MESSAGES.missing)
    checked = await checkUploadedImage({ ...deps, now }, image)
  }

  await deps.db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({
        firstName: edit.firstName,
        lastName: edit.lastName,
        // The full name is first and last joined by a space, as in onboarding.
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
    if (image && checked) await makeImageCurrent(tx, deps.queue, image, checked, now)
    await queueProfileUpdateReports(tx, deps.queue, candidateId, now)
  })
  // The checked copy is what is shown now; the erasure queued above makes sure of it later.
  if (image) await deps.blobs.delete(image.blobName)
  return { profileImageUploaded: image !== undefined }
}
