import { request } from 'node:http'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  ENGAGEMENT_ENDED_CLOSE,
  MAX_SIGNAL_MESSAGE_BYTES,
  NORMAL_CLOSE,
  PROTOCOL_VIOLATION_CLOSE,
} from '../../contract/interview'
import { MESSAGE_BURST } from '../../server/interview/web-call/signaling'
import { MAX_QUESTIONS } from '../../server/interview/dialogue'
import {
  createEngagementOverHttp,
  engagementStatusOverHttp,
  eventually,
  signInOverHttp,
  useRunningServer,
  type ApiSession,
} from './support/running-server'
import { openSignalingSocket, upgradeStatus } from './support/signaling-socket'

/**
 * The signalling socket at callEndpointUri over a real server: who may open it (path, Origin,
 * the engagement's own call token) and what closes it (anything but small, well-formed JSON
 * messages at a sane rate).
 */

const running = useRunningServer({ env: { INTERVIEW_RESUME_WINDOW_SECONDS: '5' } })

let nextPhone = 0
const newCandidate = () =>
  signInOverHttp(running.server, `20655${String(8100 + nextPhone++).padStart(5, '0')}`)

/**
 * Most tests need an engagement, not a new candidate: two candidates take turns (each new
 * engagement abandons the candidate's previous one, and ENGAGEMENTS_PER_HOUR caps each).
 */
let regulars: ApiSession[] = []
let turn = 0
beforeAll(async () => {
  regulars = [await newCandidate(), await newCandidate()]
})

/** An open signalling socket, as the browser opens it (Origin of the app, hello first). */
const openSocket = (url: string, accessToken: string) =>
  openSignalingSocket(url, { origin: running.server.url, accessToken })

async function engagementFor(session?: ApiSession) {
  const candidate = session ?? regulars[turn++ % regulars.length]
  if (!candidate) throw new Error('no candidate signed in')
  const setup = await createEngagementOverHttp(running.server, candidate)
  return { candidate, ...setup }
}

const withToken = (callEndpointUri: string, token: string) => {
  const url = new URL(callEndpointUri)
  url.searchParams.set('token', token)
  return url.toString()
}

