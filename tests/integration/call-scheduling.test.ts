import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import { CALL_CONSENT_TEXT } from '../../contract/call-consent-text'
import {
  callingHoursDetailsSchema,
  scheduledCallResponseSchema,
} from '../../contract/call-scheduling'
import { devOutboxResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { errorCodes, errorEnvelopeSchema } from '../../contract/envelope'
import { callConsents, engagements, scheduledCalls } from '../../server/db/schema'
import type {
  PlaceCallRequest,
  TelephonyProvider,
} from '../../server/providers/telephony/telephony-provider'
import { describeEachDatabase } from './support/databases'
import { createTestApp, phoneNumber, signIn, type TestApp } from './support/test-app'

/**
 * The phone call keeps the rules of calling people: no call without a recorded consent (when,
 * which number, the words shown), and none outside 8 am to 9 pm where the candidate is; the
 * next slot is offered, scheduled on the durable queue with a reminder, and can be cancelled.
 * The test numbers are area code 206 (Pacific); the test clock starts at 15:00Z on 2 March
 * 2026, 7 am in Seattle.
 */

function recordingTelephony() {
  const placed: PlaceCallRequest[] = []
  const telephony: TelephonyProvider = {
    name: 'dev',
    async placeCall(request) {
      placed.push(request)
      return { callSid: `CA${randomBytes(16).toString('hex')}` }
    },
    async hangUp() {},
  }
  return { telephony, placed }
}

type Session = { userId: string; accessToken: string }

const send = (t: TestApp, session: Session, path: string, body?: unknown) =>
  t.app.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })

const callMe = (t: TestApp, session: Session) =>
  send(t, session, `${endpoints.createCallForCandidate.path}?candidateId=${session.userId}`)
const consent = (t: TestApp, session: Session, language: 'en' | 'es' = 'en') =>
  send(t, session, endpoints.consentToCall.path, { candidateId: session.userId, language })
const schedule = (t: TestApp, session: Session, at: string) =>
  send(t, session, endpoints.scheduleCall.path, { candidateId: session.userId, at })

async function errorOf(response: Response) {
  return { status: response.status, ...v.parse(errorEnvelopeSchema, await response.json()).error }
}

