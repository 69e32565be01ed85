import { useMutation } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { errorCodes } from '@contract/envelope'
import { webrtcSetupResponseSchema } from '@contract/interview'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { writeStorage } from '@/shared/storage/local-storage'
import { onboardingEvents } from '../model/onboarding-events'

/**
 * GET /api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=
 * (docs/product.md#step-3-interview-setup-and-consent): 'I agree' in web mode creates the
 * engagement and returns where to call. It creates something, so ky must not repeat it on its own.
 */
const getWebrtcSetupDetails = (candidateId: string) =>
  requestJson(webrtcSetupResponseSchema, () =>
    backendApi.get(relativePath('getWebrtcSetupDetailsForCandidate'), {
      searchParams: { candidateId },
      retry: 0,
    }),
  )

/**
 * Creates the web call; on success stores webRTCURL and engagementId for step 4
 * (docs/product.md#step-3-interview-setup-and-consent).
 */
export const useGetWebrtcSetupDetails = () =>
  useMutation({
    mutationKey: ['onboarding', 'create-web-call'],
    mutationFn: getWebrtcSetupDetails,
    networkMode: 'always',
    retry: false,
    onSuccess: ({ data: { data } }) => {
      writeStorage('webRTCURL', data.callEndpointUri)
      writeStorage('engagementId', data.engagementId)
      analytics.capture(onboardingEvents.webCallCreated)
    },
    onError: (error) => {
      // A full node is a wait, not a failure: the waiting screen has its own event, once.
      if (isApiError(error) && error.code === errorCodes.interviewsFull) return
      analytics.capture(onboardingEvents.webCallCreateFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      })
    },
  })