describe('the interview signalling socket', () => {
  it('opens for the engagement’s own token from the app’s origin, and says it is waiting', async () => {
    const { callEndpointUri, candidate } = await engagementFor()
    expect(callEndpointUri).toMatch(new RegExp(`^ws://localhost:${running.server.port}/ws/`))
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    await eventually(
      () => Promise.resolve(socket.messages.length),
      (count) => count > 0,
    )
    expect(socket.messages[0]).toEqual({
      type: 'state',
      phase: 'waiting',
      questionsAsked: 0,
      maxQuestions: MAX_QUESTIONS,
    })
    socket.ws.close(NORMAL_CLOSE)
    expect(await socket.closed).toBe(NORMAL_CLOSE)
  })

  it('names the listening address in the call address, whatever Host and X-Forwarded-* say', async () => {
    const candidate = regulars[turn++ % regulars.length]
    if (!candidate) throw new Error('no candidate signed in')
    // node:http, not fetch: the request must carry a Host other than the address it goes to.
    const body = await new Promise<string>((resolve, reject) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port: running.server.port,
          path: `/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${candidate.userId}`,
          headers: {
            Host: 'evil.example:1234',
            'X-Forwarded-Host': 'evil.example',
            'X-Forwarded-Proto': 'https',
            Authorization: `Bearer ${candidate.accessToken}`,
          },
        },
        (response) => {
          let text = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (text += chunk))
          response.on('end', () =>
            response.statusCode === 200 ? resolve(text) : reject(new Error(text)),
          )
        },
      )
      sent.on('error', reject)
      sent.end()
    })
    const { callEndpointUri, engagementId } = (
      JSON.parse(body) as { data: { data: { callEndpointUri: string; engagementId: string } } }
    ).data.data
    const endpoint = new URL(callEndpointUri)
    expect(`${endpoint.origin}${endpoint.pathname}`).toBe(
      `ws://localhost:${running.server.port}/ws/interview/${engagementId}`,
    )
    expect(callEndpointUri).not.toContain('evil.example')
  })

  it('answers 404 for a path that is not an engagement’s', async () => {
    const { callEndpointUri, engagementId } = await engagementFor()
    const origin = running.server.url
    const base = `ws://localhost:${running.server.port}`
    const token = new URL(callEndpointUri).searchParams.get('token') ?? ''
    for (const path of [
      `/ws/interview/not-a-uuid?token=${token}`,
      `/ws/interview/${engagementId}/extra?token=${token}`,
      `/ws/interviews/${engagementId}?token=${token}`,
      `/api/Engagement/GetEngagementCallStatus?engagementId=${engagementId}`,
      '/',
    ]) {
      expect(await upgradeStatus(`${base}${path}`, { origin }), path).toBe(404)
    }
  })

  it('answers 403 when the Origin is missing or foreign', async () => {
    const { callEndpointUri } = await engagementFor()
    expect(await upgradeStatus(callEndpointUri)).toBe(403)
    for (const origin of [
      'https://evil.example',
      `http://localhost:${running.server.port + 1}`,
      `http://localhost.evil.example:${running.server.port}`,
      'null',
    ]) {
      expect(await upgradeStatus(callEndpointUri, { origin }), origin).toBe(403)
    }
    // Refusals do not use up the engagement: the app's own origin still gets in.
    expect(await upgradeStatus(callEndpointUri, { origin: running.server.url })).toBe(101)
  })

  it('answers 401 for a missing, wrong or other engagement’s token, and for an unknown engagement', async () => {
    const a = await engagementFor()
    const b = await engagementFor(await newCandidate())
    const origin = running.server.url
    const tokenA = new URL(a.callEndpointUri).searchParams.get('token') ?? ''
    const pathB = new URL(b.callEndpointUri)
    pathB.search = ''
    const unknown = a.callEndpointUri.replace(
      a.engagementId,
      '0b7e3f1c-2a4d-4c8e-9f10-123456789abc',
    )

    expect(await upgradeStatus(pathB.toString(), { origin }), 'no token').toBe(401)
    expect(await upgradeStatus(withToken(b.callEndpointUri, ''), { origin }), 'empty').toBe(401)
    expect(await upgradeStatus(withToken(b.callEndpointUri, 'x'.repeat(43)), { origin })).toBe(401)
    expect(await upgradeStatus(withToken(b.callEndpointUri, tokenA), { origin }), 'A on B').toBe(
      401,
    )
    expect(
      await upgradeStatus(withToken(b.callEndpointUri, b.candidate.accessToken), { origin }),
      'the access token',
    ).toBe(401)
    expect(await upgradeStatus(unknown, { origin }), 'unknown engagement').toBe(401)
    // Each engagement's own address still opens.
    expect(await upgradeStatus(a.callEndpointUri, { origin })).toBe(101)
    expect(await upgradeStatus(b.callEndpointUri, { origin })).toBe(101)
  })

  it('answers 401 once the engagement is completed or replaced by a newer one', async () => {
    // A candidate of its own: once the interview is complete, no new engagement is possible.
    const first = await engagementFor(await newCandidate())
    const second = await engagementFor(first.candidate)
    expect(await upgradeStatus(first.callEndpointUri, { origin: running.server.url })).toBe(401)

    // End interview with nothing said: the engagement completes and the socket closes normally.
    const socket = await openSocket(second.callEndpointUri, second.candidate.accessToken)
    socket.ws.send(JSON.stringify({ type: 'end' }))
    expect(await socket.closed).toBe(NORMAL_CLOSE)
    expect(socket.messages.at(-1)).toMatchObject({ type: 'state', phase: 'completed' })
    expect(
      await engagementStatusOverHttp(running.server, first.candidate, second.engagementId),
    ).toBe('completed')
    expect(await upgradeStatus(second.callEndpointUri, { origin: running.server.url })).toBe(401)
  })

  it('closes a live call with 4001 when the candidate starts a newer engagement', async () => {
    const older = await engagementFor()
    const socket = await openSocket(older.callEndpointUri, older.candidate.accessToken)
    await eventually(
      () => Promise.resolve(socket.messages.length),
      (count) => count > 0,
    )
    const newer = await engagementFor(older.candidate)
    expect(await socket.closed).toBe(ENGAGEMENT_ENDED_CLOSE)
    expect(
      await engagementStatusOverHttp(running.server, older.candidate, older.engagementId),
    ).toBe('abandoned')
    expect(await upgradeStatus(newer.callEndpointUri, { origin: running.server.url })).toBe(101)
  })

  it.each([
    ['malformed JSON', '{"type":"offer",'],
    ['a JSON string', '"offer"'],
    ['an unknown message type', JSON.stringify({ type: 'caption', id: 1, kind: 'question' })],
    ['an offer without sdp', JSON.stringify({ type: 'offer' })],
    ['an empty typed answer', JSON.stringify({ type: 'text', text: '   ' })],
    ['a typed answer too long', JSON.stringify({ type: 'text', text: 'a'.repeat(1001) })],
  ])('closes with 4002 on %s', async (_name, message) => {
    const { callEndpointUri, candidate } = await engagementFor()
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    socket.ws.send(message)
    expect(await socket.closed).toBe(PROTOCOL_VIOLATION_CLOSE)
  })

  it('closes with 4002 on a binary frame, even one holding valid JSON', async () => {
    const { callEndpointUri, candidate } = await engagementFor()
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    socket.ws.send(Buffer.from(JSON.stringify({ type: 'candidate', candidate: null })), {
      binary: true,
    })
    expect(await socket.closed).toBe(PROTOCOL_VIOLATION_CLOSE)
  })

  it('closes a message larger than MAX_SIGNAL_MESSAGE_BYTES with 1009, and accepts one just under', async () => {
    const { callEndpointUri, candidate } = await engagementFor()
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    // A valid message of exactly the limit passes (an end-of-candidates with padding).
    const padded = (length: number) =>
      JSON.stringify({ type: 'candidate', candidate: null, pad: 'x'.repeat(length) })
    const fits = padded(MAX_SIGNAL_MESSAGE_BYTES - padded(0).length)
    expect(fits).toHaveLength(MAX_SIGNAL_MESSAGE_BYTES)
    socket.ws.send(fits)
    socket.ws.send(JSON.stringify({ type: 'candidate', candidate: null }))
    socket.ws.send(padded(MAX_SIGNAL_MESSAGE_BYTES))
    expect(await socket.closed).toBe(1009)
  })

  it(`closes with 4002 on a flood of messages (more than a burst of ${MESSAGE_BURST})`, async () => {
    const { callEndpointUri, candidate } = await engagementFor()
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    const message = JSON.stringify({ type: 'candidate', candidate: null })
    for (let index = 0; index < 200; index += 1) socket.ws.send(message)
    expect(await socket.closed).toBe(PROTOCOL_VIOLATION_CLOSE)
  })

  it('accepts a burst of messages within the budget', async () => {
    const { callEndpointUri, candidate } = await engagementFor()
    const socket = await openSocket(callEndpointUri, candidate.accessToken)
    const message = JSON.stringify({ type: 'candidate', candidate: null })
    for (let index = 0; index < MESSAGE_BURST - 10; index += 1) socket.ws.send(message)
    // Still open after the burst has been read: an end message completes it normally.
    socket.ws.send(JSON.stringify({ type: 'end' }))
    expect(await socket.closed).toBe(NORMAL_CLOSE)
  })
})
