import { relativePath } from '@contract/endpoints'
import { generateResumeUrlResponseSchema, type ResumeFormat } from '@contract/onboarding'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

interface GenerateResumeUrlInput {
  candidateId: string
  /** The file name without its extension. */
  fileName: string
  fileFormat: ResumeFormat
}

/**
 * GET /api/Resume/GenerateResumeUrl (docs/product.md#step-1-profile): a write URL for the resume,
 * in data.
 */
export const generateResumeUrl = async (input: GenerateResumeUrlInput): Promise<string> => {
  const response = await requestJson(generateResumeUrlResponseSchema, () =>
    backendApi.get(relativePath('generateResumeUrl'), {
      searchParams: { ...input },
    }),
  )
  return response.data
}
