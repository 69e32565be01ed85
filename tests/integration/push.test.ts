import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { ApplicationStatus } from '../../contract/applications'
import { endpoints } from '../../contract/endpoints'
import {
  badgeCountResponseSchema,
  endpointSpellingMessage,
  markSeenResponseSchema,
  PUSH_ENDPOINT_TAKEN_MESSAGE,
  PUSH_SUBSCRIPTION_MESSAGES,
  pushMessageSchema,
  vapidPublicKeyResponseSchema,
  type PushMessage,
} from '../../contract/push'
import { applications, pushSubscriptions, unseenApplicationUpdates } from '../../server/db/schema'
import { insertApplication, insertJobs, type TestJob } from './support/applications'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import { otherSpellingsOf } from './support/push-endpoint-spellings'
import {
  browserSubscription,
  decryptPush,
  startPushService,
  verifyVapid,
  type BrowserKeys,
  type ReceivedPush,
  type StandInPushService,
} from './support/push-service'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * Push on every status change (docs/adr/0070), proven with the real protocols: the server's
 * web-push sends over TLS to a stand-in push service on loopback, which checks the VAPID signature
 * (RFC 8292) and decrypts the message (RFC 8291) with the keys a browser would have made.
 */

const PUBLIC_URL = 'https://app.hirelane.example'

let service: StandInPushService
beforeAll(async () => {
  service = await startPushService()
})
afterAll(() => service.close())

interface Candidate {
  candidateId: string
  token: string
}

function post(t: TestApp, path: string, token: string | undefined, body: unknown) {
  return t.app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const subscribe = (t: TestApp, who: Candidate, keys: BrowserKeys) =>
  post(t, endpoints.pushSubscribe.path, who.token, {
    candidateId: who.candidateId,
    subscription: keys.subscription,
  })

/** An agency moves the application (the dev endpoint `npm run agency` calls). */
async function move(t: TestApp, who: Candidate, job: TestJob, status: ApplicationStatus) {
  const response = await post(t, endpoints.devApplicationStatus.path, undefined, {
    candidateId: who.candidateId,
    jobId: job.id,
    status,
  })
  expect(response.status).toBe(200)
}

async function vapidPublicKey(t: TestApp): Promise<string> {
  const response = await t.app.request(endpoints.pushVapidPublicKey.path)
  expect(response.status).toBe(200)
  return v.parse(vapidPublicKeyResponseSchema, await response.json()).data.publicKey
}

async function badge(t: TestApp, who: Candidate) {
  const response = await getWithToken(
    t,
    `${endpoints.pushBadgeCount.path}?candidateId=${who.candidateId}`,
    who.token,
  )
  expect(response.status).toBe(200)
  return v.parse(badgeCountResponseSchema, await response.json()).data
}

/** The push a device received, checked as its push service and its browser would. */
function openPush(push: ReceivedPush, keys: BrowserKeys, publicKey: string): PushMessage {
  const claims = verifyVapid(push.headers, { publicKey, audience: `https://${service.host}` })
  expect(claims.sub).toBe('mailto:support@hirelane.example')
  expect(push.headers['content-encoding']).toBe('aes128gcm')
  return v.parse(pushMessageSchema, JSON.parse(decryptPush(push.body, keys)))
}

const subscriptionRows = (database: TestDatabase, candidateId: string) =>
  database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.candidateId, candidateId))

