import { useMutation } from '@tanstack/react-query'
import { consentToCallResponseSchema, type ConsentToCallRequest } from '@contract/call-scheduling'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * POST /api/Engagement/ConsentToCall: call-me's 'I agree', in the language the consent was
 * read in. The server records the time, the number and the contract's words in that language
 * (the same words the screen shows), and places no phone call without it.
 */
export const consentToCall = (body: ConsentToCallRequest) =>
  requestJson(consentToCallResponseSchema, () =>
    backendApi.post(relativePath('consentToCall'), { json: body, retry: 0 }),
  )

/** Recorded once per 'I agree', just before the call is placed. */
export const useConsentToCall = () =>
  useMutation({
    mutationKey: ['onboarding', 'consent-to-call'],
    mutationFn: consentToCall,
    networkMode: 'always',
    retry: false,
  })
