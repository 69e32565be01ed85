/** Names of the usage events, one place so dashboards and code agree. */
export const analyticsEvents = {
  otpRequested: 'otp_requested',
  otpRequestFailed: 'otp_request_failed',
  otpResent: 'otp_resent',
  otpResendFailed: 'otp_resend_failed',
  otpValidated: 'otp_validated',
  otpValidationFailed: 'otp_validation_failed',
  loggedOut: 'logged_out',
} as const

export type AnalyticsEvent = (typeof analyticsEvents)[keyof typeof analyticsEvents]
