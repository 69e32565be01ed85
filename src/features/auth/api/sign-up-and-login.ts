import {
  signUpAndLoginResponseSchema,
  type SignUpAndLoginRequest,
  type SignUpAndLoginResponse,
} from '@contract/auth'
import { relativePath } from '@contract/endpoints'
import { COUNTRY_CODE } from '@contract/phone'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { getLanguage } from '@/shared/i18n/language-store'
import { publicApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { computeLoginId } from '@/shared/login-id'
import { writeStorage } from '@/shared/storage/local-storage'
import { failureProps } from '../model/failure-props'

/**
 * POST SignUpAndLogin (docs/product.md#sign-in-calls-and-failures): no token; sends the code by SMS
 * and opens a login session.
 */
const signUpAndLogin = async (phoneDigits: string): Promise<SignUpAndLoginResponse> => {
  const body: SignUpAndLoginRequest = {
    userPhoneNumber: phoneDigits,
    loginId: await computeLoginId(phoneDigits),
    countryCode: COUNTRY_CODE,
    // The code's text message is written in it, and the candidate takes it once signed in.
    language: getLanguage(),
  }
  return requestJson(signUpAndLoginResponseSchema, () =>
    publicApi.post(relativePath('signUpAndLogin'), { json: body }),
  )
}

/**
 * Sends the first code; on success keeps the session token and the number
 * (docs/product.md#the-two-steps). Login needs the network: it fails at once with the transport's
 * message, never waits for it.
 */
export const requestLoginCode = async (phoneDigits: string) => {
  try {
    const response = await signUpAndLogin(phoneDigits)
    writeStorage('sessionToken', response.data.sessionToken)
    writeStorage('mobileNumber', phoneDigits)
    analytics.capture(analyticsEvents.otpRequested)
    return response
  } catch (error) {
    analytics.capture(analyticsEvents.otpRequestFailed, failureProps(error))
    throw error
  }
}
