import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { errorCodes } from '../../contract/envelope'
import { endpoints } from '../../contract/endpoints'
import { createCallResponseSchema, engagementStatusResponseSchema } from '../../contract/interview'
import { engagements } from '../../server/db/schema'
import type {
  PlaceCallRequest,
  TelephonyProvider,
} from '../../server/providers/telephony/telephony-provider'
import { computeTwilioSignature } from '../../server/telephony/twilio-signature'
import { describeEachDatabase } from './support/databases'
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

const createCall = (t: TestApp, token: string, candidateId: string) =>
  getWithToken(t, `${endpoints.createCallForCandidate.path}?candidateId=${candidateId}`, token)

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
    const t = createTestApp(database.db, TWILIO_ENV, { telephony })
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
    const t = createTestApp(database.db, TWILIO_ENV, { telephony })
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
