import { putBlob } from './put-blob'
import { SaveError, statusOf } from './save-error'

interface SignedUpload {
  /** Asks the API for a write URL for this file (GenerateResumeUrl, GenerateProfileImageUrl). */
  requestUploadUrl: () => Promise<string>
  contentType: string
  messages: { uploadUrlFailed: string; uploadFailed: string }
}

/**
 * The upload half of a save with a file (docs/product.md#step-1-profile): the API's signed upload
 * URL, then the PUT of the file to it. Either failing is a SaveError of its stage ('upload-url' or
 * 'upload') with its own text, so the form can say which step went wrong.
 */
export async function uploadToSignedUrl(
  file: File,
  { requestUploadUrl, contentType, messages }: SignedUpload,
): Promise<void> {
  let uploadUrl: string
  try {
    uploadUrl = await requestUploadUrl()
  } catch (error) {
    throw new SaveError(messages.uploadUrlFailed, 'upload-url', statusOf(error), { cause: error })
  }
  try {
    await putBlob(uploadUrl, file, contentType)
  } catch (error) {
    throw new SaveError(messages.uploadFailed, 'upload', statusOf(error), { cause: error })
  }
}
