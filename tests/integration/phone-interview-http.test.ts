import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { errorCodes } from '../../contract/envelope'
import { endpoints } from '../../contract/endpoints'
import { createCallResponseSchema, engagementStatusResponseSchema } from '../../contract/interview'
import { devPhoneCallsResponseSchema } from '../../contract/dev'
import { engagements } from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { createDevTelephonyProvider } from '../../server/providers/telephony/dev-telephony-provider'
import {
  CallPlacementError,
  type PlaceCallRequest,
  type TelephonyProvider,
} from '../../server/providers/telephony/telephony-provider'
import { createTwilioTelephonyProvider } from '../../server/providers/telephony/twilio-telephony-provider'
import { computeTwilioSignature } from '../../server/telephony/twilio-signature'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * The phone interview's HTTP side without a call: who may place one, what happens when phone
 * interviews are off, and Twilio's status callbacks (signed with X-Twilio-Signature) ending a
 * call that never reached the interview. A fake provider records the calls and hang-ups.
 */

const ACCOUNT_SID = `AC${'1f'.repeat(16)}`
const AUTH_TOKEN = 'phone-interview-auth-token-4b1d'
const PUBLIC_URL = 'https://voice.hirelane.example'
const TWILIO_ENV = {
  TELEPHONY_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: ACCOUNT_SID,
  TWILIO_AUTH_TOKEN: AUTH_TOKEN,
  TWILIO_VOICE_NUMBER: '+12065550142',
  TELEPHONY_PUBLIC_URL: PUBLIC_URL,
  // The test app's console SMS beside a public telephony URL needs the switch (config.ts).
  DEV_AFFORDANCES: 'on',
}

interface RecordingTelephony extends TelephonyProvider {
  placed: PlaceCallRequest[]
  callSids: string[]
  hungUp: string[]
}

function recordingTelephony(): RecordingTelephony {
  const placed: PlaceCallRequest[] = []
  const callSids: string[] = []
  const hungUp: string[] = []
  return {
    name: 'twilio',
    placed,
    callSids,
    hungUp,
    async placeCall(request) {
      placed.push(request)
      const callSid = `CA${randomBytes(16).toString('hex')}`
      callSids.push(callSid)
      return { callSid }
    },
    async hangUp(callSid) {
      hungUp.push(callSid)
    },
  }
}

/** Call-me's 'I agree': the consent to an automated call, then the call. */
async function createCall(t: TestApp, token: string, candidateId: string) {
  await t.app.request(endpoints.consentToCall.path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ candidateId, language: 'en' }),
  })
  return getWithToken(
    t,
    `${endpoints.createCallForCandidate.path}?candidateId=${candidateId}`,
    token,
  )
}

/**
 * A test app placing real (Twilio) calls, at 11 am where the test numbers are (area code 206,
 * Pacific time): within calling hours.
 */
function twilioApp(db: TestDatabase['db'], telephony: TelephonyProvider) {
  const t = createTestApp(db, TWILIO_ENV, { telephony })
  t.clock.advance(4 * 60 * 60 * 1000)
  return t
}

async function callStatus(t: TestApp, token: string, engagementId: string) {
  const response = await getWithToken(
    t,
    `${endpoints.getEngagementCallStatus.path}?engagementId=${engagementId}`,
    token,
  )
  expect(response.status).toBe(200)
  return v.parse(engagementStatusResponseSchema, await response.json()).data.data
}

/** Twilio's POST to the status callback: form-encoded, signed over the URL and the form. */
function postCallback(
  t: TestApp,
  callbackUrl: string,
  params: Record<string, string>,
  /** null: no X-Twilio-Signature header at all. */
  signature: string | null = computeTwilioSignature(AUTH_TOKEN, callbackUrl, params),
) {
  return t.app.request(new URL(callbackUrl).pathname, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(signature === null ? {} : { 'X-Twilio-Signature': signature }),
    },
    body: new URLSearchParams(params).toString(),
  })
}

/** What Twilio's StatusCallback sends for a call-progress event (the fields its docs list). */
const statusParams = (callSid: string, callStatus: string) => ({
  AccountSid: ACCOUNT_SID,
  ApiVersion: '2010-04-01',
  CallSid: callSid,
  CallStatus: callStatus,
  CallbackSource: 'call-progress-events',
  Called: '+12065550100',
  Caller: '+12065550142',
  Direction: 'outbound-api',
  From: '+12065550142',
  SequenceNumber: '2',
  Timestamp: 'Thu, 26 Nov 2026 14:00:00 +0000',
  To: '+12065550100',
})

