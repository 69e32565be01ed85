import type { NotificationsChoice } from './notifications-choice'
import type { PushSupport } from './push-support'

/**
 * The dashboard's notifications card:
 * - offer: 'Get a notification when an employer moves your application' with its button (the
 *   only place besides the Profile switch that asks the browser for permission, on a click).
 * - turned-off: the candidate refused; how to turn notifications on later.
 * - blocked: the browser blocks them; how to allow them in its settings.
 * - hidden: nothing to say (not supported here, already on, or the message was closed).
 */
type OptInCard = 'offer' | 'turned-off' | 'blocked' | 'hidden'

export interface OptInInputs {
  support: PushSupport
  permission: NotificationPermission
  /** This device has a push subscription; undefined while that is being read. */
  subscribed: boolean | undefined
  choice: NotificationsChoice
}

export function optInCardOf({ support, permission, subscribed, choice }: OptInInputs): OptInCard {
  // An iPhone in a tab is told about the Home Screen by the install card and the Profile switch.
  if (support !== 'supported' || subscribed === undefined) return 'hidden'
  if (subscribed && permission === 'granted') return 'hidden'
  if (choice.helpClosed) return 'hidden'
  if (permission === 'denied') return 'blocked'
  if (choice.refusedAt !== undefined) return 'turned-off'
  return 'offer'
}
