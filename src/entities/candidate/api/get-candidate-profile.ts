import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { candidateProfileResponseSchema, type CandidateProfile } from '@contract/profile'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'

/**
 * GET /api/Candidate/GetCandidateProfileById?candidateId= (docs/product.md#profile): data.data, the
 * profile the analysis merged from resume, onboarding and interview, with the candidate's own
 * edits. docs/product.md#profile names its usage events: started, completed, failed.
 */
const getCandidateProfile = async (candidateId: string): Promise<CandidateProfile> => {
  analytics.capture(analyticsEvents.profileFetchStarted)
  try {
    const response = await requestJson(candidateProfileResponseSchema, () =>
      backendApi.get(relativePath('getCandidateProfileById'), { searchParams: { candidateId } }),
    )
    analytics.capture(analyticsEvents.profileFetchCompleted)
    return response.data.data
  } catch (error) {
    analytics.capture(analyticsEvents.profileFetchFailed, {
      status: isApiError(error) ? (error.status ?? null) : null,
    })
    throw error
  }
}

/** /profile and /edit-profile; saved for offline reading (docs/adr/0062). */
export const candidateProfileQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.profile(candidateId),
    queryFn: () => getCandidateProfile(candidateId),
    meta: { persist: true },
  })