/** What the asynchronous answering machine detection callback sends. */
const answeredByParams = (callSid: string, answeredBy: string) => ({
  AccountSid: ACCOUNT_SID,
  AnsweredBy: answeredBy,
  CallSid: callSid,
  MachineDetectionDuration: '2410',
})

describeEachDatabase('the phone interview over HTTP', (database) => {
  /** A signed-in candidate whose call was placed: its engagement and what Twilio was told. */
  async function placedCall(suffix: number) {
    const telephony = recordingTelephony()
    const t = twilioApp(database.db, telephony)
    const { accessToken, userId } = await signIn(t, phoneNumber(suffix))
    const response = await createCall(t, accessToken, userId)
    expect(response.status).toBe(200)
    const engagementId = v.parse(createCallResponseSchema, await response.json()).data.data
    const [request] = telephony.placed
    const [callSid] = telephony.callSids
    if (!request || !callSid) throw new Error('no call was placed')
    return { t, telephony, accessToken, engagementId, request, callSid }
  }

  it("places the call to the signed-in number with the stream and Twilio's callback URL", async () => {
    const { t, accessToken, engagementId, request, callSid } = await placedCall(7401)
    expect(request.to).toBe(`+1${phoneNumber(7401)}`)
    expect(request.streamUrl).toMatch(/^wss:\/\/voice\.hirelane\.example\/ws\/phone\/[\w-]{20,}$/)
    expect(request.statusCallbackUrl).toBe(`${PUBLIC_URL}/api/Telephony/CallStatus/${engagementId}`)
    expect(await callStatus(t, accessToken, engagementId)).toBe('connecting')
    const [row] = await database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, engagementId))
    expect(row).toMatchObject({ kind: 'phone', status: 'connecting', callSid })
  })

  it("refuses to call for another candidate's id (403) and places no call", async () => {
    const telephony = recordingTelephony()
    const t = twilioApp(database.db, telephony)
    const me = await signIn(t, phoneNumber(7402))
    const other = await signIn(t, phoneNumber(7403))
    const error = await errorOf(await createCall(t, me.accessToken, other.userId))
    expect(error).toMatchObject({ status: 403, code: errorCodes.forbidden })
    expect(telephony.placed).toEqual([])
    expect(await database.db.select().from(engagements)).toEqual([])
  })

  it('answers 503 phone_interview_unavailable with TELEPHONY_PROVIDER=none, starting nothing', async () => {
    const t = createTestApp(database.db, { TELEPHONY_PROVIDER: 'none' })
    const { accessToken, userId } = await signIn(t, phoneNumber(7404))
    const error = await errorOf(await createCall(t, accessToken, userId))
    expect(error).toMatchObject({ status: 503, code: errorCodes.phoneInterviewUnavailable })
    expect(await database.db.select().from(engagements)).toEqual([])
  })

  it.each([
    ['busy', 'busy'],
    ['no-answer', 'no_answer'],
    ['failed', 'failed'],
    ['canceled', 'no_answer'],
  ] as const)(
    "ends a connecting call on Twilio's signed '%s' report as %s",
    async (callStatusReported, outcome) => {
      const { t, telephony, accessToken, engagementId, request, callSid } = await placedCall(7405)
      // Ringing says nothing final.
      const ringing = await postCallback(
        t,
        request.statusCallbackUrl,
        statusParams(callSid, 'ringing'),
      )
      expect(ringing.status).toBe(204)
      expect(await callStatus(t, accessToken, engagementId)).toBe('connecting')

      const response = await postCallback(
        t,
        request.statusCallbackUrl,
        statusParams(callSid, callStatusReported),
      )
      expect(response.status).toBe(204)
      expect(await callStatus(t, accessToken, engagementId)).toBe(outcome)
      expect(telephony.hungUp).toEqual([])
    },
  )

  it('ends the call as voicemail when a machine answers, and hangs up', async () => {
    const { t, telephony, accessToken, engagementId, request, callSid } = await placedCall(7406)
    const response = await postCallback(
      t,
      request.statusCallbackUrl,
      answeredByParams(callSid, 'machine_start'),
    )
    expect(response.status).toBe(204)
    expect(await callStatus(t, accessToken, engagementId)).toBe('voicemail')
    expect(telephony.hungUp).toEqual([callSid])
  })

  it('ends it as voicemail even once the recruiter had started talking to the machine', async () => {
    const { t, telephony, accessToken, engagementId, request, callSid } = await placedCall(7407)
    // The media stream connected: the interview agent had started the engagement.
    await database.db
      .update(engagements)
      .set({ status: 'in_progress', startedAt: new Date() })
      .where(eq(engagements.id, engagementId))
    // A call that connected is the interview's to end: a 'completed' report does not.
    await postCallback(t, request.statusCallbackUrl, statusParams(callSid, 'completed'))
    expect(await callStatus(t, accessToken, engagementId)).toBe('in_progress')
    const response = await postCallback(
      t,
      request.statusCallbackUrl,
      answeredByParams(callSid, 'machine_end_beep'),
    )
    expect(response.status).toBe(204)
    expect(await callStatus(t, accessToken, engagementId)).toBe('voicemail')
    expect(telephony.hungUp).toEqual([callSid])
  })

  it('ignores a signed report about another call', async () => {
    const { t, telephony, accessToken, engagementId, request } = await placedCall(7408)
    const otherCall = `CA${'0'.repeat(32)}`
    for (const params of [
      statusParams(otherCall, 'busy'),
      answeredByParams(otherCall, 'machine_start'),
    ]) {
      expect((await postCallback(t, request.statusCallbackUrl, params)).status).toBe(204)
    }
    expect(await callStatus(t, accessToken, engagementId)).toBe('connecting')
    expect(telephony.hungUp).toEqual([])
  })

  it('refuses a report with a wrong or missing signature (403) and changes nothing', async () => {
    const { t, telephony, accessToken, engagementId, request, callSid } = await placedCall(7409)
    const url = request.statusCallbackUrl
    const busy = statusParams(callSid, 'busy')
    const machine = answeredByParams(callSid, 'machine_start')
    const path = new URL(url).pathname
    const refused = [
      // No signature at all.
      postCallback(t, url, busy, null),
      postCallback(t, url, busy, ''),
      // Signed with another account's token.
      postCallback(t, url, busy, computeTwilioSignature('another-auth-token', url, busy)),
      // Signed for the URL as the request reached the app, not the one this server gave Twilio.
      postCallback(
        t,
        url,
        busy,
        computeTwilioSignature(AUTH_TOKEN, `http://localhost${path}`, busy),
      ),
      // A valid signature for other values: ringing, replayed with busy.
      postCallback(
        t,
        url,
        busy,
        computeTwilioSignature(AUTH_TOKEN, url, statusParams(callSid, 'ringing')),
      ),
      postCallback(
        t,
        url,
        machine,
        computeTwilioSignature(AUTH_TOKEN, url, answeredByParams(callSid, 'human')),
      ),
    ]
    for (const response of await Promise.all(refused)) {
      expect(await errorOf(response)).toMatchObject({ status: 403, code: errorCodes.forbidden })
    }
    expect(await callStatus(t, accessToken, engagementId)).toBe('connecting')
    expect(telephony.hungUp).toEqual([])
  })

  it('has no status callback unless TELEPHONY_PROVIDER=twilio', async () => {
    const { engagementId, callSid } = await placedCall(7410)
    const dev = createTestApp(database.db, { TELEPHONY_PROVIDER: 'dev' })
    const url = `${PUBLIC_URL}/api/Telephony/CallStatus/${engagementId}`
    const response = await postCallback(dev, url, statusParams(callSid, 'busy'))
    expect(response.status).toBe(404)
  })
})