describeEachDatabase('push notifications', (database) => {
  let deviceCount = 0
  /** A browser subscription on the stand-in service, under a name no other test uses. */
  const newDevice = (): BrowserKeys & { name: string } => {
    deviceCount += 1
    const name = `${database.kind}-device-${deviceCount}`
    return { ...browserSubscription(service.endpoint(name)), name }
  }

  async function setUp(suffix: number, jobCount = 2) {
    const t = createTestApp(
      database.db,
      // The test app's console SMS beside a public URL needs the switch (config.ts).
      { PUSH_EXTRA_ENDPOINT_HOSTS: service.host, PUBLIC_URL, DEV_AFFORDANCES: 'on' },
      { queue: await database.queue(), pushAgent: service.agent },
    )
    const signedIn = await signIn(t, phoneNumber(suffix))
    const who = { candidateId: signedIn.userId, token: signedIn.accessToken }
    const jobs = jobCount > 0 ? await insertJobs(database.db, jobCount, t.clock.now()) : []
    for (const job of jobs) {
      await insertApplication(database.db, {
        candidateId: who.candidateId,
        job,
        path: ['InReview'],
        appliedAt: t.clock.now(),
      })
    }
    return { t, who, jobs: jobs as [TestJob, ...TestJob[]] }
  }

  it('sends each device one notification it alone can read, signed with our VAPID key', async () => {
    const { t, who, jobs } = await setUp(1201)
    const [job] = jobs
    const phone = newDevice()
    const laptop = newDevice()
    for (const device of [phone, laptop]) {
      const response = await subscribe(t, who, device)
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({
        status: true,
        message: 'Notifications turned on for this device',
        data: null,
      })
    }

    await move(t, who, job, 'Interview')
    // Nothing is sent in the request: the push is the queued job's work.
    expect(service.received(phone.name)).toEqual([])
    await t.runJobs()

    const publicKey = await vapidPublicKey(t)
    for (const device of [phone, laptop]) {
      const pushes = service.received(device.name)
      expect(pushes).toHaveLength(1)
      const [push] = pushes as [ReceivedPush]
      expect(push.headers).toMatchObject({
        ttl: '604800',
        urgency: 'high',
        topic: job.id.replaceAll('-', ''),
      })
      const message = openPush(push, device, publicKey)
      expect(message).toMatchObject({
        web_push: 8030,
        app_badge: 1,
        notification: {
          title: `Interview requested: ${job.title} at ${job.companyName}`,
          body: 'The employer wants to interview you. Tap to see the details.',
          navigate: `${PUBLIC_URL}/submissions/${job.id}`,
          tag: `application-${job.id}`,
          lang: 'en-US',
          app_badge: 1,
          data: { kind: 'application-status-changed', jobId: job.id, status: 'Interview' },
        },
      })
    }
    // One device's keys cannot read another's push.
    const [phonePush] = service.received(phone.name) as [ReceivedPush]
    expect(() => decryptPush(phonePush.body, laptop)).toThrow()
    const [done] = await jobRows(database.db, 'application-status-changed')
    expect(done?.state).toBe('completed')
  })

  it("writes each notification in the candidate's app language as it is when the push goes", async () => {
    const { t, who, jobs } = await setUp(1215, 1)
    const [job] = jobs
    const device = newDevice()
    expect((await subscribe(t, who, device)).status).toBe(200)
    const setLanguage = async (language: string) => {
      const response = await post(t, endpoints.updateLanguage.path, who.token, {
        candidateId: who.candidateId,
        language,
      })
      expect(response.status).toBe(200)
    }
    const publicKey = await vapidPublicKey(t)
    const latestNotification = () => {
      const push = service.received(device.name).at(-1)
      if (!push) throw new Error('no push received')
      return openPush(push, device, publicKey).notification
    }

    await setLanguage('es')
    await move(t, who, job, 'Interview')
    await t.runJobs()
    expect(latestNotification()).toMatchObject({
      title: `Te quieren entrevistar: ${job.title} en ${job.companyName}`,
      body: 'El empleador quiere entrevistarte. Toca para ver los detalles.',
      lang: 'es-US',
      navigate: `${PUBLIC_URL}/submissions/${job.id}`,
    })

    // Moved while in Spanish, pushed after the switch back: the push goes out in English.
    await move(t, who, job, 'JobOffer')
    await setLanguage('en')
    await t.runJobs()
    expect(latestNotification()).toMatchObject({
      title: `Job offer: ${job.title} at ${job.companyName}`,
      body: 'You have a job offer! Tap to see the details.',
      lang: 'en-US',
    })

    await setLanguage('es')
    await move(t, who, job, 'Hired')
    await t.runJobs()
    expect(latestNotification()).toMatchObject({
      title: `Te contrataron: ${job.title} en ${job.companyName}`,
      body: '¡Felicidades por tu nuevo trabajo! Toca para ver los detalles.',
      lang: 'es-US',
    })
    expect(service.received(device.name)).toHaveLength(3)
  })

  it('counts unseen applications on the badge and in the push, and clears what was seen', async () => {
    const { t, who, jobs } = await setUp(1202, 3)
    const [first, second, third] = jobs as [TestJob, TestJob, TestJob]
    const device = newDevice()
    expect((await subscribe(t, who, device)).status).toBe(200)
    expect(await badge(t, who)).toEqual({ unseenCount: 0, unseenJobIds: [] })

    await move(t, who, first, 'Interview')
    t.clock.advanceMinutes(1)
    await move(t, who, second, 'RecruiterDismissed')
    t.clock.advanceMinutes(1)
    // The same application again: still one thing to look at.
    await move(t, who, first, 'JobOffer')
    expect(await badge(t, who)).toEqual({
      unseenCount: 2,
      unseenJobIds: [first.id, second.id],
    })

    await t.runJobs()
    const publicKey = await vapidPublicKey(t)
    const messages = service.received(device.name).map((push) => openPush(push, device, publicKey))
    // The first move's job found a newer status and left it to that one's job.
    expect(messages.map((message) => message.notification.title)).toEqual([
      `Application closed: ${second.title} at ${second.companyName}`,
      `Job offer: ${first.title} at ${first.companyName}`,
    ])
    expect(messages.map((message) => message.app_badge)).toEqual([2, 2])
    expect(service.received(device.name).map((push) => push.headers.urgency)).toEqual([
      'normal',
      'high',
    ])

    const seen = await post(t, endpoints.pushMarkSeen.path, who.token, {
      candidateId: who.candidateId,
      jobIds: [first.id, third.id],
    })
    expect(v.parse(markSeenResponseSchema, await seen.json()).data).toEqual({
      unseenCount: 1,
      unseenJobIds: [second.id],
    })
    const all = await post(t, endpoints.pushMarkSeen.path, who.token, {
      candidateId: who.candidateId,
      all: true,
    })
    expect(v.parse(markSeenResponseSchema, await all.json()).data).toEqual({
      unseenCount: 0,
      unseenJobIds: [],
    })
  })

  it("never counts or pushes the candidate's own dismissal", async () => {
    const { t, who, jobs } = await setUp(1203, 1)
    const [job] = jobs
    const device = newDevice()
    expect((await subscribe(t, who, device)).status).toBe(200)
    const feedback = await post(
      t,
      `/api/CandidateApplication/applications/${job.id}/feedback`,
      who.token,
      {
        candidateId: who.candidateId,
        jobId: job.id,
        decision: 'NotInterested',
        reasons: ['Salary is too low'],
      },
    )
    expect(feedback.status).toBe(200)
    await t.runJobs()
    expect(await badge(t, who)).toEqual({ unseenCount: 0, unseenJobIds: [] })
    expect(service.received(device.name)).toEqual([])
  })

  it('forgets a subscription its push service calls gone (410, 404), and keeps the rest', async () => {
    const { t, who, jobs } = await setUp(1204)
    const [job] = jobs
    const [gone, missing, alive] = [newDevice(), newDevice(), newDevice()]
    for (const device of [gone, missing, alive]) {
      expect((await subscribe(t, who, device)).status).toBe(200)
    }
    service.answer(gone.name, 410)
    service.answer(missing.name, 404)

    await move(t, who, job, 'Interview')
    await t.runJobs()

    expect((await subscriptionRows(database, who.candidateId)).map((row) => row.endpoint)).toEqual([
      alive.subscription.endpoint,
    ])
    const [run] = await jobRows(database.db, 'application-status-changed')
    expect(run).toMatchObject({ state: 'completed', retryCount: 0 })

    // The next change goes to the device left, once.
    await move(t, who, job, 'JobOffer')
    await t.runJobs()
    expect(service.received(gone.name)).toHaveLength(1)
    expect(service.received(missing.name)).toHaveLength(1)
    expect(service.received(alive.name)).toHaveLength(2)
  })

  it('retries a busy push service (429) with the job, without sending twice to the others', async () => {
    const { t, who, jobs } = await setUp(1205)
    const [job] = jobs
    const [busy, fine] = [newDevice(), newDevice()]
    for (const device of [busy, fine]) {
      expect((await subscribe(t, who, device)).status).toBe(200)
    }
    service.answer(busy.name, 429, 503)

    await move(t, who, job, 'Interview')
    await t.runJobs()

    expect(service.received(busy.name).map((push) => push.status)).toEqual([429, 503, 201])
    expect(service.received(fine.name).map((push) => push.status)).toEqual([201])
    const [run] = await jobRows(database.db, 'application-status-changed')
    expect(run).toMatchObject({ state: 'completed', retryCount: 2 })
    const publicKey = await vapidPublicKey(t)
    const [, , delivered] = service.received(busy.name) as ReceivedPush[]
    expect(openPush(delivered as ReceivedPush, busy, publicKey).notification.title).toContain(
      'Interview requested',
    )
  })

  it('never holds up or undoes a status change, even when every push fails', async () => {
    const { t, who, jobs } = await setUp(1206)
    const [job] = jobs
    const dead = newDevice()
    expect((await subscribe(t, who, dead)).status).toBe(200)
    service.answer(dead.name, ...Array.from({ length: 10 }, () => 500))

    await move(t, who, job, 'Interview')
    const [row] = await database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, job.id))
    expect(row?.status).toBe('Interview')

    await t.runJobs()
    // Tried on every retry pg-boss allows (5 after the first), then given up.
    expect(service.received(dead.name)).toHaveLength(6)
    const [run] = await jobRows(database.db, 'application-status-changed')
    expect(run?.state).toBe('failed')
    const [after] = await database.db
      .select({ status: applications.status })
      .from(applications)
      .where(eq(applications.jobId, job.id))
    expect(after?.status).toBe('Interview')
    expect(await badge(t, who)).toMatchObject({ unseenCount: 1 })
  })

  it('stops pushing to a device when its sign-in ends (logout), and on Unsubscribe', async () => {
    const { t, who, jobs } = await setUp(1207)
    const [job, other] = jobs
    const loggedOut = newDevice()
    expect((await subscribe(t, who, loggedOut)).status).toBe(200)
    // The same candidate on a second phone, signed in there.
    const second = await signIn(t, phoneNumber(1207))
    const stays = { candidateId: who.candidateId, token: second.accessToken }
    const staysDevice = newDevice()
    const unsubscribed = newDevice()
    expect((await subscribe(t, stays, staysDevice)).status).toBe(200)
    expect((await subscribe(t, stays, unsubscribed)).status).toBe(200)

    const logout = await post(t, endpoints.logout.path, who.token, {})
    expect(logout.status).toBe(200)
    const off = await post(t, endpoints.pushUnsubscribe.path, stays.token, {
      candidateId: stays.candidateId,
      endpoint: unsubscribed.subscription.endpoint,
    })
    expect(await off.json()).toEqual({
      status: true,
      message: 'Notifications turned off for this device',
      data: null,
    })

    await move(t, who, job, 'Interview')
    await t.runJobs()
    expect(service.received(loggedOut.name)).toEqual([])
    expect(service.received(unsubscribed.name)).toEqual([])
    expect(service.received(staysDevice.name)).toHaveLength(1)

    // Signing in again on the first phone and subscribing it again brings it back.
    const again = await signIn(t, phoneNumber(1207))
    expect((await subscribe(t, { ...who, token: again.accessToken }, loggedOut)).status).toBe(200)
    await move(t, who, other as TestJob, 'Interview')
    await t.runJobs()
    expect(service.received(loggedOut.name)).toHaveLength(1)
  })

  it('gives a shared phone to whoever subscribed it last, and keeps one row per endpoint', async () => {
    const { t, who, jobs } = await setUp(1208)
    const [job] = jobs
    const shared = newDevice()
    expect((await subscribe(t, who, shared)).status).toBe(200)
    expect((await subscribe(t, who, shared)).status).toBe(200)
    expect(await subscriptionRows(database, who.candidateId)).toHaveLength(1)

    const other = await signIn(t, phoneNumber(1209))
    const next = { candidateId: other.userId, token: other.accessToken }
    expect((await subscribe(t, next, shared)).status).toBe(200)
    expect(await subscriptionRows(database, who.candidateId)).toHaveLength(0)
    expect(await subscriptionRows(database, next.candidateId)).toHaveLength(1)

    await move(t, who, job, 'Interview')
    await t.runJobs()
    expect(service.received(shared.name)).toEqual([])
  })

  it('keeps a device with its candidate when another comes with its endpoint but other keys (409)', async () => {
    const { t, who, jobs } = await setUp(1216, 1)
    const [job] = jobs
    const device = newDevice()
    expect((await subscribe(t, who, device)).status).toBe(200)
    const before = await subscriptionRows(database, who.candidateId)

    const other = await signIn(t, phoneNumber(1217))
    const taker = { candidateId: other.userId, token: other.accessToken }
    // Knowing the endpoint is not enough: the taker's own browser keys do not match the row's.
    const takeover = await subscribe(t, taker, browserSubscription(device.subscription.endpoint))
    expect(takeover.status).toBe(409)
    expect(await takeover.json()).toEqual({
      status: false,
      message: PUSH_ENDPOINT_TAKEN_MESSAGE,
      error: { code: 'conflict', details: { field: 'subscription.endpoint' } },
    })
    // Only the auth secret differs: still not the same browser subscription.
    const halfKeys = await post(t, endpoints.pushSubscribe.path, taker.token, {
      candidateId: taker.candidateId,
      subscription: {
        ...device.subscription,
        keys: { ...device.subscription.keys, auth: 'A'.repeat(22) },
      },
    })
    expect(halfKeys.status).toBe(409)
    expect(await subscriptionRows(database, who.candidateId)).toEqual(before)
    expect(await subscriptionRows(database, taker.candidateId)).toEqual([])

    // The pushes still go to the candidate's device, readable with its own keys.
    await move(t, who, job, 'Interview')
    await t.runJobs()
    const [push] = service.received(device.name) as [ReceivedPush]
    expect(openPush(push, device, await vapidPublicKey(t)).notification.navigate).toBe(
      `${PUBLIC_URL}/submissions/${job.id}`,
    )

    // Its own candidate may send new keys for it (the row is theirs already).
    const renewed = browserSubscription(device.subscription.endpoint)
    expect((await subscribe(t, who, renewed)).status).toBe(200)
    const [row] = await subscriptionRows(database, who.candidateId)
    expect(row?.p256dh).toBe(renewed.subscription.keys.p256dh)
  })

  it('refuses every other spelling of an endpoint with a 400, storing nothing', async () => {
    const { t, who } = await setUp(1218, 0)
    const device = newDevice()
    const allRows = () => database.db.select().from(pushSubscriptions)
    const rowsBefore = (await allRows()).length
    for (const endpoint of [
      device.subscription.endpoint,
      'https://fcm.googleapis.com/fcm/send/x',
    ]) {
      for (const [label, spelling] of otherSpellingsOf(endpoint)) {
        const response = await post(t, endpoints.pushSubscribe.path, who.token, {
          candidateId: who.candidateId,
          subscription: { ...device.subscription, endpoint: spelling },
        })
        const error = await errorOf(response)
        expect(error, `${label}: ${JSON.stringify(spelling)}`).toMatchObject({
          status: 400,
          code: 'validation_failed',
        })
        expect(error.message, label).toMatch(/^subscription\.endpoint /)
      }
    }
    // The ones the security review found, with the message a person can act on.
    const spellingMessage = endpointSpellingMessage('subscription.endpoint')
    for (const spelling of [
      'https:fcm.googleapis.com/fcm/send/x',
      'https:/fcm.googleapis.com/fcm/send/x',
      'https:\\\\fcm.googleapis.com/fcm/send/x',
      'https:///fcm.googleapis.com/fcm/send/x',
      `https:${service.host}/push/x`,
    ]) {
      const response = await post(t, endpoints.pushSubscribe.path, who.token, {
        candidateId: who.candidateId,
        subscription: { ...device.subscription, endpoint: spelling },
      })
      expect(await errorOf(response), spelling).toEqual({
        status: 400,
        code: 'validation_failed',
        message: spellingMessage,
      })
    }
    // A host the URL standard takes but Node's legacy parser cuts short ('a' here).
    expect(
      await errorOf(
        await post(t, endpoints.pushSubscribe.path, who.token, {
          candidateId: who.candidateId,
          subscription: { ...device.subscription, endpoint: 'https://a;b.push.apple.com/x' },
        }),
      ),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
      message: PUSH_SUBSCRIPTION_MESSAGES.unknownPushService,
    })
    expect(await subscriptionRows(database, who.candidateId)).toEqual([])
    expect(await allRows()).toHaveLength(rowsBefore)
  })

  it('sends a stored endpoint to exactly the host that was checked, and never an ambiguous one', async () => {
    const { t, who, jobs } = await setUp(1219, 1)
    const [job] = jobs
    const device = newDevice()
    expect((await subscribe(t, who, device)).status).toBe(200)
    const [row] = await subscriptionRows(database, who.candidateId)
    // Stored as the URL standard writes it, which is what was sent.
    expect(row?.endpoint).toBe(new URL(device.subscription.endpoint).href)
    expect(row?.endpoint).toBe(device.subscription.endpoint)

    // A row from before the spellings were refused: `https:host/...` has no host for web-push's
    // url.parse, which then connects to localhost:443.
    const ambiguous = newDevice()
    const ambiguousEndpoint = `https:${service.host}/push/${ambiguous.name}`
    await database.db.insert(pushSubscriptions).values({
      id: randomUUID(),
      candidateId: who.candidateId,
      sessionId: row?.sessionId ?? '',
      endpoint: ambiguousEndpoint,
      p256dh: ambiguous.subscription.keys.p256dh,
      auth: ambiguous.subscription.keys.auth,
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
    })

    await move(t, who, job, 'Interview')
    await t.runJobs()

    const pushes = service.received(device.name)
    expect(pushes).toHaveLength(1)
    expect(pushes[0]?.headers.host).toBe(service.host)
    expect(service.received(ambiguous.name)).toEqual([])
    // Never sent, and dropped: it could never be sent to.
    expect((await subscriptionRows(database, who.candidateId)).map((r) => r.endpoint)).toEqual([
      device.subscription.endpoint,
    ])
    const [run] = await jobRows(database.db, 'application-status-changed')
    expect(run).toMatchObject({ state: 'completed', retryCount: 0 })
  })

  it('keeps at most 20 devices a candidate, dropping the oldest', async () => {
    const { t, who } = await setUp(1210, 0)
    const devices = Array.from({ length: 22 }, () => newDevice())
    for (const device of devices) {
      t.clock.advanceMinutes(1)
      expect((await subscribe(t, who, device)).status).toBe(200)
    }
    const endpointsLeft = (await subscriptionRows(database, who.candidateId)).map(
      (row) => row.endpoint,
    )
    expect(endpointsLeft).toHaveLength(20)
    expect(endpointsLeft).not.toContain(devices[0]?.subscription.endpoint)
    expect(endpointsLeft).not.toContain(devices[1]?.subscription.endpoint)
  })

  it('answers 403 for another candidate on every call, 401 without a token', async () => {
    const { t, who } = await setUp(1211, 0)
    const other = await signIn(t, phoneNumber(1212))
    const device = newDevice()
    const otherId = other.userId
    const calls = [
      () =>
        post(t, endpoints.pushSubscribe.path, who.token, {
          candidateId: otherId,
          subscription: device.subscription,
        }),
      () =>
        post(t, endpoints.pushUnsubscribe.path, who.token, {
          candidateId: otherId,
          endpoint: device.subscription.endpoint,
        }),
      () => getWithToken(t, `${endpoints.pushBadgeCount.path}?candidateId=${otherId}`, who.token),
      () => post(t, endpoints.pushMarkSeen.path, who.token, { candidateId: otherId, all: true }),
    ]
    for (const call of calls) {
      expect(await errorOf(await call())).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'You can only access your own data.',
      })
    }
    // The other candidate's subscription cannot be removed by someone else either.
    expect(
      (
        await post(t, endpoints.pushSubscribe.path, other.accessToken, {
          candidateId: otherId,
          subscription: device.subscription,
        })
      ).status,
    ).toBe(200)
    await post(t, endpoints.pushUnsubscribe.path, who.token, {
      candidateId: who.candidateId,
      endpoint: device.subscription.endpoint,
    })
    expect(await subscriptionRows(database, otherId)).toHaveLength(1)

    for (const path of [endpoints.pushSubscribe.path, endpoints.pushMarkSeen.path]) {
      expect((await post(t, path, undefined, { candidateId: who.candidateId })).status).toBe(401)
    }
    expect(
      (await t.app.request(`${endpoints.pushBadgeCount.path}?candidateId=${who.candidateId}`))
        .status,
    ).toBe(401)
  })

  it('refuses malformed subscriptions with a 400 naming the field, storing nothing', async () => {
    const { t, who } = await setUp(1213, 0)
    const device = newDevice()
    const good = device.subscription
    const notOnCurve = Buffer.from(good.keys.p256dh, 'base64url')
    notOnCurve[64] = (notOnCurve[64] ?? 0) ^ 1
    const cases: Array<[unknown, string]> = [
      [
        { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 60) } },
        'subscription.keys.p256dh must be a 65-byte uncompressed P-256 public key (base64url)',
      ],
      [
        { ...good, keys: { ...good.keys, p256dh: notOnCurve.toString('base64url') } },
        'subscription.keys.p256dh must be a 65-byte uncompressed P-256 public key (base64url)',
      ],
      [
        { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } },
        'subscription.keys.auth must be a 16-byte secret (base64url)',
      ],
      [{ ...good, keys: { p256dh: good.keys.p256dh } }, 'subscription.keys.auth is required'],
      [{ endpoint: good.endpoint }, 'subscription.keys is required'],
      [
        { ...good, endpoint: `http://${service.host}/push/x` },
        'subscription.endpoint must be an https:// URL',
      ],
      [
        { ...good, endpoint: 'https://169.254.169.254/latest/meta-data/' },
        'subscription.endpoint must be the address of a known push service',
      ],
      [
        { ...good, endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/x' },
        'subscription.endpoint must be the address of a known push service',
      ],
      [
        { ...good, expirationTime: 'tomorrow' },
        'subscription.expirationTime must be a number or null',
      ],
      ['a string', 'subscription must be the PushSubscription as JSON'],
    ]
    for (const [subscription, message] of cases) {
      const response = await post(t, endpoints.pushSubscribe.path, who.token, {
        candidateId: who.candidateId,
        subscription,
      })
      expect(await errorOf(response), message).toEqual({
        status: 400,
        code: 'validation_failed',
        message,
      })
    }
    expect(
      await errorOf(
        await post(t, endpoints.pushSubscribe.path, who.token, {
          candidateId: 'me',
          subscription: good,
        }),
      ),
    ).toMatchObject({ status: 400, message: 'candidateId must be a UUID' })
    expect(
      await errorOf(await post(t, endpoints.pushSubscribe.path, who.token, '{"candidateId":')),
    ).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' })
    expect(await subscriptionRows(database, who.candidateId)).toEqual([])

    expect(
      await errorOf(
        await post(t, endpoints.pushMarkSeen.path, who.token, { candidateId: who.candidateId }),
      ),
    ).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'Send either jobIds (1 to 100 job ids) or all: true',
    })
    expect(
      await errorOf(
        await post(t, endpoints.pushUnsubscribe.path, who.token, {
          candidateId: who.candidateId,
          endpoint: 'ftp://x',
        }),
      ),
    ).toMatchObject({ status: 400, message: 'endpoint must be an https:// URL' })
    expect(await database.db.select().from(unseenApplicationUpdates)).toEqual([])
  })

  it('serves one VAPID public key, without a token', async () => {
    const { t } = await setUp(1214, 0)
    const key = await vapidPublicKey(t)
    expect(Buffer.from(key, 'base64url')).toHaveLength(65)
    expect(await vapidPublicKey(t)).toBe(key)
  })
})
