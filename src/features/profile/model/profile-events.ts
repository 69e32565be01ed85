import { analytics } from '@/shared/analytics/analytics'
import { isApiError } from '@/shared/http/api-error'

/**
 * Usage events of /profile and /edit-profile. Properties carry stages and HTTP statuses only,
 * never a value the candidate typed.
 */
export const profileEvents = {
  /** docs/product.md#profile: /profile could not load; it shows empty data instead. */
  loadFailed: 'profile_load_failed',
  /** /edit-profile could not load its profile; the form starts empty. */
  editLoadFailed: 'edit_profile_load_failed',
  saved: 'profile_saved',
  saveFailed: 'profile_save_failed',
  imageRejected: 'profile_image_rejected',
} as const

type ProfileLoadEvent = typeof profileEvents.loadFailed | typeof profileEvents.editLoadFailed

/**
 * docs/product.md#profile: a failure is reported (console and analytics), not shown to the
 * candidate.
 */
export function reportProfileLoadFailure(event: ProfileLoadEvent, error: unknown): void {
  console.error(`Profile: ${event}`, error)
  analytics.capture(event, { status: isApiError(error) ? (error.status ?? null) : null })
}