describeEachDatabase('one phone call at a time', (database) => {
  /** The 429 the setup and phone status screens show (they show the server's own message). */
  async function expectLineBusy(response: Response, seconds: number, wait: string) {
    expect(response.headers.get('Retry-After')).toBe(String(seconds))
    expect(await errorOf(response)).toEqual({
      status: 429,
      code: errorCodes.rateLimited,
      message: `Too many interview attempts. Please try again in ${wait}.`,
    })
  }

  const engagementIdOf = async (response: Response) => {
    expect(response.status).toBe(200)
    return v.parse(createCallResponseSchema, await response.json()).data.data
  }

  /** A signed-in candidate on a Twilio-configured app whose provider records what it is asked. */
  async function candidate(suffix: number, telephony = recordingTelephony()) {
    const t = twilioApp(database.db, telephony)
    const { accessToken, userId } = await signIn(t, phoneNumber(suffix))
    return { t, telephony, accessToken, userId, call: () => createCall(t, accessToken, userId) }
  }

  it('places one call for ten requests at once on two server nodes; the others answer 429', async () => {
    const first = recordingTelephony()
    const second = recordingTelephony()
    const nodeA = twilioApp(database.db, first)
    const nodeB = twilioApp(database.db, second)
    const { accessToken, userId } = await signIn(nodeA, phoneNumber(7421))
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        createCall(index % 2 === 0 ? nodeA : nodeB, accessToken, userId),
      ),
    )
    expect(responses.filter((response) => response.status === 200)).toHaveLength(1)
    for (const refused of responses.filter((response) => response.status !== 200))
      await expectLineBusy(refused, 60, '1 minute')
    expect([...first.placed, ...second.placed]).toHaveLength(1)
    expect([...first.hungUp, ...second.hungUp]).toEqual([])
    const rows = await database.db
      .select()
      .from(engagements)
      .where(eq(engagements.candidateId, userId))
    expect(rows.map((row) => row.status)).toEqual(['connecting'])
  })

  it('never asks to wait longer than the cooldown, even from a node whose clock is behind', async () => {
    const nodeA = twilioApp(database.db, recordingTelephony())
    const nodeB = twilioApp(database.db, recordingTelephony())
    const { accessToken, userId } = await signIn(nodeA, phoneNumber(7429))
    // Node A places the call 1.5 s after node B's clock reads: B's request, judged at its own
    // earlier now, must still say at most the 60 s the call holds the line.
    nodeA.clock.advance(1_500)
    expect((await createCall(nodeA, accessToken, userId)).status).toBe(200)
    await expectLineBusy(await createCall(nodeB, accessToken, userId), 60, '1 minute')
  })

  it('says the seconds left; after 60 s a new call replaces the ringing one, which is hung up', async () => {
    const { t, telephony, accessToken, call } = await candidate(7422)
    const firstId = await engagementIdOf(await call())
    t.clock.advanceSeconds(25)
    await expectLineBusy(await call(), 35, '35 seconds')
    expect(telephony.placed).toHaveLength(1)

    t.clock.advanceSeconds(35)
    const secondId = await engagementIdOf(await call())
    expect(telephony.placed).toHaveLength(2)
    expect(telephony.hungUp).toEqual([telephony.callSids[0]])
    expect(await callStatus(t, accessToken, firstId)).toBe('abandoned')
    expect(await callStatus(t, accessToken, secondId)).toBe('connecting')
    // The new call holds the line in its turn.
    await expectLineBusy(await call(), 60, '1 minute')
  })

  it.each([
    ['busy', 'busy'],
    ['no-answer', 'no_answer'],
    ['failed', 'failed'],
    ['canceled', 'no_answer'],
  ] as const)(
    "frees the candidate at once when Twilio reports the call '%s'",
    async (reported, outcome) => {
      const { t, telephony, accessToken, call } = await candidate(7423)
      const firstId = await engagementIdOf(await call())
      const [request] = telephony.placed
      const [callSid] = telephony.callSids
      if (!request || !callSid) throw new Error('no call was placed')
      await postCallback(t, request.statusCallbackUrl, statusParams(callSid, reported))
      expect(await callStatus(t, accessToken, firstId)).toBe(outcome)
      await engagementIdOf(await call())
      // An ended call is not replaced, so there is nothing to hang up.
      expect(telephony.hungUp).toEqual([])
    },
  )

  it('frees the candidate at once when a machine answers (the call is hung up)', async () => {
    const { t, telephony, call } = await candidate(7424)
    await engagementIdOf(await call())
    const [request] = telephony.placed
    const [callSid] = telephony.callSids
    if (!request || !callSid) throw new Error('no call was placed')
    await postCallback(t, request.statusCallbackUrl, answeredByParams(callSid, 'machine_start'))
    await engagementIdOf(await call())
    expect(telephony.hungUp).toEqual([callSid])
  })

  it('frees the candidate at once when they hang up during the interview', async () => {
    const { t, telephony, accessToken, call } = await candidate(7425)
    const firstId = await engagementIdOf(await call())
    const [request] = telephony.placed
    const [callSid] = telephony.callSids
    if (!request || !callSid) throw new Error('no call was placed')
    // The media stream had connected; the agent still waits for a reconnect when Twilio reports
    // the call completed, but a phone call that is over never comes back.
    await database.db
      .update(engagements)
      .set({ status: 'in_progress', startedAt: t.clock.now() })
      .where(eq(engagements.id, firstId))
    await postCallback(t, request.statusCallbackUrl, statusParams(callSid, 'completed'))
    expect(await callStatus(t, accessToken, firstId)).toBe('in_progress')
    await engagementIdOf(await call())
    expect(await callStatus(t, accessToken, firstId)).toBe('abandoned')
  })

  it('frees the candidate at once when the provider refused the call', async () => {
    const recording = recordingTelephony()
    let refuse = true
    const flaky: RecordingTelephony = {
      ...recording,
      async placeCall(request) {
        if (!refuse) return recording.placeCall(request)
        refuse = false
        throw new CallPlacementError('Twilio answered 500')
      },
    }
    const { t, accessToken, call } = await candidate(7426, flaky)
    const failedId = await engagementIdOf(await call())
    expect(await callStatus(t, accessToken, failedId)).toBe('failed')
    await engagementIdOf(await call())
    expect(recording.placed).toHaveLength(1)
  })

  it('frees nothing on a late report about a call already replaced', async () => {
    const { t, telephony, call } = await candidate(7427)
    await engagementIdOf(await call())
    t.clock.advanceSeconds(60)
    await engagementIdOf(await call())
    const [firstRequest] = telephony.placed
    const [firstSid] = telephony.callSids
    if (!firstRequest || !firstSid) throw new Error('no call was placed')
    const late = await postCallback(
      t,
      firstRequest.statusCallbackUrl,
      statusParams(firstSid, 'completed'),
    )
    expect(late.status).toBe(204)
    await expectLineBusy(await call(), 60, '1 minute')
  })

  it('hangs up a ringing phone call when the browser interview replaces it', async () => {
    const { t, telephony, accessToken, userId, call } = await candidate(7428)
    const phoneId = await engagementIdOf(await call())
    const web = await getWithToken(
      t,
      `${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${userId}`,
      accessToken,
    )
    expect(web.status).toBe(200)
    expect(telephony.hungUp).toEqual([telephony.callSids[0]])
    expect(await callStatus(t, accessToken, phoneId)).toBe('abandoned')
    // The phone call is over: call-me may follow at once.
    await engagementIdOf(await call())
  })

  it("ends the replaced call through Twilio's REST API with Status=completed, before the new call", async () => {
    const requests: Array<{ url: string; body: string }> = []
    const twilioStandIn = (async (url: string | URL | Request, init?: RequestInit) => {
      requests.push({ url: String(url), body: String(init?.body) })
      return String(url).endsWith('/Calls.json')
        ? Response.json({ sid: `CA${randomBytes(16).toString('hex')}` }, { status: 201 })
        : Response.json({ status: 'completed' }, { status: 200 })
    }) as typeof fetch
    const twilio = createTwilioTelephonyProvider({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      fromNumber: TWILIO_ENV.TWILIO_VOICE_NUMBER,
      logger: createLogger('silent'),
      fetch: twilioStandIn,
    })
    const t = twilioApp(database.db, twilio)
    const { accessToken, userId } = await signIn(t, phoneNumber(7429))
    const firstId = await engagementIdOf(await createCall(t, accessToken, userId))
    const [row] = await database.db.select().from(engagements).where(eq(engagements.id, firstId))
    t.clock.advanceSeconds(60)
    await engagementIdOf(await createCall(t, accessToken, userId))

    const calls = `https://api.twilio.com/2010-04-01/Accounts/${ACCOUNT_SID}/Calls`
    expect(requests.map((request) => request.url)).toEqual([
      `${calls}.json`,
      `${calls}/${row?.callSid}.json`,
      `${calls}.json`,
    ])
    expect(requests[1]?.body).toBe('Status=completed')
  })

  it("shows the replaced call as ended in the dev phone's list", async () => {
    const devPhone = createDevTelephonyProvider({
      logger: createLogger('silent'),
      // The app's clock: the hang-up is stamped with the moment the new call replaced it.
      now: () => t.clock.now(),
    })
    const t = createTestApp(database.db, { TELEPHONY_PROVIDER: 'dev' }, { telephony: devPhone })
    const national = phoneNumber(7430)
    const { accessToken, userId } = await signIn(t, national)
    await engagementIdOf(await createCall(t, accessToken, userId))
    t.clock.advanceSeconds(60)
    await engagementIdOf(await createCall(t, accessToken, userId))

    const listed = await t.app.request(
      `${endpoints.devPhoneCalls.path}?phone=${encodeURIComponent(`+1${national}`)}`,
    )
    expect(listed.status).toBe(200)
    const { calls } = v.parse(devPhoneCallsResponseSchema, await listed.json())
    expect(calls.map((placed) => placed.endedAt)).toEqual([undefined, t.clock.now().toISOString()])
  })
})
