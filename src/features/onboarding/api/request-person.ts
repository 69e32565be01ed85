import { useMutation, useQueryClient } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import {
  requestPersonResponseSchema,
  type RequestPersonRequest,
  type RequestPersonResponse,
} from '@contract/person-request'
import { personRequestQuery } from '@/entities/candidate/api/get-person-request'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { onboardingEvents } from '../model/onboarding-events'

/**
 * POST /api/Engagement/RequestPerson (contract/person-request.ts): a recruiter is to call at
 * this number in this window; the server finishes onboarding without the AI interview.
 */
const requestPerson = (body: RequestPersonRequest): Promise<RequestPersonResponse> =>
  requestJson(requestPersonResponseSchema, () =>
    backendApi.post(relativePath('requestPerson'), { json: body }),
  )

/**
 * Sends the request once per tap: a failure is shown and the candidate sends again. The stored
 * request goes into the dashboard's query, so the dashboard shows it with its first paint.
 */
export const useRequestPerson = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['onboarding', 'request-person'],
    mutationFn: requestPerson,
    networkMode: 'always',
    retry: false,
    onSuccess: (response, { candidateId, partOfDay }) => {
      queryClient.setQueryData(personRequestQuery(candidateId).queryKey, response.data)
      analytics.capture(onboardingEvents.personRequested, { partOfDay })
    },
    onError: (error) =>
      analytics.capture(onboardingEvents.personRequestFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
}
