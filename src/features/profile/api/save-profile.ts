import { useMutation, useQueryClient } from '@tanstack/react-query'
import { candidateKeys } from '@/entities/candidate/api/candidate-keys'
import { analytics } from '@/shared/analytics/analytics'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { SaveError, statusOf } from '@/shared/http/save-error'
import { uploadToSignedUrl } from '@/shared/http/upload-to-signed-url'
import { writeStorage } from '@/shared/storage/local-storage'
import { editProfileRequestOf, type EditProfileForm } from '../model/edit-profile-form'
import { profileEvents } from '../model/profile-events'
import { profileImageContentType, profileImageFormat } from '../model/profile-image-file'
import type { ProfileTexts } from '../profile-texts'
import { generateProfileImageUrl } from './generate-profile-image-url'
import { updateProfile } from './update-profile'

type SaveStage = 'image-type' | 'upload-url' | 'upload' | 'details'

/**
 * What each failure is called in logs. The form's words are chosen when it renders, from the
 * stage, in the language on screen: saveErrorMessage.
 */
const LOG_MESSAGES = {
  imageType: 'the photo is not a JPEG, PNG, WebP or GIF',
  uploadUrlFailed: 'the upload URL request failed',
  uploadFailed: 'the photo upload failed',
  updateFailed: 'the profile update failed',
}

interface SaveProfileInput {
  candidateId: string
  form: EditProfileForm
  /** A new photo, checked by model/profile-image-file.ts, or null to keep the current one. */
  image: File | null
}

/**
 * /edit-profile's save: with a new photo, GenerateProfileImageUrl, the PUT of the file, then
 * UpdateCandidateDetails telling the server to check and keep it; without, the update alone.
 * Each stage fails as a SaveError of its own, which saveErrorMessage words.
 */
async function saveProfile({ candidateId, form, image }: SaveProfileInput) {
  if (image) {
    const format = profileImageFormat(image)
    if (!format) throw new SaveError<SaveStage>(LOG_MESSAGES.imageType, 'image-type')
    await uploadToSignedUrl(image, {
      requestUploadUrl: () => generateProfileImageUrl(candidateId, format),
      contentType: profileImageContentType(image, format),
      messages: LOG_MESSAGES,
    })
  }
  try {
    return await updateProfile(candidateId, editProfileRequestOf(form, image !== null))
  } catch (error) {
    throw new SaveError<SaveStage>(LOG_MESSAGES.updateFailed, 'details', statusOf(error), {
      cause: error,
    })
  }
}

/** The server refused the update itself (a 4xx with its envelope, such as a file that is not an image). */
const refusedByServer = (error: SaveError): boolean => {
  const cause = error.cause
  return (
    isApiError(cause) && Boolean(cause.code) && error.status !== undefined && error.status < 500
  )
}

/**
 * The text a failed save shows, in the language of `texts`: each stage its own; a refusal by
 * the server in its words (docs/product.md#edit-profile), which in Spanish come from its error
 * code; anything unforeseen the fallback.
 */
export function saveErrorMessage(error: unknown, texts: ProfileTexts['edit']): string {
  if (!(error instanceof SaveError)) return texts.saveErrors.updateFailed
  switch (error.stage as SaveStage) {
    case 'image-type':
      return texts.photo.wrongType
    case 'upload-url':
      return texts.saveErrors.uploadUrlFailed
    case 'upload':
      return texts.saveErrors.uploadFailed
    default:
      return refusedByServer(error)
        ? toErrorMessage(error.cause, texts.saveErrors.updateFailed)
        : texts.saveErrors.updateFailed
  }
}

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
