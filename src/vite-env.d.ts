/// <reference types="vite/client" />

/** Set by vite.config.ts at build time. */
declare const __BUILD_ID__: string

interface ImportMetaEnv {
  /** Backend origin, e.g. https://api.example.com. Empty: same origin as the app. */
  readonly VITE_API_BASE_URL?: string
  readonly VITE_PRODUCT_NAME?: string
  readonly VITE_SUPPORT_EMAIL?: string
  readonly VITE_POSTHOG_KEY?: string
  readonly VITE_POSTHOG_HOST?: string
  /**
   * Key of the loginId HMAC (docs/product.md#sign-in-calls-and-failures). Public by nature: it only
   * pseudonymises the number.
   */
  readonly VITE_LOGIN_ID_KEY?: string
  readonly VITE_STUN_URLS?: string
  /**
   * The interview phone line shown for call-me
   * (docs/product.md#step-3-interview-setup-and-consent).
   */
  readonly VITE_INTERVIEW_PHONE?: string
  /**
   * The prefix of the number interview calls come from
   * (docs/product.md#step-3-interview-setup-and-consent).
   */
  readonly VITE_INTERVIEW_CALLER_PREFIX?: string
  /** The landing page's figures, from the operator's records; unset: not shown. */
  readonly VITE_CLAIM_JOB_SEEKERS?: string
  readonly VITE_CLAIM_HIRES_PER_MONTH?: string
  readonly VITE_CLAIM_YEARLY_HIRES?: string
  readonly VITE_CLAIM_YEARLY_HIRES_YEAR?: string
}
