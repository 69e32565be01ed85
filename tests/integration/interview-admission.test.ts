import { describe, expect, it } from 'vitest'
import { ENGAGEMENT_ENDED_CLOSE, NORMAL_CLOSE } from '../../contract/interview'
import { endpoints } from '../../contract/endpoints'
import {
  createEngagementOverHttp,
  eventually,
  signInOverHttp,
  useRunningServer,
  type ApiSession,
} from './support/running-server'
import { openSignalingSocket, upgradeStatus } from './support/signaling-socket'

/**
 * A node at its interview capacity over a real server (one interview here): a new start waits
 * with a 503 and its Retry-After, while the live call, its reconnects and its candidate's own
 * new start go on; the place frees when the call ends.
 */

const running = useRunningServer({
  env: { INTERVIEW_CAPACITY: '1', TRANSCRIBER: 'none', SPEECH: 'espeak' },
})

const startWebCall = (session: ApiSession) =>
  fetch(
    `${running.server.url}${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${session.userId}`,
    { headers: { Authorization: `Bearer ${session.accessToken}` } },
  )

const openCall = async (session: ApiSession, callEndpointUri: string) => {
  const socket = await openSignalingSocket(callEndpointUri, {
    origin: running.server.url,
    accessToken: session.accessToken,
  })
  // The recruiter's first state message: the call is live on the node.
  await eventually(
    () => Promise.resolve(socket.messages.length),
    (count) => count > 0,
  )
  return socket
}

describe('a node at its interview capacity', () => {
  it('refuses new starts with a wait until its call ends, and never its live call or its candidate', async () => {
    const live = await signInOverHttp(running.server, '2065590001')
    const waiting = await signInOverHttp(running.server, '2065590002')

    const first = await createEngagementOverHttp(running.server, live)
    const refused = await startWebCall(waiting)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toMatchObject({
      error: { code: 'interviews_full', details: { retryAfterSeconds: 5 } },
    })

    // The held place is the call's: it connects, and a second socket of it (a reconnect) too.
    const call = await openCall(live, first.callEndpointUri)
    expect(await upgradeStatus(first.callEndpointUri, { origin: running.server.url })).toBe(101)
    expect((await startWebCall(waiting)).status).toBe(503)

    // Its candidate starting again takes its own place; the old call ends for the new one.
    const again = await createEngagementOverHttp(running.server, live)
    expect(await call.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect((await startWebCall(waiting)).status).toBe(503)

    // The call ends: the place is free, and the waiting candidate's start goes through.
    const ending = await openCall(live, again.callEndpointUri)
    ending.ws.send(JSON.stringify({ type: 'end' }))
    expect(await ending.closed).toBe(NORMAL_CLOSE)
    const admitted = await eventually(
      async () => (await startWebCall(waiting)).status,
      (status) => status === 200,
    )
    expect(admitted).toBe(200)
  })
})
