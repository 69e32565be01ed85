import { queryOptions } from '@tanstack/react-query'
import { candidateDetailsResponseSchema } from '@contract/candidate'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'

/** GET /api/Candidate/GetDetails?candidateId= (docs/product.md#dashboard): data.fullName. */
const getCandidateDetails = async (candidateId: string) => {
  const response = await requestJson(candidateDetailsResponseSchema, () =>
    backendApi.get(relativePath('getDetails'), { searchParams: { candidateId } }),
  )
  return response.data
}

/**
 * The candidate's name for the greeting and headers. docs/product.md#dashboard keeps it for the
 * session: it is asked again only after ten minutes (a restored cache is older); saved for offline
 * use.
 */
export const candidateDetailsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.details(candidateId),
    queryFn: () => getCandidateDetails(candidateId),
    staleTime: 10 * 60_000,
    meta: { persist: true },
  })
