import ky from 'ky'
import { toApiError } from './to-api-error'

/**
 * PUT of a file to a signed upload URL the API handed out (a resume, a profile photo): a block
 * blob with the file's content type (docs/product.md#step-1-profile). A bare ky call with a URL
 * object, so no token and no device id go to the storage host whatever it is. No timeout: a large
 * file takes a while on a slow phone connection. Failures come out as ApiError.
 */
export const putBlob = async (
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
