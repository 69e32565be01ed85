import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import {
  ENGAGEMENT_ENDED_CLOSE,
  NORMAL_CLOSE,
  PROTOCOL_VIOLATION_CLOSE,
  SERVER_DROPPED_CLOSE,
  WRONG_SESSION_CLOSE,
} from '../../contract/interview'
import { revokeAccessSession } from '../../server/services/auth/access-sessions'
import {
  createEngagementOverHttp,
  engagementStatusOverHttp,
  eventually,
  signInOverHttp,
  useRunningServer,
  type ApiSession,
} from './support/running-server'
import { openSignalingSocket, upgradeStatus, type OpenSocket } from './support/signaling-socket'

/**
 * The browser's call token belongs to the sign-in session that said 'I agree' (docs/adr/0090).
 * It stops opening the call when that session is logged out or revoked, and only a socket
 * proving that same session (its hello) may join the call or replace its live connection.
 * PostgreSQL, so the test can revoke a session the way the server would.
 */

const running = useRunningServer({ database: 'postgres' })

let nextPhone = 0
const newPhone = () => `20655${String(8700 + nextPhone++).padStart(5, '0')}`

const sessionIdOf = (session: ApiSession) => {
  const { sid } = decodeJwt(session.accessToken)
  if (typeof sid !== 'string') throw new Error('the access token names no session')
  return sid
}

/** A signed-in candidate, 'I agree', and that session's socket on the call (attached). */
async function liveCall(phone = newPhone()) {
  const candidate = await signInOverHttp(running.server, phone)
  const setup = await createEngagementOverHttp(running.server, candidate)
  const socket = await join(setup.callEndpointUri, candidate.accessToken)
  return { phone, candidate, setup, socket }
}

/** A socket that sent the hello of `accessToken`, once the call took it (its 'waiting' state). */
async function join(callEndpointUri: string, accessToken: string): Promise<OpenSocket> {
  const socket = await openSignalingSocket(callEndpointUri, {
    origin: running.server.url,
    accessToken,
  })
  await eventually(
    () => Promise.resolve(socket.messages.length),
    (count) => count > 0,
  )
  expect(socket.messages[0]).toMatchObject({ type: 'state', phase: 'waiting' })
  return socket
}

/** The socket is still the call's: End interview on it completes the engagement normally. */
async function stillTheCall(socket: OpenSocket, who: ApiSession, engagementId: string) {
  socket.ws.send(JSON.stringify({ type: 'end' }))
  expect(await socket.closed).toBe(NORMAL_CLOSE)
  expect(await engagementStatusOverHttp(running.server, who, engagementId)).toBe('completed')
}

async function logOut(session: ApiSession) {
  const response = await fetch(`${running.server.url}/api/SMSLogin/Logout`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}` },
  })
  expect(response.status).toBe(200)
}

describe('the call token and the sign-in session', () => {
  it('ends the live call on logout (4001, abandoned) and refuses the token from then on', async () => {
    const { phone, setup, candidate, socket } = await liveCall()
    await logOut(candidate)
    expect(await socket.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect(await upgradeStatus(setup.callEndpointUri, { origin: running.server.url })).toBe(401)

    const again = await signInOverHttp(running.server, phone)
    expect(await engagementStatusOverHttp(running.server, again, setup.engagementId)).toBe(
      'abandoned',
    )
    // Signing in again does not bring the old call token back.
    expect(await upgradeStatus(setup.callEndpointUri, { origin: running.server.url })).toBe(401)
  })

  it('refuses the token after logout even with no call live', async () => {
    const candidate = await signInOverHttp(running.server, newPhone())
    const setup = await createEngagementOverHttp(running.server, candidate)
    await logOut(candidate)
    expect(await upgradeStatus(setup.callEndpointUri, { origin: running.server.url })).toBe(401)
  })

  it('refuses the token, and so any reconnect, once the session is revoked', async () => {
    const { candidate, setup, socket } = await liveCall()
    await revokeAccessSession(running.db, sessionIdOf(candidate), new Date())
    expect(await upgradeStatus(setup.callEndpointUri, { origin: running.server.url })).toBe(401)
    // The dropped connection cannot come back on the revoked session.
    socket.ws.close(SERVER_DROPPED_CLOSE)
    await socket.closed
    await expect(join(setup.callEndpointUri, candidate.accessToken)).rejects.toThrow(
      'upgrade refused: 401',
    )
  })

  it('refuses a socket of another sign-in of the same candidate; the live call goes on', async () => {
    const { phone, setup, socket } = await liveCall()
    const otherSignIn = await signInOverHttp(running.server, phone)
    const intruder = await openSignalingSocket(setup.callEndpointUri, {
      origin: running.server.url,
      accessToken: otherSignIn.accessToken,
    })
    expect(await intruder.closed).toBe(WRONG_SESSION_CLOSE)
    expect(intruder.messages).toEqual([])
    await stillTheCall(socket, otherSignIn, setup.engagementId)
  })

  it('refuses a socket with no session proof, or another candidate’s; the live call goes on', async () => {
    const { candidate, setup, socket } = await liveCall()
    const someoneElse = await signInOverHttp(running.server, newPhone())
    const open = (accessToken?: string) =>
      openSignalingSocket(setup.callEndpointUri, {
        origin: running.server.url,
        ...(accessToken === undefined ? {} : { accessToken }),
      })

    // No hello: the first message is something else.
    const noHello = await open()
    noHello.ws.send(JSON.stringify({ type: 'candidate', candidate: null }))
    expect(await noHello.closed).toBe(PROTOCOL_VIOLATION_CLOSE)
    // A hello that is not an access token, or is one of another candidate.
    for (const accessToken of ['not-a-token', someoneElse.accessToken]) {
      const refused = await open(accessToken)
      expect(await refused.closed).toBe(WRONG_SESSION_CLOSE)
      expect(refused.messages).toEqual([])
    }
    // The messages sent right behind a refused hello never reach the call.
    const withOffer = await open(someoneElse.accessToken)
    withOffer.ws.send(JSON.stringify({ type: 'end' }))
    expect(await withOffer.closed).toBe(WRONG_SESSION_CLOSE)

    expect(await engagementStatusOverHttp(running.server, candidate, setup.engagementId)).toBe(
      'connecting',
    )
    await stillTheCall(socket, candidate, setup.engagementId)
  })

  it('lets the same session reconnect after a dropped connection, and replace a live one', async () => {
    const { candidate, setup, socket } = await liveCall()
    socket.ws.close(SERVER_DROPPED_CLOSE)
    await socket.closed
    const reconnected = await join(setup.callEndpointUri, candidate.accessToken)
    const replacing = await join(setup.callEndpointUri, candidate.accessToken)
    expect(await reconnected.closed).toBe(SERVER_DROPPED_CLOSE)
    await stillTheCall(replacing, candidate, setup.engagementId)
  })
})
