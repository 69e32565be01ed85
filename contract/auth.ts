import * as v from 'valibot'
import { plainText } from './text'
import { okEnvelope } from './envelope'
import { nationalPhoneSchema } from './phone'
import { appLanguageSchema } from './app-language'

export const OTP_LENGTH = 6
export const OTP_TTL_SECONDS = 10 * 60
export const OTP_RESEND_COOLDOWN_SECONDS = 30
export const OTP_MAX_WRONG_TRIES_PER_CODE = 5
export const OTP_MAX_CODES_PER_PHONE = 5
export const OTP_CODES_WINDOW_SECONDS = 10 * 60
export const PHONE_LOCK_AFTER_FAILURES = 10
export const PHONE_LOCK_SECONDS = 15 * 60

const countryCodeSchema = v.literal('1', 'countryCode must be "1"')
const otpSchema = v.pipe(plainText('otp'), v.regex(/^\d{6}$/, 'otp must be 6 digits'))
const tokenSchema = v.pipe(plainText('sessionToken'), v.minLength(16), v.maxLength(512))

/** POST /api/SMSLogin/SignUpAndLogin. No token; X-DeviceId header. */
export const signUpAndLoginRequestSchema = v.object({
  userPhoneNumber: nationalPhoneSchema,
  loginId: v.pipe(
    plainText('loginId'),
    v.regex(/^[0-9a-f]{64}$/, 'loginId must be a hex SHA-256 HMAC'),
  ),
  countryCode: countryCodeSchema,
  /**
   * The app language: the code's text is written in it, and so is a resend. It
   * becomes the candidate's app language only once the code is verified. Left out: English
   * text, and the candidate's language stays as it is.
   */
  language: v.optional(appLanguageSchema),
})
export type SignUpAndLoginRequest = v.InferOutput<typeof signUpAndLoginRequestSchema>

export const loginSessionDataSchema = v.object({
  sessionToken: tokenSchema,
  phoneNumber: v.string(),
})
export const signUpAndLoginResponseSchema = okEnvelope(loginSessionDataSchema)
export type SignUpAndLoginResponse = v.InferOutput<typeof signUpAndLoginResponseSchema>

/** POST /api/SMSLogin/ValidateOtp. Session token as bearer and in the body. */
export const validateOtpRequestSchema = v.object({
  userPhonenumber: nationalPhoneSchema,
  otp: otpSchema,
  sessionToken: tokenSchema,
})
export type ValidateOtpRequest = v.InferOutput<typeof validateOtpRequestSchema>

/**
 * The access token is read from message.data.accessToken
 * (docs/product.md#sign-in-calls-and-failures), so `message` is an object here.
 */
export const validateOtpResponseSchema = v.object({
  status: v.literal(true),
  message: v.object({
    text: v.string(),
    data: v.object({ accessToken: v.pipe(v.string(), v.minLength(20)) }),
  }),
  data: v.object({
    userId: v.pipe(v.string(), v.uuid()),
    phoneNumber: v.string(),
  }),
})
export type ValidateOtpResponse = v.InferOutput<typeof validateOtpResponseSchema>

/** GET /api/SMSLogin/ResendOtp?phoneNumber=&countryCode=. Session token as bearer. */
export const resendOtpQuerySchema = v.object({
  phoneNumber: nationalPhoneSchema,
  countryCode: countryCodeSchema,
})
export type ResendOtpQuery = v.InferOutput<typeof resendOtpQuerySchema>
export const resendOtpResponseSchema = okEnvelope(loginSessionDataSchema)

/** POST /api/SMSLogin/Logout. Access token as bearer; revokes the server session. */
export const logoutResponseSchema = okEnvelope(v.null())