describeEachDatabase('calling hours and consent', (database) => {
  let t: TestApp
  let placed: PlaceCallRequest[]
  beforeEach(async () => {
    const recording = recordingTelephony()
    placed = recording.placed
    t = createTestApp(
      database.db,
      { CALLING_HOURS: '8-21' },
      { queue: await database.queue(), telephony: recording.telephony },
    )
  })

  it('places no call before the candidate agreed, and keeps the consent as given', async () => {
    const session = await signIn(t, phoneNumber(8801))
    t.clock.advance(2 * 60 * 60 * 1000) // 9 am in Seattle
    expect(await errorOf(await callMe(t, session))).toMatchObject({
      status: 409,
      code: errorCodes.callConsentRequired,
    })
    expect(placed).toEqual([])
    expect(await database.db.select().from(engagements)).toEqual([])

    expect((await consent(t, session, 'es')).status).toBe(200)
    const [kept] = await database.db
      .select()
      .from(callConsents)
      .where(eq(callConsents.candidateId, session.userId))
    expect(kept).toMatchObject({
      phone: `+1${phoneNumber(8801)}`,
      language: 'es',
      text: CALL_CONSENT_TEXT.es(t.config.productName),
      consentedAt: t.clock.now(),
    })
    expect((await callMe(t, session)).status).toBe(200)
    expect(placed.map((call) => call.to)).toEqual([`+1${phoneNumber(8801)}`])
  })

  it('offers the next slot outside calling hours, then schedules, reminds and places the call', async () => {
    const session = await signIn(t, phoneNumber(8802))
    await consent(t, session)
    const refused = await errorOf(await callMe(t, session))
    expect(refused).toMatchObject({ status: 409, code: errorCodes.outsideCallingHours })
    const details = v.parse(callingHoursDetailsSchema, refused.details)
    expect(details).toEqual({
      nextSlotAt: '2026-03-02T16:00:00.000Z', // 8 am in Seattle (standard time)
      windowStartHour: 8,
      windowEndHour: 21,
      timeZone: 'America/Los_Angeles',
    })
    expect(placed).toEqual([])

    // Outside the hours, or in the past, is refused; the offered slot is taken.
    expect((await schedule(t, session, '2026-03-02T15:30:00.000Z')).status).toBe(400)
    expect((await schedule(t, session, '2026-03-01T18:00:00.000Z')).status).toBe(400)
    const scheduled = await schedule(t, session, details.nextSlotAt)
    expect(scheduled.status).toBe(200)
    const call = v.parse(scheduledCallResponseSchema, await scheduled.json()).data
    expect(call).toMatchObject({ at: details.nextSlotAt, status: 'scheduled', engagementId: null })
    const waiting = await send(
      t,
      session,
      `${endpoints.getScheduledCall.path}?candidateId=${session.userId}`,
    )
    expect(v.parse(scheduledCallResponseSchema, await waiting.json()).data).toEqual(call)

    // Five minutes before: a text (and a push to any device); then the call rings.
    t.clock.advance(55 * 60 * 1000)
    await t.runJobs(['scheduled-call-reminder'])
    const texts = await smsTo(t, phoneNumber(8802))
    expect(texts.some((text) => text.includes('your interview call is at 8:00 AM PST'))).toBe(true)
    t.clock.advance(5 * 60 * 1000)
    await t.runJobs(['scheduled-call'])
    expect(placed.map((placedCall) => placedCall.to)).toEqual([`+1${phoneNumber(8802)}`])
    const [row] = await database.db
      .select()
      .from(scheduledCalls)
      .where(eq(scheduledCalls.id, call!.id))
    expect(row?.status).toBe('placed')
    // The app, asking again, follows the call that rang to its interview.
    const rang = await send(
      t,
      session,
      `${endpoints.getScheduledCall.path}?candidateId=${session.userId}`,
    )
    expect(v.parse(scheduledCallResponseSchema, await rang.json()).data).toEqual({
      ...call,
      status: 'placed',
      engagementId: expect.any(String),
    })
    const [started] = await database.db
      .select()
      .from(engagements)
      .where(eq(engagements.candidateId, session.userId))
    expect(row?.engagementId).toBe(started?.id)
    // Run again (a job handed out twice): one call.
    await t.runJobs(['scheduled-call'])
    expect(placed).toHaveLength(1)
  })

  it('cancels a scheduled call: no reminder, no call', async () => {
    const session = await signIn(t, phoneNumber(8803))
    await consent(t, session)
    expect((await schedule(t, session, '2026-03-02T17:00:00.000Z')).status).toBe(200)
    // Scheduling again replaces the waiting call.
    expect((await schedule(t, session, '2026-03-02T18:00:00.000Z')).status).toBe(200)
    const cancelled = await send(t, session, endpoints.cancelScheduledCall.path, {
      candidateId: session.userId,
    })
    expect(v.parse(scheduledCallResponseSchema, await cancelled.json()).data).toMatchObject({
      at: '2026-03-02T18:00:00.000Z',
      status: 'cancelled',
    })
    const none = await send(
      t,
      session,
      `${endpoints.getScheduledCall.path}?candidateId=${session.userId}`,
    )
    expect(v.parse(scheduledCallResponseSchema, await none.json()).data).toBeNull()
    t.clock.advance(3 * 60 * 60 * 1000)
    await t.runJobs(['scheduled-call-reminder', 'scheduled-call'])
    expect(placed).toEqual([])
    expect(await smsTo(t, phoneNumber(8803))).toEqual([])
  })

  it('schedules only after consent, and only for the candidate’s own account', async () => {
    const session = await signIn(t, phoneNumber(8804))
    const other = await signIn(t, phoneNumber(8805))
    expect((await schedule(t, session, '2026-03-02T17:00:00.000Z')).status).toBe(400)
    await consent(t, session)
    const foreign = await send(t, session, endpoints.scheduleCall.path, {
      candidateId: other.userId,
      at: '2026-03-02T17:00:00.000Z',
    })
    expect(foreign.status).toBe(403)
    expect(await database.db.select().from(scheduledCalls)).toEqual([])
  })

  it('schedules nothing on a server that places no calls', async () => {
    const noPhone = createTestApp(
      database.db,
      { TELEPHONY_PROVIDER: 'none' },
      { queue: await database.queue() },
    )
    const session = await signIn(noPhone, phoneNumber(8806))
    await consent(noPhone, session)
    expect(
      await errorOf(await schedule(noPhone, session, '2026-03-02T17:00:00.000Z')),
    ).toMatchObject({
      status: 503,
      code: errorCodes.phoneInterviewUnavailable,
    })
    expect(await database.db.select().from(scheduledCalls)).toEqual([])
  })
})

/** The reminders in the console SMS outbox for a number. */
async function smsTo(t: TestApp, national: string): Promise<string[]> {
  const response = await t.app.request(
    `${endpoints.devOutbox.path}?phone=${encodeURIComponent(`+1${national}`)}`,
  )
  // The sign-in codes carry their code; a reminder carries none.
  return v
    .parse(devOutboxResponseSchema, await response.json())
    .messages.filter((message) => message.code === '')
    .map((message) => message.body)
}
