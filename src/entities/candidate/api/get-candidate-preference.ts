import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { candidatePreferenceResponseSchema } from '@contract/preferences'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'

/**
 * GET /api/Candidate/GetCandidatePreference?candidateId= (docs/product.md#preference): the
 * preferences the interview extracted, or null before it.
 */
const getCandidatePreference = async (candidateId: string) => {
  const response = await requestJson(candidatePreferenceResponseSchema, () =>
    backendApi.get(relativePath('getCandidatePreference'), { searchParams: { candidateId } }),
  )
  return response.data
}

/** Saved for offline use (docs/adr/0062). */
export const candidatePreferenceQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.preference(candidateId),
    queryFn: () => getCandidatePreference(candidateId),
    meta: { persist: true },
  })
