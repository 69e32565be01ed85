import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { errorCodes } from '../../contract/envelope'
import { endpoints } from '../../contract/endpoints'
import { createCallResponseSchema, engagementStatusResponseSchema } from '../../contract/interview'
import { engagements } from '../../server/db/schema'
import type { AppDeps } from '../../server/app-deps'
import { InterviewAdmission } from '../../server/interview/admission/interview-admission'
import { createLogger } from '../../server/logger'
import { createDevTelephonyProvider } from '../../server/providers/telephony/dev-telephony-provider'
import type { QueueName, QueuePayloads, SendOptions } from '../../server/queue/job-queue'
import { engagementForStreamToken } from '../../server/services/engagements'
import { PHONE_STREAM_PATH_PREFIX } from '../../server/services/phone-interview'
import { placeQueuedPhoneCall } from '../../server/services/queued-phone-call'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * 'Call me' on a node already running as many interviews as it takes (capacity 1 here): the
 * engagement is started and answered as always, but nothing rings; the status says the call
 * waits for room, and the 'queued-phone-call' job places it once a place frees up, or ends it
 * 'failed' when it may no longer be placed. The interview's live calls are a set the test
 * fills and empties (a call connecting, a call ending) under the real admission control; the
 * dev telephony provider shows what rang.
 */

type Session = { accessToken: string; userId: string }

const WEB_START = endpoints.getWebrtcSetupDetailsForCandidate.path
const CALL_ME = endpoints.createCallForCandidate.path
const QUEUE: QueueName = 'queued-phone-call'

