import type { QueryClient } from '@tanstack/react-query'
import { errorCodes } from '@contract/envelope'
import { isApiError } from '@/shared/http/api-error'
import { vapidPublicKeyQuery } from '../api/get-vapid-public-key'
import { subscribePush } from '../api/subscribe-push'
import { unsubscribePush } from '../api/unsubscribe-push'
import {
  activeRegistration,
  currentSubscription,
  existingRegistration,
  subscribeBrowser,
  subscriptionJson,
} from './browser-subscription'
import {
  forgetNotificationsChoice,
  rememberRefusal,
  rememberTurnedOff,
} from './notifications-choice'
import { notificationPermission } from './push-support'

/**
 * Asks the browser for permission, or answers at once when it is already granted. Called
 * straight from a click handler, before anything is awaited: Safari shows its prompt only from
 * a user gesture, and Chrome quietly blocks prompts that come from nowhere.
 */
export function askPermission(): Promise<NotificationPermission> {
  if (notificationPermission() === 'granted') return Promise.resolve('granted')
  // Old Safari answers through a callback and returns nothing.
  return new Promise((resolve) => {
    const answer = Notification.requestPermission(resolve)
    if (answer) void answer.then(resolve, () => resolve('default'))
  })
}

export type TurnOnResult = 'subscribed' | 'refused'

/**
 * Subscribes this browser with the server's key and sends the subscription. The server answers
 * 409 when another account holds this endpoint under other keys (contract/push.ts): this
 * browser's subscription is then replaced once, which gives it an endpoint of its own, and
 * sent again. Any other failure, or a second 409, is the caller's.
 */
async function subscribeAndSend(
  registration: ServiceWorkerRegistration,
  publicKey: string,
  candidateId: string,
): Promise<PushSubscription> {
  const subscription = await subscribeBrowser(registration, publicKey)
  try {
    await subscribePush({ candidateId, subscription: subscriptionJson(subscription) })
    return subscription
  } catch (error) {
    if (!isApiError(error) || error.code !== errorCodes.conflict) throw error
    await subscription.unsubscribe()
    const fresh = await subscribeBrowser(registration, publicKey)
    await subscribePush({ candidateId, subscription: subscriptionJson(fresh) })
    return fresh
  }
}

/**
 * The card's button and the Profile switch: once permission is granted, subscribe this device
 * with the server's key and send the subscription. A refusal (blocked, or the prompt closed) is
 * remembered, so the card stops offering.
 */
export async function turnOnNotifications(
  queryClient: QueryClient,
  candidateId: string,
  permission: Promise<NotificationPermission>,
): Promise<TurnOnResult> {
  if ((await permission) !== 'granted') {
    rememberRefusal()
    return 'refused'
  }
  const registration = await activeRegistration()
  if (!registration) throw new Error('No service worker is running to receive notifications')
  const publicKey = await queryClient.fetchQuery(vapidPublicKeyQuery())
  await subscribeAndSend(registration, publicKey, candidateId)
  forgetNotificationsChoice()
  return 'subscribed'
}

/**
 * The Profile switch turned off. The server is told first, while the endpoint is known; the
 * browser's subscription goes even if the server cannot be reached: the push service then
 * answers the server's next send with 410 and the server drops it by itself.
 */
export async function turnOffNotifications(candidateId: string): Promise<void> {
  const subscription = await currentSubscription()
  if (subscription) {
    await unsubscribePush({ candidateId, endpoint: subscription.endpoint }).catch(() => {})
    await subscription.unsubscribe()
  }
  rememberTurnedOff()
}

/**
 * Logout, before the token is revoked: this device gets no more pushes for this candidate. The
 * server would stop anyway once the sign-in is revoked; removing the browser's subscription too
 * means the next person to sign in on this phone is asked afresh.
 */
export async function unsubscribeAtLogout(candidateId: string | null): Promise<void> {
  const subscription = await currentSubscription()
  if (!subscription) return
  if (candidateId) {
    await unsubscribePush(
      { candidateId, endpoint: subscription.endpoint },
      { duringLogout: true },
    ).catch(() => {})
  }
  await subscription.unsubscribe()
}

/**
 * Any end of a session (a 401 and account deletion too, which have no token left): the browser's
 * subscription goes, so pushes for one candidate never reach the next one on this phone.
 */
export async function forgetBrowserSubscription(): Promise<void> {
  const subscription = await currentSubscription()
  await subscription?.unsubscribe()
}

/**
 * Each start of the signed-in app, and when the service worker reports a replaced subscription:
 * sends this device's subscription again, so the server ties it to the current sign-in
 * (contract/push.ts); replaces one made with a key the operator has since rotated; and tells the
 * server to drop an endpoint this device no longer uses.
 */
export async function resendSubscription(
  queryClient: QueryClient,
  candidateId: string,
  replacedEndpoint?: string,
): Promise<void> {
  if (notificationPermission() !== 'granted') return
  const registration = await existingRegistration()
  const existing = await registration?.pushManager.getSubscription()
  if (!registration || !existing) return
  const publicKey = await queryClient.fetchQuery(vapidPublicKeyQuery())
  const subscription = await subscribeAndSend(registration, publicKey, candidateId)
  const dropped = [existing.endpoint, replacedEndpoint].filter(
    (endpoint): endpoint is string => Boolean(endpoint) && endpoint !== subscription.endpoint,
  )
  for (const endpoint of new Set(dropped)) {
    await unsubscribePush({ candidateId, endpoint }).catch(() => {})
  }
}
