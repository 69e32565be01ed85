import { useMutation } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { createCallResponseSchema } from '@contract/interview'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { interviewEvents } from '../model/interview-events'
import { storePhoneCall } from '../model/phone-call-details'

/**
 * GET /api/Engagement/CreateCallForCandidate?candidateId= (docs/product.md#the-phone-call): creates
 * a phone engagement and rings the candidate's signed-in number; data.data is the engagement's id,
 * and data.waitingForRoom says the call rings only once a recruiter is free.
 * It places a call, so ky must not repeat it on its own.
 */
export const createCallForCandidate = (candidateId: string) =>
  requestJson(createCallResponseSchema, () =>
    backendApi.get(relativePath('createCallForCandidate'), {
      searchParams: { candidateId },
      retry: 0,
    }),
  )

/** A phone call just placed: its engagement, and whether it waits for a free recruiter. */
interface PlacedPhoneCall {
  engagementId: string
  waitingForRoom: boolean
}

/**
 * Places the phone interview and keeps its engagement for the status screen (and a reload);
 * resolves to the engagement id and whether the call waits for room, which the status screen
 * opens on (only the id is kept: a reload starts on the usual view). Both 'I agree' (onboarding
 * step 3, handed over by the route) and 'Call me again' run this, so the two keep the id and
 * report alike.
 */
export const placePhoneCall = async (candidateId: string): Promise<PlacedPhoneCall> => {
  try {
    const { data: engagementId, waitingForRoom } = (await createCallForCandidate(candidateId)).data
    storePhoneCall(engagementId)
    analytics.capture(interviewEvents.phoneCallRequested)
    return { engagementId, waitingForRoom }
  } catch (error) {
    analytics.capture(interviewEvents.phoneCallRequestFailed, {
      status: isApiError(error) ? (error.status ?? null) : null,
    })
    throw error
  }
}

/** 'Call me again' on the phone status screen: a new call, and a new engagement. */
export const useCreateCallForCandidate = () =>
  useMutation({
    mutationKey: ['interview', 'create-phone-call'],
    mutationFn: placePhoneCall,
    networkMode: 'always',
    retry: false,
  })
