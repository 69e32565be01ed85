import { analytics } from '@/shared/analytics/analytics'
import { isApiError } from '@/shared/http/api-error'

/** Usage events of notifications. Properties say where and how, never an endpoint or an id. */
export const notificationsEvents = {
  offerShown: 'notifications_offer_shown',
  turnedOn: 'notifications_turned_on',
  refused: 'notifications_refused',
  turnedOff: 'notifications_turned_off',
  failed: 'notifications_failed',
} as const

/** Where the candidate acted: the dashboard card or the Profile switch. */
export type NotificationsPlace = 'dashboard' | 'profile'

export function reportNotificationsFailure(place: NotificationsPlace, error: unknown): void {
  console.error('Notifications could not be changed', error)
  analytics.capture(notificationsEvents.failed, {
    place,
    status: isApiError(error) ? (error.status ?? null) : null,
    code: isApiError(error) ? (error.code ?? null) : error instanceof Error ? error.name : null,
  })
}
