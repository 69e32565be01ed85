import { relativePath } from '@contract/endpoints'
import { generateProfileImageUrlResponseSchema, type ProfileImageFormat } from '@contract/profile'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * GET /api/Candidate/GenerateProfileImageUrl?candidateId=&fileFormat= (contract/profile.ts): a
 * write URL for a new profile photo, in data, like the resume's. It hands out something, so ky
 * must not repeat it on its own.
 */
export const generateProfileImageUrl = async (
  candidateId: string,
  fileFormat: ProfileImageFormat,
): Promise<string> => {
  const response = await requestJson(generateProfileImageUrlResponseSchema, () =>
    backendApi.get(relativePath('generateProfileImageUrl'), {
      searchParams: { candidateId, fileFormat },
      retry: 0,
    }),
  )
  return response.data
}
