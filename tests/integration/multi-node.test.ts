import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OTP_MAX_CODES_PER_PHONE, PHONE_LOCK_AFTER_FAILURES } from '../../contract/auth'
import {
  dashboardCompletionStatusResponseSchema,
  generateResumeUrlResponseSchema,
} from '../../contract/onboarding'
import { applicationPath, endpoints, headers } from '../../contract/endpoints'
import { webrtcSetupResponseSchema } from '../../contract/interview'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import {
  applicationFeedback,
  idempotencyKeys,
  otpCodes,
  phoneLoginState,
  engagements,
  sessions,
} from '../../server/db/schema'
import { generateVapidKeys } from '../../server/keys'
import { createLogger } from '../../server/logger'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { startJobQueue, type PgBossJobQueue } from '../../server/queue/pg-boss-queue'
import { startServerChild, type ServerChild } from '../support/server-child'
import { historyPairs, insertApplication, insertJobs } from './support/applications'
import { putLikeBrowser, smallPdf } from './support/blob-store'
import { createPostgresDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import {
  startRoundRobinProxy,
  TEST_CLIENT_IP_HEADER,
  type RoundRobinProxy,
} from './support/round-robin-proxy'
import { eventually } from './support/running-server'
import { upgradeStatus } from './support/signaling-socket'
import { phoneNumber, wrongCodeFor } from './support/test-app'

/**
 * More than one machine (docs/adr/0098): two server processes on one PostgreSQL and one blob store,
 * sharing their secrets as a deployment does, behind a round-robin proxy that sends each request
 * to the other node than the one before. Everything a candidate does goes through the proxy, so
 * every guarantee below is met by two processes that share nothing but the database and the
 * blobs. The dev outbox is each process's memory (a phone gets its text from whichever node sent
 * it), so codes are read from both nodes directly.
 */

/** Per-IP code sends per hour on both nodes: small, so the limit is reached in a few calls. */
const SENDS_PER_IP = 4
/** Wrong guesses sent at once at each of two codes: three times what a code allows. */
const GUESSES_PER_CODE = 15
const LOGIN_ID = 'c'.repeat(64)
const DEVICE_ID = 'device-multinode-01'

interface Session {
  accessToken: string
  userId: string
}

/** Guarantees proven, with the assertions each took, for the printed figures. */
const held: Array<{ guarantee: string; assertions: number }> = []
const hold = (guarantee: string) =>
  held.push({ guarantee, assertions: expect.getState().assertionCalls })

describe('more than one machine: nodes starting together on a fresh PostgreSQL', () => {
  it('take turns at the schema work: all start, the migrations and the job queues (three at once, three times)', async () => {
    const failures: string[] = []
    const quiet = createLogger('silent')
    for (let round = 0; round < 3; round++) {
      const database = await createPostgresDatabase()
      const opened = await Promise.all([0, 1, 2].map(() => openDatabase({ url: database.url })))
      const queues: PgBossJobQueue[] = []
      const failed = (results: PromiseSettledResult<unknown>[]) => {
        for (const result of results) {
          if (result.status === 'rejected') failures.push(String(result.reason))
        }
      }
      try {
        // As start-server does, on every node at once: migrate, then create the job queues.
        failed(await Promise.allSettled(opened.map((node) => node.migrate())))
        const started = await Promise.allSettled(
          opened.map((node) => startJobQueue({ database: node, logger: quiet })),
        )
        failed(started)
        for (const result of started) if (result.status === 'fulfilled') queues.push(result.value)
      } finally {
        for (const queue of queues) await queue.stop()
        for (const node of opened) await node.close()
        await database.drop()
      }
    }
    expect(failures).toEqual([])
    hold('schema work at start')
  }, 60_000)
})

describe('more than one machine: two server processes on one PostgreSQL behind a round-robin proxy', () => {
  const nodes: ServerChild[] = []
  let proxy: RoundRobinProxy
  let handle: DatabaseHandle
  let cleanUp: () => Promise<void> = async () => {}

  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'hirelane-multinode-'))
    const database = await createPostgresDatabase()
    const azurite = await startEmbeddedAzurite(join(root, 'blobs'))
    cleanUp = async () => {
      await azurite.stop()
      await database.drop()
      rmSync(root, { recursive: true, force: true })
    }
    const vapid = generateVapidKeys()
    const shared = {
      DATABASE_URL: database.url,
      BLOB_CONNECTION_STRING: azurite.connectionString,
      // What a deployment shares from its secrets: without them each node would generate its
      // own into its DATA_DIR, and a token from one would be refused by the other.
      JWT_SECRET: randomUUID() + randomUUID(),
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      TRUST_PROXY: 'true',
      RATE_LIMIT_SENDS_PER_IP_PER_HOUR: String(SENDS_PER_IP),
      STATIC_DIR: join(root, 'no-build'),
      LOG_LEVEL: 'warn',
      // The voice is not under test: no Festival or PocketSphinx processes per node.
      SPEECH: 'espeak',
      TRANSCRIBER: 'none',
      // One interview per node: a single start fills a node (the admission test below).
      INTERVIEW_CAPACITY: '1',
    }
    // Both at once, as a rolling deploy or an autoscaler starts them: the migrations and the
    // catalogue seed must not trip over each other on the fresh database.
    nodes.push(
      ...(await Promise.all(
        ['a', 'b'].map((name) => startServerChild({ ...shared, DATA_DIR: join(root, name) })),
      )),
    )
    proxy = await startRoundRobinProxy(nodes.map((node) => node.url))
    handle = await openDatabase({ url: database.url })
  }, 120_000)

  afterAll(async () => {
    await proxy?.close()
    await handle?.close()
    for (const node of nodes) await node.stop()
    await cleanUp()
    const [a, b] = proxy?.countsByUpstream() ?? [0, 0]
    const assertions = held.reduce((sum, entry) => sum + entry.assertions, 0)
    console.log(
      `More than one machine: ${nodes.length} nodes, ${proxy?.requests.length ?? 0} requests ` +
        `through the proxy (node a ${a}, node b ${b}), ${held.length} guarantees held ` +
        `(${assertions} checks: ${held.map((entry) => entry.guarantee).join(', ')})`,
    )
  })

  /** A call through the proxy, as the client address `ip`. */
  const call = (path: string, init: RequestInit & { ip: string; token?: string }) => {
    const { ip, token, headers: extra, ...rest } = init
    return fetch(`${proxy.url}/${path}`, {
      ...rest,
      headers: {
        [TEST_CLIENT_IP_HEADER]: ip,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(rest.body ? { 'Content-Type': 'application/json' } : {}),
        ...(extra as Record<string, string> | undefined),
      },
    })
  }

  /** Which node answered each of the last `count` requests through the proxy. */
  const lastUpstreams = (count: number) =>
    proxy.requests.slice(-count).map((entry) => entry.upstream)

  const sendCode = (nationalNumber: string, ip: string) =>
    call('api/SMSLogin/SignUpAndLogin', {
      ip,
      method: 'POST',
      headers: { [headers.deviceId]: DEVICE_ID },
      body: JSON.stringify({
        userPhoneNumber: nationalNumber,
        loginId: LOGIN_ID,
        countryCode: '1',
      }),
    })

  const checkCode = (nationalNumber: string, sessionToken: string, otp: string, ip: string) =>
    call('api/SMSLogin/ValidateOtp', {
      ip,
      method: 'POST',
      token: sessionToken,
      body: JSON.stringify({ userPhonenumber: nationalNumber, otp, sessionToken }),
    })

  /** The newest code sent to the phone, by either node (each keeps its own dev outbox). */
  async function latestCode(nationalNumber: string): Promise<string> {
    const inboxes = await Promise.all(
      nodes.map(async (node) => {
        const response = await fetch(
          `${node.url}/api/dev/outbox?phone=${encodeURIComponent(`+1${nationalNumber}`)}`,
        )
        return ((await response.json()) as { messages: Array<{ code: string; sentAt: string }> })
          .messages
      }),
    )
    const [newest] = inboxes.flat().sort((x, y) => y.sentAt.localeCompare(x.sentAt))
    if (!newest) throw new Error(`No code was sent to ${nationalNumber}.`)
    return newest.code
  }

  async function startLogin(nationalNumber: string, ip: string): Promise<string> {
    const sent = await sendCode(nationalNumber, ip)
    expect(sent.status).toBe(200)
    return ((await sent.json()) as { data: { sessionToken: string } }).data.sessionToken
  }

  /** A full sign-in through the proxy: the code is asked for, then checked, each by either node. */
  async function signIn(nationalNumber: string, ip: string): Promise<Session> {
    const sessionToken = await startLogin(nationalNumber, ip)
    const checked = await checkCode(
      nationalNumber,
      sessionToken,
      await latestCode(nationalNumber),
      ip,
    )
    expect(checked.status).toBe(200)
    const body = (await checked.json()) as {
      message: { data: { accessToken: string } }
      data: { userId: string }
    }
    return { accessToken: body.message.data.accessToken, userId: body.data.userId }
  }

  const onboardingDetails = (session: Session, ip: string) =>
    call(`api/Candidate/GetCandidateOnboardingDetails?candidateId=${session.userId}`, {
      ip,
      token: session.accessToken,
    })

  it('a token from one node works on the other, and logout on one revokes it on both', async () => {
    const ip = '198.51.100.1'
    const first = await signIn(phoneNumber(1501), ip)
    // The code was asked of one node and checked, and the token issued, by the other.
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    const answers = await Promise.all(Array.from({ length: 6 }, () => onboardingDetails(first, ip)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200])
    // The proxy's own record: the token's calls landed on both nodes, three each.
    const withToken = proxy.requests.filter(
      (entry) => entry.headers.authorization === `Bearer ${first.accessToken}`,
    )
    expect(withToken.map((entry) => entry.upstream).sort()).toEqual([0, 0, 0, 1, 1, 1])

    // The same candidate signs in again (another device, or after the token was lost): a second
    // session, issued by whichever node, next to the first.
    const second = await signIn(phoneNumber(1501), ip)
    expect(second.userId).toBe(first.userId)
    expect(second.accessToken).not.toBe(first.accessToken)

    const loggedOut = await call('api/SMSLogin/Logout', {
      ip,
      method: 'POST',
      token: first.accessToken,
    })
    expect(loggedOut.status).toBe(200)
    const afterLogout = [await onboardingDetails(first, ip), await onboardingDetails(first, ip)]
    expect(afterLogout.map((answer) => answer.status)).toEqual([401, 401])
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    // Only that session ended: the second token still works on both nodes.
    const secondStill = [await onboardingDetails(second, ip), await onboardingDetails(second, ip)]
    expect(secondStill.map((answer) => answer.status)).toEqual([200, 200])
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    const rows = await handle.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.candidateId, first.userId))
    expect(rows.filter((row) => row.revokedAt !== null)).toHaveLength(1)
    expect(rows).toHaveLength(2)
    hold('tokens and revocation')
  })

  it('the OTP lock holds across both nodes: wrong codes on either count, then the right code is refused on both', async () => {
    const ip = '198.51.100.2'
    const number = phoneNumber(1502)
    // Five wrong tries kill a code; ten failures across codes lock the phone (SPEC's limits).
    const firstLogin = await startLogin(number, ip)
    const wrong = async (sessionToken: string) =>
      checkCode(number, sessionToken, wrongCodeFor(await latestCode(number)), ip)
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) statuses.push((await wrong(firstLogin)).status)
    const secondLogin = await startLogin(number, ip)
    for (let i = 0; i < PHONE_LOCK_AFTER_FAILURES - 6; i++) {
      statuses.push((await wrong(secondLogin)).status)
    }
    expect(statuses).toEqual(Array.from({ length: PHONE_LOCK_AFTER_FAILURES - 1 }, () => 400))
    const tenth = await wrong(secondLogin)
    expect(tenth.status).toBe(429)
    expect(((await tenth.json()) as { error: { code: string } }).error.code).toBe('locked')
    // The failures were counted by both nodes, not one.
    const checks = proxy.requests.filter(
      (entry) =>
        entry.path === '/api/SMSLogin/ValidateOtp' && entry.headers[TEST_CLIENT_IP_HEADER] === ip,
    )
    expect(checks).toHaveLength(PHONE_LOCK_AFTER_FAILURES)
    expect(new Set(checks.map((entry) => entry.upstream))).toEqual(new Set([0, 1]))

    // Locked everywhere: the right code, asked of each node in turn, and a new code.
    const rightCode = await latestCode(number)
    const refused = [
      await checkCode(number, secondLogin, rightCode, ip),
      await checkCode(number, secondLogin, rightCode, ip),
    ]
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe('locked')
    }
    const newCodes = [await sendCode(number, ip), await sendCode(number, ip)]
    expect(newCodes.map((answer) => answer.status)).toEqual([429, 429])
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    hold('OTP lock')
  })

  it('the OTP limits hold against a burst of guesses over both nodes: five per code, ten per phone', async () => {
    const number = phoneNumber(1503)
    const ip = '198.51.100.5'
    const logins = [await startLogin(number, ip), await startLogin(number, ip)]
    const codes = await handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+1${number}`))
    expect(codes).toHaveLength(2)
    const rightCode = await latestCode(number)
    // Many guesses at each code, all in flight at once, alternating between the nodes: none of
    // them right (a 6-digit code that is neither code sent).
    const wrong = String((Number(rightCode) + 500_000) % 1_000_000).padStart(6, '0')
    const burst = await Promise.all(
      logins.flatMap((login) =>
        Array.from({ length: GUESSES_PER_CODE }, () => checkCode(number, login, wrong, ip)),
      ),
    )
    expect(new Set(burst.map((answer) => answer.status))).toEqual(new Set([400, 429]))
    // Only as many guesses were weighed as the rules allow: five per code, and the tenth
    // failure locked the phone (its count starts again at the lock; nothing came after it).
    const rows = await handle.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.phone, `+1${number}`))
    expect(rows.map((row) => row.wrongAttempts)).toEqual([5, 5])
    const [state] = await handle.db
      .select()
      .from(phoneLoginState)
      .where(eq(phoneLoginState.phone, `+1${number}`))
    expect(state?.consecutiveFailures).toBe(0)
    expect(state?.lockedUntil?.getTime()).toBeGreaterThan(Date.now())
    const right = [
      await checkCode(number, logins[1] ?? '', rightCode, ip),
      await checkCode(number, logins[1] ?? '', rightCode, ip),
    ]
    expect(right.map((answer) => answer.status)).toEqual([429, 429])
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    hold('OTP limits under a burst')
  })

  it('the send-code limits hold across both nodes: per IP, also all at once, and per phone', async () => {
    // Per IP, one after the other: the limit's worth alternate between the nodes, the next is refused.
    const ip = '203.0.113.10'
    const sequential: number[] = []
    for (let i = 0; i <= SENDS_PER_IP; i++) {
      sequential.push((await sendCode(phoneNumber(1510 + i), ip)).status)
    }
    expect(sequential).toEqual([...Array.from({ length: SENDS_PER_IP }, () => 200), 429])
    expect(new Set(lastUpstreams(SENDS_PER_IP + 1))).toEqual(new Set([0, 1]))

    // Per IP, all at once: twice the limit in one burst over both nodes lets exactly the limit by.
    const burstIp = '203.0.113.11'
    const burst = await Promise.all(
      Array.from({ length: 2 * SENDS_PER_IP }, (_, i) => sendCode(phoneNumber(1520 + i), burstIp)),
    )
    const burstStatuses = burst.map((answer) => answer.status)
    expect(burstStatuses.filter((status) => status === 200)).toHaveLength(SENDS_PER_IP)
    expect(burstStatuses.filter((status) => status === 429)).toHaveLength(SENDS_PER_IP)
    const burstUpstreams = proxy.requests
      .filter((entry) => entry.headers[TEST_CLIENT_IP_HEADER] === burstIp)
      .map((entry) => entry.upstream)
    expect(burstUpstreams.filter((upstream) => upstream === 0)).toHaveLength(SENDS_PER_IP)

    // Per phone (five codes in ten minutes), from five networks so the IP limit is not the one hit.
    const number = phoneNumber(1530)
    const perPhone: number[] = []
    for (let i = 0; i <= OTP_MAX_CODES_PER_PHONE; i++) {
      perPhone.push((await sendCode(number, `203.0.113.${40 + i}`)).status)
    }
    expect(perPhone).toEqual([...Array.from({ length: OTP_MAX_CODES_PER_PHONE }, () => 200), 429])
    hold('send limits')
  })

  const resumeAnalysisStatus = async (session: Session, ip: string) => {
    const response = await call(
      `api/Candidate/GetDashboardCompletionStatus?candidateId=${session.userId}`,
      { ip, token: session.accessToken },
    )
    return v.parse(dashboardCompletionStatusResponseSchema, await response.json()).data
      .profileAnalysisStatus
  }

  /** Step 1 with a resume: the upload address from one node, the save on the other. */
  async function saveProfileWithResume(session: Session, ip: string): Promise<void> {
    const query = `candidateId=${session.userId}`
    const urlResponse = await call(
      `api/Resume/GenerateResumeUrl?${query}&fileName=cv&fileFormat=pdf`,
      { ip, token: session.accessToken },
    )
    const uploadUrl = v.parse(generateResumeUrlResponseSchema, await urlResponse.json()).data
    // The browser puts the file straight into the shared blob storage.
    expect((await putLikeBrowser(uploadUrl, smallPdf(), 'application/pdf')).status).toBe(201)
    const saved = await call(
      `api/Candidate/UpdateCandidateDetails?${query}&isCandidateOnboarding=true`,
      {
        ip,
        token: session.accessToken,
        method: 'POST',
        body: JSON.stringify({
          firstName: 'Rosa',
          lastName: 'Diaz',
          emailId: 'rosa@example.com',
          fullName: 'Rosa Diaz',
          isResumeUploaded: true,
        }),
      },
    )
    expect(saved.status).toBe(200)
  }

  it('queued work runs once: resume analyses queued through both nodes each run on one node, once', async () => {
    const ip = '198.51.100.3'
    const candidates = await Promise.all(
      Array.from({ length: 4 }, (_, i) => signIn(phoneNumber(1540 + i), `198.51.100.${30 + i}`)),
    )
    await Promise.all(candidates.map((session) => saveProfileWithResume(session, ip)))
    const statuses = await Promise.all(
      candidates.map((session) =>
        eventually(
          () => resumeAnalysisStatus(session, ip),
          (status) => status === 'completed',
          { timeoutMs: 30_000 },
        ),
      ),
    )
    expect(statuses).toEqual(['completed', 'completed', 'completed', 'completed'])

    const jobs = await jobRows(handle.db, 'resume-analysis')
    expect(jobs).toHaveLength(candidates.length)
    for (const job of jobs) expect(job).toMatchObject({ state: 'completed', retryCount: 0 })
    // Each job started on exactly one node, once: the nodes' own event lines, side by side.
    const started = nodes.flatMap((node, index) =>
      node.events
        .filter((line) => line.event === 'job-started' && line.queue === 'resume-analysis')
        .map((line) => ({ node: index, jobId: String(line.jobId) })),
    )
    expect(started.map((run) => run.jobId).sort()).toEqual(jobs.map((job) => job.id).sort())
    // Every job either node started so far (erasures included) started once.
    const everyStart = nodes.flatMap((node) =>
      node.events.filter((line) => line.event === 'job-started').map((line) => String(line.jobId)),
    )
    expect(new Set(everyStart).size).toBe(everyStart.length)
    hold('queued work once')
  }, 60_000)

  it('an idempotent replay is answered once: the same key sent to both nodes, one after the other and at once', async () => {
    const ip = '198.51.100.4'
    const session = await signIn(phoneNumber(1550), ip)
    const now = new Date()
    const rounds = 3
    const jobs = await insertJobs(handle.db, rounds + 1, now)
    for (const job of jobs) {
      await insertApplication(handle.db, {
        candidateId: session.userId,
        job,
        path: ['InReview'],
        appliedAt: new Date(now.getTime() - 60 * 60 * 1000),
      })
    }
    const giveFeedback = (jobId: string, key: string) =>
      call(applicationPath('giveApplicationFeedback', jobId), {
        ip,
        token: session.accessToken,
        method: 'POST',
        headers: { [headers.idempotencyKey]: key },
        body: JSON.stringify({
          candidateId: session.userId,
          jobId,
          decision: 'NotInterested',
          reasons: ['Salary is too low'],
          otherReason: '',
        }),
      })
    const answersOf = async (responses: Response[]) =>
      Promise.all(
        responses.map(async (response) => ({
          status: response.status,
          replayed: response.headers.get('Idempotent-Replayed') === 'true',
          // Compared as JSON: the stored answer is jsonb, which keeps no key order.
          body: (await response.json()) as unknown,
        })),
      )
    const expectOneEffect = async (jobId: string) => {
      const [application] = (await historyPairs(handle.db, session.userId, jobId)).slice(-1)
      expect(application).toEqual(['InReview', 'CandidateDismissed'])
      expect(await historyPairs(handle.db, session.userId, jobId)).toHaveLength(2)
    }

    // One after the other: the first node answers, the other replays that answer.
    const [sequentialJob, ...concurrentJobs] = jobs
    const key = randomUUID()
    const sequential = await answersOf([
      await giveFeedback(sequentialJob?.id ?? '', key),
      await giveFeedback(sequentialJob?.id ?? '', key),
    ])
    expect(new Set(lastUpstreams(2))).toEqual(new Set([0, 1]))
    expect(sequential.map(({ status, replayed }) => [status, replayed])).toEqual([
      [200, false],
      [200, true],
    ])
    expect(sequential[1]?.body).toEqual(sequential[0]?.body)
    await expectOneEffect(sequentialJob?.id ?? '')

    // At once: four sends of one key, two per node; the first claim wins, the others wait on it
    // in the database and replay its answer.
    for (const job of concurrentJobs) {
      const concurrentKey = randomUUID()
      const answers = await answersOf(
        await Promise.all(Array.from({ length: 4 }, () => giveFeedback(job.id, concurrentKey))),
      )
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
      expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1)
      for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body)
      await expectOneEffect(job.id)
    }
    const feedback = await handle.db.select().from(applicationFeedback)
    expect(feedback).toHaveLength(jobs.length)
    const keys = await handle.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.candidateId, session.userId))
    expect(keys).toHaveLength(jobs.length)
    hold('idempotent replay once')
  })

  it('a full node starts no new interview and says when to try again; through the proxy the retry starts it on the other node', async () => {
    const ip = '198.51.100.40'
    const [holder, waiter] = [
      await signIn(phoneNumber(1601), ip),
      await signIn(phoneNumber(1602), ip),
    ]
    const [nodeA, nodeB] = nodes as [ServerChild, ServerChild]
    const startPath = (session: Session) =>
      `${endpoints.getWebrtcSetupDetailsForCandidate.path}?candidateId=${session.userId}`
    const startOn = (node: ServerChild, session: Session) =>
      fetch(`${node.url}${startPath(session)}`, {
        headers: { Authorization: `Bearer ${session.accessToken}` },
      })
    const engagementsOf = (session: Session) =>
      handle.db.select().from(engagements).where(eq(engagements.candidateId, session.userId))

    // Node a's one place: an interview started there, its call on the way.
    expect((await startOn(nodeA, holder)).status).toBe(200)
    const refused = await startOn(nodeA, waiter)
    expect(refused.status).toBe(503)
    expect(refused.headers.get('retry-after')).toBe('5')
    expect(await refused.json()).toMatchObject({
      status: false,
      error: { code: 'interviews_full', details: { retryAfterSeconds: 5 } },
    })
    expect(await engagementsOf(waiter)).toEqual([])

    // Through the balancer: the start that lands on node a is refused, the retry goes to b.
    if (proxy.requests.length % 2 === 1) await onboardingDetails(waiter, ip)
    const throughA = await call(startPath(waiter).slice(1), { ip, token: waiter.accessToken })
    expect([throughA.status, lastUpstreams(1)]).toEqual([503, [0]])
    const throughB = await call(startPath(waiter).slice(1), { ip, token: waiter.accessToken })
    expect([throughB.status, lastUpstreams(1)]).toEqual([200, [1]])
    expect(await engagementsOf(waiter)).toHaveLength(1)

    // Its socket, sent to the full node a by a balancer, is refused there; on b it opens.
    const { callEndpointUri } = v.parse(webrtcSetupResponseSchema, await throughB.json()).data.data
    const onNode = (node: ServerChild) => {
      const url = new URL(callEndpointUri)
      url.host = new URL(node.url).host
      return url.href
    }
    expect(await upgradeStatus(onNode(nodeA), { origin: nodeA.url })).toBe(503)
    expect(await upgradeStatus(onNode(nodeB), { origin: nodeB.url })).toBe(101)
    hold('a full node refuses, the other starts')
  })
})
