import { resendOtpResponseSchema, type ResendOtpQuery } from '@contract/auth'
import { relativePath } from '@contract/endpoints'
import { COUNTRY_CODE } from '@contract/phone'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { loginApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { writeStorage } from '@/shared/storage/local-storage'
import { failureProps } from '../model/failure-props'

/** GET ResendOtp (docs/product.md#sign-in-calls-and-failures) with the session token. */
const resendOtp = (phoneDigits: string) => {
  const query: ResendOtpQuery = { phoneNumber: phoneDigits, countryCode: COUNTRY_CODE }
  return requestJson(resendOtpResponseSchema, () =>
    // Never retried: each attempt may text the candidate again.
    loginApi.get(relativePath('resendOtp'), { searchParams: query, retry: 0 }),
  )
}

/** Sends a new code; the server may hand out a new session token with it. */
export const requestLoginCodeAgain = async (phoneDigits: string) => {
  try {
    const response = await resendOtp(phoneDigits)
    writeStorage('sessionToken', response.data.sessionToken)
    analytics.capture(analyticsEvents.otpResent)
    return response
  } catch (error) {
    analytics.capture(analyticsEvents.otpResendFailed, failureProps(error))
    throw error
  }
}
