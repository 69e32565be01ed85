import { useMutation } from '@tanstack/react-query'
import { analytics } from '@/shared/analytics/analytics'
import { isApiError, toErrorMessage } from '@/shared/http/api-error'
import { getLanguage } from '@/shared/i18n/language-store'
import { SaveError, statusOf } from '@/shared/http/save-error'
import { uploadToSignedUrl } from '@/shared/http/upload-to-signed-url'
import { writeStorage } from '@/shared/storage/local-storage'
import { onboardingEvents } from '../model/onboarding-events'
import { useOnboardingTexts, type OnboardingTexts } from '../onboarding-texts'
import { toProfileDetails, type ProfileForm } from '../model/profile-form'
import { contentTypeOf, resumeFileMeta, splitFileName } from '../model/resume-file'
import { generateResumeUrl } from './generate-resume-url'
import { updateCandidateDetails } from './update-candidate-details'

/** The texts of a failed save, in the language on screen. */
type SaveErrorTexts = OnboardingTexts['saveErrors']

type SaveStage =
  'file-name' | 'upload-url' | 'upload' | 'details-refused' | 'details' | 'unexpected'

interface SaveProfileInput {
  candidateId: string
  form: ProfileForm
  resume: File | null
}

/**
 * Step 1's save (docs/product.md#step-1-profile): with a file, GenerateResumeUrl, then the PUT of
 * the file, then UpdateCandidateDetails. Each stage fails with its own text, from `texts`.
 */
export const saveProfile = async (
  { candidateId, form, resume }: SaveProfileInput,
  texts: SaveErrorTexts,
) => {
  if (resume) {
    const parts = splitFileName(resume.name)
    if (!parts) throw new SaveError<SaveStage>(texts.fileNameUnparsable, 'file-name')
    await uploadToSignedUrl(resume, {
      requestUploadUrl: () =>
        generateResumeUrl({ candidateId, fileName: parts.baseName, fileFormat: parts.format }),
      contentType: contentTypeOf(resume, parts.format),
      messages: texts,
    })
  }

  let result
  try {
    result = await updateCandidateDetails(candidateId, {
      ...toProfileDetails(form),
      isResumeUploaded: resume !== null,
    })
  } catch (error) {
    throw new SaveError<SaveStage>(
      updateFailureMessage(error, resume !== null, texts),
      'details',
      statusOf(error),
      { cause: error },
    )
  }
  if (!result.status) throw new SaveError<SaveStage>(texts.detailsRejected, 'details-refused')
  return result
}

/**
 * The server's own words when it sent an error envelope (a resume it rejected, say), in the
 * language on screen; else the update's fallback. In Spanish a refused resume
 * (validation_failed after an upload) says so, not the code's text about typed input.
 */
const updateFailureMessage = (
  error: unknown,
  resumeSent: boolean,
  texts: SaveErrorTexts,
): string => {
  if (!isApiError(error) || !error.code) return texts.updateFailed
  if (resumeSent && error.code === 'validation_failed' && getLanguage() !== 'en')
    return texts.resumeRefused
  return toErrorMessage(error, texts.updateFailed)
}

/** The text a failed save shows; anything unforeseen gets the generic one. */
export const saveErrorMessage = (error: unknown, texts: SaveErrorTexts): string =>
  error instanceof SaveError ? error.userMessage : texts.unexpected

/** Saves step 1; on success stores what docs/product.md#step-1-profile keeps in the browser. */
export const useSaveProfile = () => {
  const texts = useOnboardingTexts().saveErrors
  return useMutation({
    mutationKey: ['onboarding', 'save-profile'],
    mutationFn: (input: SaveProfileInput) => saveProfile(input, texts),
    networkMode: 'always',
    onSuccess: (_result, { form, resume }) => {
      const details = toProfileDetails(form)
      writeStorage('firstName', details.firstName)
      writeStorage('lastName', details.lastName)
      writeStorage('emailId', details.emailId)
      writeStorage('candidateName', details.fullName)
      writeStorage('isResumeUploaded', String(resume !== null))
      if (resume) writeStorage('resumeFileMeta', JSON.stringify(resumeFileMeta(resume)))
      if (resume) {
        analytics.capture(onboardingEvents.resumeUploaded, {
          fileType: resume.type || 'unknown',
          sizeKb: Math.round(resume.size / 1024),
        })
      }
      analytics.capture(onboardingEvents.profileSaved, { withResume: resume !== null })
    },
    onError: (error, { resume }) => {
      const stage = error instanceof SaveError ? error.stage : 'unexpected'
      const status = error instanceof SaveError ? (error.status ?? null) : null
      if (resume && stage === 'details' && status !== null && status < 500) {
        // Uploaded, then refused by the server's own check of the content.
        analytics.capture(onboardingEvents.resumeRejected, { reason: 'server', status })
      }
      analytics.capture(onboardingEvents.profileSaveFailed, { stage, status })
    },
  })
}
