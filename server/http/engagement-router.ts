import { Hono } from 'hono'
import { candidateIdQuerySchema } from '../../contract/candidate'
import { engagementStatusQuerySchema } from '../../contract/interview'
import {
  cancelScheduledCallRequestSchema,
  consentToCallRequestSchema,
  scheduleCallRequestSchema,
} from '../../contract/call-scheduling'
import { recordCallConsent } from '../services/call-scheduling/call-consent'
import {
  cancelScheduledCall,
  scheduleCall,
  latestScheduledCall,
} from '../services/call-scheduling/scheduled-calls'
import { PERSON_REQUEST_MESSAGES, requestPersonRequestSchema } from '../../contract/person-request'
import { forbidden, notFound } from '../errors'
import { findEngagement, isWaitingForRoom } from '../services/engagements'
import { prepareInterview } from '../services/interview-preparation'
import { findPersonRequest } from '../services/person-requests/person-requests'
import { requestPerson } from '../services/person-requests/request-person'
import { startWebCall } from '../services/web-call-start'
import { callCandidate } from '../services/phone-interview'
import { callEndpointUri } from '../services/public-origin'
import type { AppDeps } from '../app-deps'
import type { AppEnv } from './app-env'
import { assertOwnCandidate, requireAuth } from './auth-middleware'
import { ok } from './envelope'
import { readJsonBody, readQuery } from './validation'

const ENGAGEMENT_MESSAGE = 'Successfully getting the engagement'

/** /api/Engagement/*: the AI interview (docs/product.md#the-interview). */
export function createEngagementRouter(deps: AppDeps) {
  const router = new Hono<AppEnv>()
  router.use('*', requireAuth(deps))

  router.post('/PrepareInterview', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const { knownSlots } = await prepareInterview(deps.db, candidateId, deps.clock.now())
    return ok(c, 'Interview prepared successfully', { prepared: true as const, knownSlots })
  })

  // 'I agree' on a web call: a new engagement and the address of its signalling socket.
  router.get('/GetWebrtcSetupDetailsForCandidate', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const { engagementId, token } = await startWebCall(deps, c.get('auth'), deps.clock.now())
    return ok(c, ENGAGEMENT_MESSAGE, {
      data: {
        // From configuration, never from the request's Host: see services/public-origin.ts.
        callEndpointUri: callEndpointUri(deps.publicOrigin(), engagementId, token),
        engagementId,
      },
    })
  })

  // 'I agree' with call-me: a phone engagement, and the call to the signed-in number placed (or
  // waiting for room on a full node).
  router.get('/CreateCallForCandidate', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const { engagementId, waitingForRoom } = await callCandidate(
      { ...deps, telephonyConfig: deps.config.telephony },
      c.get('auth'),
      deps.clock.now(),
    )
    return ok(c, ENGAGEMENT_MESSAGE, { data: engagementId, waitingForRoom })
  })

  // Call-me's 'I agree': the consent to an automated call, recorded before any call is placed.
  router.post('/ConsentToCall', async (c) => {
    const { candidateId, language } = await readJsonBody(c, consentToCallRequestSchema)
    assertOwnCandidate(c, candidateId)
    const data = await recordCallConsent(
      deps.db,
      { candidateId, language, productName: deps.config.productName },
      deps.clock.now(),
    )
    return ok(c, 'Consent recorded', data)
  })

  router.post('/ScheduleCall', async (c) => {
    const { candidateId, at } = await readJsonBody(c, scheduleCallRequestSchema)
    assertOwnCandidate(c, candidateId)
    const data = await scheduleCall(
      deps.db,
      deps.queue,
      {
        candidateId,
        sessionId: c.get('auth').sessionId,
        at: new Date(at),
        telephony: deps.config.telephony,
      },
      deps.clock.now(),
    )
    return ok(c, 'Call scheduled', data)
  })

  router.get('/ScheduledCall', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await latestScheduledCall(deps.db, candidateId, deps.clock.now())
    return ok(c, 'Scheduled call fetched', data)
  })

  router.post('/CancelScheduledCall', async (c) => {
    const { candidateId } = await readJsonBody(c, cancelScheduledCallRequestSchema)
    assertOwnCandidate(c, candidateId)
    return ok(c, 'Scheduled call cancelled', await cancelScheduledCall(deps.db, candidateId))
  })

  router.get('/GetEngagementCallStatus', async (c) => {
    const { engagementId } = readQuery(c, engagementStatusQuerySchema)
    const engagement = await findEngagement(deps.db, engagementId)
    if (!engagement) throw notFound('Engagement not found.')
    if (engagement.candidateId !== c.get('auth').candidateId) throw forbidden()
    return ok(c, ENGAGEMENT_MESSAGE, {
      data: engagement.status,
      waitingForRoom: isWaitingForRoom(engagement),
    })
  })

  // 'I'd rather talk to a person': a recruiter calls instead, and onboarding ends without the AI.
  router.post('/RequestPerson', async (c) => {
    const request = await readJsonBody(c, requestPersonRequestSchema)
    assertOwnCandidate(c, request.candidateId)
    const data = await requestPerson(deps, request, deps.clock.now())
    return ok(c, PERSON_REQUEST_MESSAGES.requested, data)
  })

  router.get('/PersonRequest', async (c) => {
    const { candidateId } = readQuery(c, candidateIdQuerySchema)
    assertOwnCandidate(c, candidateId)
    const data = await findPersonRequest(deps.db, candidateId)
    return ok(c, PERSON_REQUEST_MESSAGES.fetched, data)
  })

  return router
}
