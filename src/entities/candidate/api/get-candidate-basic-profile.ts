import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { basicProfileResponseSchema, type BasicProfile } from '@contract/profile'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'

/**
 * GET /api/Candidate/GetCandidateBasicProfileById?candidateId=
 * (docs/product.md#profile-and-preferences): data, the header of /profile and /preference (name,
 * job title, address, years, photo).
 */
const getCandidateBasicProfile = async (candidateId: string): Promise<BasicProfile> => {
  const response = await requestJson(basicProfileResponseSchema, () =>
    backendApi.get(relativePath('getCandidateBasicProfileById'), { searchParams: { candidateId } }),
  )
  return response.data
}

/** Saved for offline reading (docs/adr/0062). */
export const candidateBasicProfileQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.basicProfile(candidateId),
    queryFn: () => getCandidateBasicProfile(candidateId),
    meta: { persist: true },
  })
