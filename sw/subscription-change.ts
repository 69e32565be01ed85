import * as v from 'valibot'
import { endpoints } from '../contract/endpoints'
import { vapidPublicKeyResponseSchema } from '../contract/push'

/** GET /api/Push/VapidPublicKey from the worker: public, so no token is needed. */
export async function fetchVapidPublicKey(apiBaseUrl: string): Promise<string> {
  const response = await fetch(`${apiBaseUrl}${endpoints.pushVapidPublicKey.path}`, {
    headers: { accept: 'application/json' },
  })
  const body = v.parse(vapidPublicKeyResponseSchema, await response.json())
  return body.data.publicKey
}

/**
 * pushsubscriptionchange: the browser dropped this device's subscription (expired, or
 * the push service rotated it). Subscribe again with the key the old one used, or the server's
 * when the browser does not say, unless the browser already made the new one. Returns the new
 * subscription, or null when there is none to make (permission withdrawn, say).
 */
export async function resubscribe(
  pushManager: PushManager,
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
  fetchKey: () => Promise<string>,
): Promise<PushSubscription | null> {
  if (newSubscription) return newSubscription
  try {
    const applicationServerKey = oldSubscription?.options.applicationServerKey ?? (await fetchKey())
    return await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  } catch {
    return null
  }
}
