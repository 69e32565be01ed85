import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import {
  markSeenRequestSchema,
  PUSH_MESSAGES,
  pushSubscribeRequestSchema,
  pushUnsubscribeRequestSchema,
} from '../../contract/push'
import { subscribeDevice, unsubscribeDevice } from '../services/push/subscriptions'
import { badgeOf, markSeen } from '../services/push/unseen-updates'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

/**
 * /api/Push/*: this device's Web Push subscription and the app badge. Every call but
 * the public key needs the candidate's sign-in and their own candidateId.
 */
export function createPushRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  const signedIn = requireAuth(deps)

  // Public: it is in every subscription anyway, and a service worker re-subscribing has no token.
  router.get('/VapidPublicKey', (c) =>
    ok(c, PUSH_MESSAGES.vapidPublicKey, { publicKey: deps.vapid.publicKey }),
  )

  router.post('/Subscribe', signedIn, async (c) => {
    const body = await readJsonBody(c, pushSubscribeRequestSchema)
    assertOwnCandidate(c, body.candidateId)
    await subscribeDevice(deps.db, {
      candidateId: body.candidateId,
      sessionId: c.get('auth').sessionId,
      subscription: body.subscription,
      extraEndpointHosts: deps.config.push.extraEndpointHosts,
      now: deps.clock.now(),
    })
    return ok(c, PUSH_MESSAGES.subscribed, null)
  })

  router.post('/Unsubscribe', signedIn, async (c) => {
    const body = await readJsonBody(c, pushUnsubscribeRequestSchema)
    assertOwnCandidate(c, body.candidateId)
    await unsubscribeDevice(deps.db, body.candidateId, body.endpoint)
    return ok(c, PUSH_MESSAGES.unsubscribed, null)
  })

  router.get('/BadgeCount', signedIn, async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    return ok(c, PUSH_MESSAGES.badgeFetched, await badgeOf(deps.db, candidateId))
  })

  router.post('/MarkSeen', signedIn, async (c) => {
    const { candidateId, jobIds, all } = await readJsonBody(c, markSeenRequestSchema)
    assertOwnCandidate(c, candidateId)
    const badge = await markSeen(deps.db, candidateId, all ? { all } : { jobIds: jobIds ?? [] })
    return ok(c, PUSH_MESSAGES.markedSeen, badge)
  })

  return router
}
