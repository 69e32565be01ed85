import * as v from 'valibot'
import { pushSubscriptionSchema, type PushSubscriptionJson } from '@contract/push'

/** How long a subscribe waits for a service worker that is still installing. */
const ACTIVE_WORKER_TIMEOUT_MS = 10_000

/**
 * How long a subscribe waits for the browser's push service. Chromium-based browsers can leave
 * `pushManager.subscribe` pending for minutes, or for good: their push client starts on first
 * use, and stays stuck loading when it cannot start (push services blocked, a browser built
 * without Google's). The candidate is told it did not work and can try again, rather than
 * watching a spinner that never stops.
 */
export const PUSH_SERVICE_TIMEOUT_MS = 30_000

/**
 * The page's service worker registration as it is now, without waiting: reading a subscription
 * (at logout, say) must not hang in a browser, or a build, with no worker.
 */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  return navigator.serviceWorker.getRegistration()
}

/** A registration with an active worker, which pushManager.subscribe needs. */
export async function activeRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  const registration = await existingRegistration()
  if (!registration || registration.active) return registration
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ACTIVE_WORKER_TIMEOUT_MS)
  })
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout])
  clearTimeout(timer)
  return ready
}

/** This device's push subscription, or null. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration()
  return registration ? registration.pushManager.getSubscription() : null
}

/** base64url without padding, as the server writes its public key. */
export function base64UrlOf(bytes: ArrayBuffer): string {
  let binary = ''
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/**
 * The subscription was made with `publicKey`. After an operator rotates the VAPID key the push
 * service refuses the server's sends to it, so it must be replaced. A browser that does not say
 * which key it used is taken at its word: replacing its subscription on every start would only
 * churn endpoints.
 */
export function madeWithKey(subscription: PushSubscription, publicKey: string): boolean {
  const key = subscription.options?.applicationServerKey
  return key ? base64UrlOf(key) === publicKey.replace(/=+$/, '') : true
}

/** This device's subscription for `publicKey`: the existing one, or a new one. */
export async function subscribeBrowser(
  registration: ServiceWorkerRegistration,
  publicKey: string,
): Promise<PushSubscription> {
  const existing = await registration.pushManager.getSubscription()
  if (existing && madeWithKey(existing, publicKey)) return existing
  // A browser refuses a second subscription with another key while the first exists.
  await existing?.unsubscribe()
  return answeredWithin(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: publicKey }),
    PUSH_SERVICE_TIMEOUT_MS,
  )
}

/**
 * The browser's subscription, or an error once `ms` have passed without one. A subscription the
 * browser makes after that is not lost: the next tap finds it, and so does the next start, which
 * sends it to the server (resendSubscription).
 */
async function answeredWithin(
  subscribing: Promise<PushSubscription>,
  ms: number,
): Promise<PushSubscription> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`The browser's push service did not answer within ${ms} ms`)),
      ms,
    )
  })
  try {
    return await Promise.race([subscribing, timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The subscription as the contract carries it. A browser handing over something else fails
 * here with the field named, rather than as the server's 400.
 */
export const subscriptionJson = (subscription: PushSubscription): PushSubscriptionJson =>
  v.parse(pushSubscriptionSchema, subscription.toJSON())
