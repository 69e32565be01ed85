import { useMutation, useQueryClient } from '@tanstack/react-query'
import { candidateKeys } from '@/entities/candidate/api/candidate-keys'
import { analytics } from '@/shared/analytics/analytics'
import { isApiError } from '@/shared/http/api-error'
import { SaveError, statusOf } from '@/shared/http/save-error'
import { uploadToSignedUrl } from '@/shared/http/upload-to-signed-url'
import { writeStorage } from '@/shared/storage/local-storage'
import { editProfileRequestOf, type EditProfileForm } from '../model/edit-profile-form'
import { profileEvents } from '../model/profile-events'
import { profileImageContentType, profileImageFormat } from '../model/profile-image-file'
import { profileTexts } from '../profile-texts'
import { generateProfileImageUrl } from './generate-profile-image-url'
import { updateProfile } from './update-profile'

const texts = profileTexts.edit.saveErrors

type SaveStage = 'upload-url' | 'upload' | 'details'

export interface SaveProfileInput {
  candidateId: string
  form: EditProfileForm
  /** A new photo, checked by model/profile-image-file.ts, or null to keep the current one. */
  image: File | null
}

/**
 * /edit-profile's save: with a new photo, GenerateProfileImageUrl, the PUT of the file, then
 * UpdateCandidateDetails telling the server to check and keep it; without, the update alone.
 * Each stage fails with its own text; a refusal by the server (a 4xx with its envelope, such as
 * a file that is not an image) shows the server's words.
 */
export async function saveProfile({ candidateId, form, image }: SaveProfileInput) {
  if (image) {
    const format = profileImageFormat(image)
    if (!format) throw new SaveError<SaveStage>(profileTexts.edit.photo.wrongType, 'upload-url')
    await uploadToSignedUrl(image, {
      requestUploadUrl: () => generateProfileImageUrl(candidateId, format),
      contentType: profileImageContentType(image, format),
      messages: texts,
    })
  }
  try {
    return await updateProfile(candidateId, editProfileRequestOf(form, image !== null))
  } catch (error) {
    const status = statusOf(error)
    const refused = isApiError(error) && error.code && status !== undefined && status < 500
    throw new SaveError<SaveStage>(
      (refused && error.userMessage) || texts.updateFailed,
      'details',
      status,
      { cause: error },
    )
  }
}

/** The text a failed save shows; anything unforeseen gets the fallback. */
export const saveErrorMessage = (error: unknown): string =>
  error instanceof SaveError ? error.userMessage : texts.updateFailed

/**
 * Saves /edit-profile. On success the candidate's records are fetched again before the mutation
 * settles (saved for offline or not), so /profile, /preference and the dashboard's greeting show
 * the change as soon as they open.
 */
export const useSaveProfile = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['profile', 'save'],
    mutationFn: saveProfile,
    networkMode: 'always',
    retry: false,
    onSuccess: async (_response, { candidateId, form, image }) => {
      writeStorage('candidateName', `${form.firstName.trim()} ${form.lastName.trim()}`)
      analytics.capture(profileEvents.saved, { withImage: image !== null })
      await Promise.all(
        [
          candidateKeys.profile(candidateId),
          candidateKeys.basicProfile(candidateId),
          candidateKeys.details(candidateId),
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'all' })),
      )
    },
    onError: (error, { image }) => {
      const stage = error instanceof SaveError ? error.stage : 'details'
      const status = error instanceof SaveError ? (error.status ?? null) : null
      if (image && stage === 'details' && status !== null && status < 500) {
        // Uploaded, then refused by the server's check of the bytes (or another field).
        analytics.capture(profileEvents.imageRejected, { reason: 'server', status })
      }
      analytics.capture(profileEvents.saveFailed, { stage, status })
    },
  })
}
