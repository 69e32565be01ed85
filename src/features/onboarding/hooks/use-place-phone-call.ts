import { useMutation } from '@tanstack/react-query'

/** What step 3 learns of the phone call 'I agree' placed, for step 4's status screen. */
export interface PlacedPhoneCall {
  /** Every recruiter was busy: the call rings once one is free, not now. */
  waitingForRoom: boolean
}

/**
 * 'I agree' with call-me (docs/product.md#step-3-interview-setup-and-consent): places the phone
 * interview. The call itself (CreateCallForCandidate: the request, keeping the engagement, its
 * events) belongs to the interview feature, which the route hands over; onboarding never imports it
 * (ARCHITECTURE.md#2-layers-and-import-rules). It places a call, so it is never repeated on its
 * own.
 */
export const usePlacePhoneCall = (placeCall: (candidateId: string) => Promise<PlacedPhoneCall>) =>
  useMutation({
    mutationKey: ['onboarding', 'place-phone-call'],
    mutationFn: (candidateId: string) => placeCall(candidateId),
    networkMode: 'always',
    retry: false,
  })
