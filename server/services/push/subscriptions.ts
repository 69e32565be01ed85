import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, isNull, notInArray, or } from 'drizzle-orm'
import {
  PUSH_ENDPOINT_TAKEN_MESSAGE,
  PUSH_SUBSCRIPTION_MESSAGES,
  type PushSubscriptionJson,
} from '../../../contract/push'
import type { Database } from '../../db/client'
import { pushSubscriptions, sessions } from '../../db/schema'
import { badRequest, conflict } from '../../errors'
import { allowedPushEndpoint } from './push-service-hosts'
import { isP256PublicKey } from './subscription-keys'

/**
 * A candidate's devices beyond this many lose their oldest subscription: every status change
 * is sent to each device, so the fan-out stays bounded however many endpoints are registered.
 */
const MAX_DEVICES_PER_CANDIDATE = 20

interface DeviceSubscription {
  candidateId: string
  /** The sign-in making the call: pushes reach the device only while it is alive. */
  sessionId: string
  subscription: PushSubscriptionJson
  /** PUSH_EXTRA_ENDPOINT_HOSTS, as URL.host writes them. */
  extraEndpointHosts: readonly string[]
  now: Date
}

/**
 * What the contract cannot check: the endpoint's host (configuration), read alike by the check
 * and by the sender, and the key's point. The endpoint as it is stored: the URL standard's own
 * writing of it, which the contract has already made sure the request used.
 */
function sendableEndpoint(subscription: PushSubscriptionJson, extraHosts: readonly string[]) {
  const field = (name: string, message: string) =>
    badRequest(message, { issues: [{ field: name, message }] })
  const endpoint = allowedPushEndpoint(subscription.endpoint, extraHosts)
  if (!endpoint) {
    throw field('subscription.endpoint', PUSH_SUBSCRIPTION_MESSAGES.unknownPushService)
  }
  if (!isP256PublicKey(subscription.keys.p256dh)) {
    throw field('subscription.keys.p256dh', PUSH_SUBSCRIPTION_MESSAGES.p256dh)
  }
  return endpoint.href
}

/**
 * Subscribe: this device's endpoint belongs to the candidate and sign-in now. One row per
 * endpoint, so a repeat (every start of the app) only refreshes it. A row another candidate
 * holds moves to the caller only when the request carries the keys that row holds: the same
 * browser subscription, as on a shared phone where the next person signs in. The endpoint
 * alone is not enough, or whoever learnt it could take that person's notifications; other keys
 * are a 409 and the row stays as it was. (The server has no other proof of "the same device":
 * X-DeviceId is whatever the client sends, and logout clears it.)
 */
export async function subscribeDevice(db: Database, device: DeviceSubscription): Promise<void> {
  const { subscription, now } = device
  const endpoint = sendableEndpoint(subscription, device.extraEndpointHosts)
  const values = {
    candidateId: device.candidateId,
    sessionId: device.sessionId,
    p256dh: subscription.keys.p256dh.replace(/=+$/, ''),
    auth: subscription.keys.auth.replace(/=+$/, ''),
    expiresAt: subscription.expirationTime == null ? null : new Date(subscription.expirationTime),
    updatedAt: now,
  }
  await db.transaction(async (tx) => {
    // One statement, so two subscribes of the same endpoint at once cannot both pass the rule.
    const [saved] = await tx
      .insert(pushSubscriptions)
      .values({ id: randomUUID(), endpoint, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: values,
        setWhere: or(
          eq(pushSubscriptions.candidateId, device.candidateId),
          and(eq(pushSubscriptions.p256dh, values.p256dh), eq(pushSubscriptions.auth, values.auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id })
    if (!saved) {
      throw conflict(PUSH_ENDPOINT_TAKEN_MESSAGE, { field: 'subscription.endpoint' })
    }
    const newest = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.candidateId, device.candidateId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(MAX_DEVICES_PER_CANDIDATE)
    await tx
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.candidateId, device.candidateId),
          notInArray(pushSubscriptions.id, newest),
        ),
      )
  })
}

/** Unsubscribe: the candidate's own row for this endpoint goes; anyone else's stays. */
export async function unsubscribeDevice(
  db: Database,
  candidateId: string,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.candidateId, candidateId), eq(pushSubscriptions.endpoint, endpoint)),
    )
}

export type StoredSubscription = Pick<
  typeof pushSubscriptions.$inferSelect,
  'id' | 'endpoint' | 'p256dh' | 'auth' | 'lastHistoryId'
>

/**
 * The devices a push for the candidate goes to: subscribed under a sign-in that is neither
 * revoked (logout) nor expired, and not past the browser's own expiry.
 */
export function liveSubscriptionsOf(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<StoredSubscription[]> {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
      lastHistoryId: pushSubscriptions.lastHistoryId,
    })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(
      and(
        eq(pushSubscriptions.candidateId, candidateId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        or(isNull(pushSubscriptions.expiresAt), gt(pushSubscriptions.expiresAt, now)),
      ),
    )
    .orderBy(pushSubscriptions.createdAt)
}

/** The push service said the subscription is gone (404 or 410): it never comes back. */
export async function forgetSubscription(db: Database, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id))
}

/** The device has this change: a retry of the job does not send it again. */
export async function markDelivered(db: Database, id: string, historyId: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastHistoryId: historyId })
    .where(eq(pushSubscriptions.id, id))
}
