import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { profileAnalysisStatusResponseSchema, type ProfileAnalysis } from '@contract/matches'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { nextPoll } from '../model/analysis-progress'
import { matchesKeys } from './matches-keys'

/**
 * GET /api/Candidate/GetProfileAnalysisStatus?candidateId= (docs/api.md): percentageComplete
 * and status in data.data. The screen polls it, so ky does not retry on its own.
 */
export const getProfileAnalysisStatus = async (candidateId: string): Promise<ProfileAnalysis> => {
  const response = await requestJson(profileAnalysisStatusResponseSchema, () =>
    backendApi.get(relativePath('getProfileAnalysisStatus'), {
      searchParams: { candidateId },
      retry: 0,
    }),
  )
  return response.data.data
}

/**
 * Asked at once, then every 5000 ms after each answer
 * (docs/product.md#after-the-interview-check-profile), also after a failure, until the analysis is
 * complete or failed (and at once on focus or reconnect until then). One request per poll: a
 * failure shows at once. Never persisted: a status is only worth its freshness.
 */
export const profileAnalysisStatusQuery = (candidateId: string) =>
  queryOptions({
    queryKey: matchesKeys.profileAnalysisStatus(candidateId),
    queryFn: () => getProfileAnalysisStatus(candidateId),
    refetchInterval: (query) => nextPoll(query.state),
    refetchOnWindowFocus: (query) => nextPoll(query.state) !== false,
    refetchOnReconnect: (query) => nextPoll(query.state) !== false,
    staleTime: 0,
    retry: false,
    networkMode: 'always',
  })
