/**
 * Every user-visible text of the login screen. English only for now; a Spanish table with
 * the same keys can sit beside it (DESIGN.md 1).
 */
export const authTexts = {
  pageTitle: 'Log in',
  metaDescription: (product: string) =>
    `Log in to ${product} with your mobile number to get personalized job recommendations from our AI recruiter.`,
  heading: (product: string) => `Log in to ${product}`,
  intro: 'Enter your US mobile number. We will text you a 6-digit code.',
  phoneLabel: 'Mobile number',
  phonePlaceholder: '(555) 123-4567',
  countryFlagLabel: 'United States',
  countryCode: '+1',
  phoneValid: 'Valid mobile number',
  phoneInvalid: 'Enter a 10-digit US mobile number',
  sendOtp: 'Send OTP',
  codeLegend: (phone: string) => `Enter the 6-digit code sent to ${phone}`,
  digitLabel: (index: number, total: number) => `Digit ${index} of ${total}`,
  login: 'Login',
  requestOtp: 'Request OTP',
  requestOtpIn: (seconds: number) => `Request OTP in ${seconds}s`,
  changeNumber: 'Change number',
  otpSent: 'OTP sent successfully',
  sendFailed: 'Failed to send OTP',
  validateFailed: 'Failed to validate OTP',
  resendFailed: 'Failed to resend OTP',
} as const
