import { updateLanguageResponseSchema, type UpdateLanguageRequest } from '@contract/candidate'
import { relativePath } from '@contract/endpoints'
import type { Language } from '@/shared/i18n/language'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * POST /api/Candidate/UpdateLanguage: the language the candidate reads the product
 * in, so the server's texts (SMS, push) and the interview follow it.
 */
export const updateCandidateLanguage = async (candidateId: string, language: Language) => {
  const body: UpdateLanguageRequest = { candidateId, language }
  const response = await requestJson(updateLanguageResponseSchema, () =>
    backendApi.post(relativePath('updateLanguage'), { json: body }),
  )
  return response.data.language
}
