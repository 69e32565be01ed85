import { analytics } from '@/shared/analytics/analytics'
import { isApiError } from '@/shared/http/api-error'

/** Usage events of /preference. Properties carry HTTP statuses and lengths only, never text. */
export const preferencesEvents = {
  /** docs/product.md#preference: /preference could not load; it shows empty data instead. */
  loadFailed: 'preferences_load_failed',
  /** 'Submit Request' opened the mail app. */
  changeRequestOpened: 'preference_change_request_opened',
} as const

/**
 * docs/product.md#preference: a failure is reported (console and analytics), not shown to the
 * candidate.
 */
export function reportPreferencesLoadFailure(error: unknown): void {
  console.error(`Preferences: ${preferencesEvents.loadFailed}`, error)
  analytics.capture(preferencesEvents.loadFailed, {
    status: isApiError(error) ? (error.status ?? null) : null,
  })
}
