/**
 * Build-time configuration of the PWA (README.md#configuration). Everything has an embedded
 * default.
 */
const env = import.meta.env

const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined

/** A whole number above zero ('200000', '200,000'), else undefined. */
const count = (value: string | undefined): number | undefined => {
  const digits = trimmed(value)?.replace(/,/g, '')
  const parsed = digits && /^\d+$/.test(digits) ? Number(digits) : 0
  return parsed > 0 ? parsed : undefined
}

export const appConfig = {
  /** Backend origin; empty means the app's own origin. */
  apiBaseUrl: trimmed(env.VITE_API_BASE_URL)?.replace(/\/+$/, '') ?? '',
  productName: trimmed(env.VITE_PRODUCT_NAME) ?? 'Hirelane',
  supportEmail: trimmed(env.VITE_SUPPORT_EMAIL) ?? 'support@hirelane.example',
  privacyEmail: 'privacy@hirelane.example',
  posthogKey: trimmed(env.VITE_POSTHOG_KEY),
  posthogHost: trimmed(env.VITE_POSTHOG_HOST) ?? 'https://us.i.posthog.com',
  loginIdKey: trimmed(env.VITE_LOGIN_ID_KEY) ?? 'hirelane-login-id-v1',
  /**
   * docs/product.md#step-3-interview-setup-and-consent: the line a call-me interview rings from,
   * shown on the setup step.
   */
  interviewPhoneNumber: trimmed(env.VITE_INTERVIEW_PHONE) ?? '(206) 555-0142',
  /**
   * docs/product.md#step-3-interview-setup-and-consent: interview calls come from a number starting
   * with this prefix.
   */
  interviewCallerPrefix: trimmed(env.VITE_INTERVIEW_CALLER_PREFIX) ?? '+1 (206)',
  stunUrls: (trimmed(env.VITE_STUN_URLS) ?? '').split(',').filter(Boolean),
  /**
   * The landing page's figures: shown only as the operator states them, from their
   * own records; unset, the page states none (no invented numbers).
   */
  claims: {
    jobSeekers: count(env.VITE_CLAIM_JOB_SEEKERS),
    hiresPerMonth: count(env.VITE_CLAIM_HIRES_PER_MONTH),
    yearlyHires: count(env.VITE_CLAIM_YEARLY_HIRES),
    yearlyHiresYear: count(env.VITE_CLAIM_YEARLY_HIRES_YEAR),
  },
  buildId: __BUILD_ID__,
} as const
