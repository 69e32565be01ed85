import {
  validateOtpResponseSchema,
  type ValidateOtpRequest,
  type ValidateOtpResponse,
} from '@contract/auth'
import { relativePath } from '@contract/endpoints'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { loginApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { startSession } from '@/shared/session/session'
import { readStorage } from '@/shared/storage/local-storage'
import { failureProps } from '../model/failure-props'

interface ValidateOtpInput {
  phoneDigits: string
  otp: string
}

/**
 * POST ValidateOtp (docs/product.md#sign-in-calls-and-failures): the session token goes as bearer
 * (loginApi) and in the body.
 */
const validateOtp = ({ phoneDigits, otp }: ValidateOtpInput): Promise<ValidateOtpResponse> => {
  const body: ValidateOtpRequest = {
    userPhonenumber: phoneDigits,
    otp,
    sessionToken: readStorage('sessionToken') ?? '',
  }
  return requestJson(validateOtpResponseSchema, () =>
    loginApi.post(relativePath('validateOtp'), { json: body }),
  )
}

/** Checks the code; on success the candidate is signed in (docs/product.md#the-two-steps). */
export const checkLoginCode = async (input: ValidateOtpInput) => {
  try {
    const response = await validateOtp(input)
    startSession({
      accessToken: response.message.data.accessToken,
      candidateId: response.data.userId,
      mobileNumber: input.phoneDigits,
    })
    analytics.capture(analyticsEvents.otpValidated)
    return response
  } catch (error) {
    analytics.capture(analyticsEvents.otpValidationFailed, failureProps(error))
    throw error
  }
}
