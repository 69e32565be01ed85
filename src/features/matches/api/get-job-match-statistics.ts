import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { jobMatchStatisticsResponseSchema, type JobMatchStatistics } from '@contract/matches'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { matchesKeys } from './matches-keys'

/**
 * GET /api/CandidateApplication/GetJobMatchStatistics?candidateId= (docs/api.md): the high
 * and good match counts and their shares in data.data.
 */
export const getJobMatchStatistics = async (candidateId: string): Promise<JobMatchStatistics> => {
  const response = await requestJson(jobMatchStatisticsResponseSchema, () =>
    backendApi.get(relativePath('getJobMatchStatistics'), { searchParams: { candidateId } }),
  )
  return response.data.data
}

/** The match counts, saved for offline use (docs/adr/0062). */
const jobMatchStatisticsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: matchesKeys.jobMatchStatistics(candidateId),
    queryFn: () => getJobMatchStatistics(candidateId),
    meta: { persist: true },
  })

/**
 * Continue on /check-profile (docs/product.md#after-the-interview-check-profile): fetches the
 * counts fresh (the analysis has just finished) and reports success or failure
 * (docs/product.md#after-the-interview-check-profile). A failure is the caller's to show; pressing
 * Continue again asks again.
 */
export const useLoadJobMatchStatistics = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['matches', 'load-job-match-statistics'],
    mutationFn: (candidateId: string) =>
      queryClient.fetchQuery({
        ...jobMatchStatisticsQuery(candidateId),
        staleTime: 0,
        retry: false,
        networkMode: 'always',
      }),
    networkMode: 'always',
    retry: false,
    onSuccess: ({ highMatches, goodMatches }) =>
      analytics.capture(analyticsEvents.matchCountFetched, { highMatches, goodMatches }),
    onError: (error) =>
      analytics.capture(analyticsEvents.matchCountFetchFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
}
