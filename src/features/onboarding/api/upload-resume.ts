import ky from 'ky'
import { toApiError } from '@/shared/http/to-api-error'

/**
 * PUT of the resume to the URL GenerateResumeUrl returned (SPEC.md 7): a block blob with the
 * file's content type. A bare ky call with a URL object, so no token and no device id go to
 * the storage host whatever it is. No timeout: 10 MB takes a while on a slow phone connection.
 */
export const uploadResume = async (
  uploadUrl: string,
  file: Blob,
  contentType: string,
): Promise<void> => {
  try {
    await ky.put(new URL(uploadUrl), {
      body: file,
      headers: { 'x-ms-blob-type': 'BlockBlob', 'content-type': contentType },
      timeout: false,
      retry: 0,
    })
  } catch (error) {
    throw toApiError(error)
  }
}
