import { useMutation, useQueryClient } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { retryProfileAnalysisResponseSchema, type ProfileAnalysis } from '@contract/matches'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { profileAnalysisStatusQuery } from './get-profile-analysis-status'

/**
 * POST /api/Candidate/RetryProfileAnalysis?candidateId= (docs/api.md): starts a failed
 * analysis again and returns its new state in data.data.
 */
export const retryProfileAnalysis = async (candidateId: string): Promise<ProfileAnalysis> => {
  const response = await requestJson(retryProfileAnalysisResponseSchema, () =>
    backendApi.post(relativePath('retryProfileAnalysis'), {
      searchParams: { candidateId },
      retry: 0,
    }),
  )
  return response.data.data
}

/**
 * 'Try again' after a failed analysis: the new state replaces the polled one, so the bar
 * moves on and polling resumes.
 */
export const useRetryProfileAnalysis = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['matches', 'retry-profile-analysis'],
    mutationFn: retryProfileAnalysis,
    networkMode: 'always',
    retry: false,
    onSuccess: (analysis, candidateId) => {
      queryClient.setQueryData(profileAnalysisStatusQuery(candidateId).queryKey, analysis)
      analytics.capture(analyticsEvents.profileAnalysisRetried)
    },
    onError: (error) =>
      analytics.capture(analyticsEvents.profileAnalysisRetryFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
}