describeEachDatabase('a phone call waiting for room', (database) => {
  /** A test app whose node takes one interview, with the dev phone and the real queue. */
  async function fullNodeApp(env: Record<string, string> = {}) {
    const live = new Set<string>()
    const clock = { now: () => t.clock.now() }
    const admission = new InterviewAdmission({
      capacity: 1,
      calls: live,
      now: () => clock.now().getTime(),
    })
    const interview: NonNullable<AppDeps['interview']> = {
      // A new 'I agree' ends the candidate's earlier live call, as InterviewCalls does.
      calls: { drop: (ids) => ids.forEach((id) => live.delete(id)) },
      admission,
      warmPrompts: () => undefined,
      warmPhonePrompts: () => undefined,
    }
    const phone = createDevTelephonyProvider({ logger: createLogger('silent'), now: clock.now })
    const t: TestApp = createTestApp(
      database.db,
      { TELEPHONY_PROVIDER: 'dev', ...env },
      { queue: await database.queue(), telephony: phone, interview },
    )
    /** The call of this engagement connected: it is live on the node. */
    const connect = (engagementId: string) => {
      live.add(engagementId)
      admission.started(engagementId)
    }
    const rangFor = (suffix: number) => phone.callsTo(`+1${phoneNumber(suffix)}`)
    return { t, live, admission, interview, phone, connect, rangFor }
  }

  const get = (t: TestApp, session: Session, path: string) =>
    getWithToken(t, `${path}?candidateId=${session.userId}`, session.accessToken)

  /** Another candidate's web call, started through the API: it takes the node's one place. */
  async function webCallHolding(t: TestApp, suffix: number): Promise<string> {
    const holder = await signIn(t, phoneNumber(suffix))
    const response = await get(t, holder, WEB_START)
    expect(response.status).toBe(200)
    return ((await response.json()) as { data: { data: { engagementId: string } } }).data.data
      .engagementId
  }

  /** Call-me's 'I agree': the consent to an automated call, then 'Call me'. */
  async function callMe(t: TestApp, session: Session) {
    const consent = await t.app.request(endpoints.consentToCall.path, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${session.accessToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ candidateId: session.userId, language: 'en' }),
    })
    expect(consent.status).toBe(200)
    return get(t, session, CALL_ME)
  }

  async function engagementIdOf(response: Response) {
    return (await callAnswerOf(response)).engagementId
  }

  /** The answer to 'Call me': its engagement, and whether its call waits for room. */
  async function callAnswerOf(response: Response) {
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    // The server always says it, never leaving it to the contract's default.
    expect(body).toMatchObject({ data: { waitingForRoom: expect.any(Boolean) } })
    const { data, waitingForRoom } = v.parse(createCallResponseSchema, body).data
    return { engagementId: data, waitingForRoom }
  }

  async function statusOf(t: TestApp, session: Session, engagementId: string) {
    const response = await getWithToken(
      t,
      `${endpoints.getEngagementCallStatus.path}?engagementId=${engagementId}`,
      session.accessToken,
    )
    expect(response.status).toBe(200)
    const body: unknown = await response.json()
    // The server always says it, never leaving it to the contract's default.
    expect(body).toMatchObject({ data: { waitingForRoom: expect.any(Boolean) } })
    const { data, waitingForRoom } = v.parse(engagementStatusResponseSchema, body).data
    return { status: data, waitingForRoom }
  }

  async function engagementRow(db: TestDatabase['db'], engagementId: string) {
    const [row] = await db.select().from(engagements).where(eq(engagements.id, engagementId))
    if (!row) throw new Error(`engagement ${engagementId} not found`)
    return row
  }

  it('answers with an engagement and rings nothing while full; once a call ends, the job places it', async () => {
    const { t, connect, live, rangFor, phone } = await fullNodeApp()
    const holding = await webCallHolding(t, 9101)
    connect(holding)

    const waiter = await signIn(t, phoneNumber(9102))
    // 'Call me' says at once that the call waits, so the status screen opens on the wait.
    const { engagementId, waitingForRoom } = await callAnswerOf(await callMe(t, waiter))
    expect(waitingForRoom).toBe(true)
    expect(rangFor(9102)).toEqual([])
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'connecting',
      waitingForRoom: true,
    })
    expect(await engagementRow(database.db, engagementId)).toMatchObject({
      kind: 'phone',
      status: 'connecting',
      callSid: null,
      queuedAt: t.clock.now(),
    })
    // One durable job, due a few seconds on (pg-boss's own clock).
    const jobs = await jobRows(database.db, QUEUE)
    expect(jobs).toMatchObject([{ state: 'created', data: { engagementId } }])
    const due = (await database.db.execute(
      sql`SELECT start_after > created_on + interval '4 seconds' AS later FROM pgboss.job WHERE name = ${QUEUE}`,
    )) as unknown as { rows: Array<{ later: boolean }> }
    expect(due.rows).toEqual([{ later: true }])

    // The live call ends: its place is free, and the queued call takes it.
    live.delete(holding)
    t.clock.advanceSeconds(5)
    await t.runJobs([QUEUE])
    const [rang] = rangFor(9102)
    expect(rangFor(9102)).toHaveLength(1)
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'connecting',
      waitingForRoom: false,
    })
    const row = await engagementRow(database.db, engagementId)
    expect(row).toMatchObject({ status: 'connecting', callSid: rang!.callSid, queuedAt: null })

    // The call rang with a token of its own that opens its media stream, for a full ring's time.
    const token = new URL(rang!.streamUrl).pathname.slice(PHONE_STREAM_PATH_PREFIX.length)
    expect((await engagementForStreamToken(database.db, token, t.clock.now()))?.id).toBe(
      engagementId,
    )
    expect(row.tokenExpiresAt.getTime()).toBe(t.clock.now().getTime() + 10 * 60 * 1000)

    // The ringing call holds the node's place: another start waits.
    const third = await signIn(t, phoneNumber(9103))
    expect(await errorOf(await get(t, third, WEB_START))).toMatchObject({
      status: 503,
      code: errorCodes.interviewsFull,
    })

    // A job run again rings nothing more.
    await t.runJobs([QUEUE])
    expect(phone.callsTo(`+1${phoneNumber(9102)}`)).toHaveLength(1)
  })

  it('places the call once the place held for a call that never came expires', async () => {
    const { t, rangFor } = await fullNodeApp()
    await webCallHolding(t, 9111)
    const waiter = await signIn(t, phoneNumber(9112))
    const engagementId = await engagementIdOf(await callMe(t, waiter))
    expect(rangFor(9112)).toEqual([])

    t.clock.advanceSeconds(61)
    await t.runJobs([QUEUE])
    expect(rangFor(9112)).toHaveLength(1)
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'connecting',
      waitingForRoom: false,
    })
  })

  it('places the call at once when there is room, and never queues it', async () => {
    const { t, rangFor } = await fullNodeApp()
    const caller = await signIn(t, phoneNumber(9121))
    const { engagementId, waitingForRoom } = await callAnswerOf(await callMe(t, caller))
    expect(waitingForRoom).toBe(false)
    expect(rangFor(9121)).toHaveLength(1)
    expect(await statusOf(t, caller, engagementId)).toEqual({
      status: 'connecting',
      waitingForRoom: false,
    })
    expect(await jobRows(database.db, QUEUE)).toEqual([])
  })

  it('rings nothing for a queued call whose engagement a newer one replaced', async () => {
    const { t, rangFor } = await fullNodeApp()
    await webCallHolding(t, 9131)
    const waiter = await signIn(t, phoneNumber(9132))
    const queuedId = await engagementIdOf(await callMe(t, waiter))

    // Later, with room again (the held place expired), 'Call me again' rings at once.
    t.clock.advanceSeconds(61)
    const newerId = await engagementIdOf(await get(t, waiter, CALL_ME))
    expect(rangFor(9132)).toHaveLength(1)
    expect(await statusOf(t, waiter, queuedId)).toEqual({
      status: 'abandoned',
      waitingForRoom: false,
    })

    await t.runJobs([QUEUE])
    expect(rangFor(9132)).toHaveLength(1)
    expect((await engagementRow(database.db, newerId)).callSid).toBe(rangFor(9132)[0]!.callSid)
    expect((await engagementRow(database.db, queuedId)).callSid).toBeNull()
  })

  it('looks again a few seconds on while still full, then gives up after 10 minutes', async () => {
    const { t, connect, interview, phone, rangFor } = await fullNodeApp()
    connect(await webCallHolding(t, 9141))
    const waiter = await signIn(t, phoneNumber(9142))
    const engagementId = await engagementIdOf(await callMe(t, waiter))

    // A look at the queue's pace, with a queue that only records what is sent.
    const sent: Array<{ name: QueueName; data: unknown; options?: SendOptions }> = []
    const look = (jobId: string) =>
      placeQueuedPhoneCall(
        {
          db: database.db,
          logger: createLogger('silent'),
          telephony: phone,
          telephonyConfig: t.config.telephony,
          interview,
          queue: {
            send: async <N extends QueueName>(
              name: N,
              data: QueuePayloads[N],
              options?: SendOptions,
            ) => {
              sent.push({ name, data, ...(options ? { options } : {}) })
            },
          },
          now: () => t.clock.now(),
        },
        { engagementId },
        { jobId },
      )
    t.clock.advanceSeconds(9 * 60 + 55)
    const jobId = randomUUID()
    await look(jobId)
    expect(sent).toEqual([
      {
        name: QUEUE,
        data: { engagementId },
        options: { id: expect.any(String), startAfterSeconds: 5 },
      },
    ])
    // A run repeated (after a crash) sends the same next job, which the queue keeps once.
    await look(jobId)
    expect(sent[1]).toEqual(sent[0])
    await look(randomUUID())
    expect(sent[2]!.options!.id).not.toBe(sent[0]!.options!.id)
    expect(rangFor(9142)).toEqual([])
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'connecting',
      waitingForRoom: true,
    })

    // Ten minutes after 'Call me': given up, so the status screen offers another try.
    t.clock.advanceSeconds(5)
    await t.runJobs([QUEUE])
    expect(rangFor(9142)).toEqual([])
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'failed',
      waitingForRoom: false,
    })
    expect(await engagementRow(database.db, engagementId)).toMatchObject({
      status: 'failed',
      endedAt: t.clock.now(),
    })
  })

  it('ends the call failed instead of ringing once calling hours are over', async () => {
    // 7 am in Seattle at the test clock's start; 8:59:30 pm there.
    const { t, connect, live, rangFor } = await fullNodeApp({ CALLING_HOURS: '8-21' })
    t.clock.advance((13 * 60 + 59) * 60 * 1000 + 30_000)
    const holding = await webCallHolding(t, 9151)
    connect(holding)
    const waiter = await signIn(t, phoneNumber(9152))
    const engagementId = await engagementIdOf(await callMe(t, waiter))
    expect(await statusOf(t, waiter, engagementId)).toMatchObject({ waitingForRoom: true })

    live.delete(holding)
    t.clock.advanceSeconds(60)
    await t.runJobs([QUEUE])
    expect(rangFor(9152)).toEqual([])
    expect(await statusOf(t, waiter, engagementId)).toEqual({
      status: 'failed',
      waitingForRoom: false,
    })
    expect(t.logs).toContainEqual(
      expect.objectContaining({ engagementId, reason: errorCodes.outsideCallingHours }),
    )
  })
})
