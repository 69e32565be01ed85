import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import { engagementStatusResponseSchema, webrtcSetupResponseSchema } from '../../contract/interview'
import { candidates, engagements } from '../../server/db/schema'
import { ENGAGEMENTS_PER_HOUR } from '../../server/services/interview-start'
import { readEngagementProgress } from '../../server/interview/agent/interview-record'
import { finalPreferences } from '../../server/interview/dialogue'
import { pruneExpiredRows } from '../../server/services/maintenance'
import {
  completeEngagement,
  engagementForCallToken,
  findEngagement,
} from '../../server/services/engagements'
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
 * The interview engagement calls through the app: 'I agree' creates an
 * engagement with a call token of its own, and the status call reads it back, each for the
 * signed-in candidate only.
 */

const setupPath = (candidateId: string) =>
  `/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${candidateId}`
const statusPath = (engagementId: string) =>
  `/api/Engagement/GetEngagementCallStatus?engagementId=${engagementId}`

async function createEngagement(t: TestApp, accessToken: string, candidateId: string) {
  const response = await getWithToken(t, setupPath(candidateId), accessToken)
  expect(response.status).toBe(200)
  const body = v.parse(webrtcSetupResponseSchema, await response.json())
  expect(body.message).toBe('Successfully getting the engagement')
  return body.data.data
}

async function statusOf(t: TestApp, accessToken: string, engagementId: string) {
  const response = await getWithToken(t, statusPath(engagementId), accessToken)
  expect(response.status).toBe(200)
  return v.parse(engagementStatusResponseSchema, await response.json()).data.data
}

async function stepsOf(t: TestApp, accessToken: string, candidateId: string) {
  const response = await getWithToken(
    t,
    `/api/Candidate/GetCandidateOnboardingDetails?candidateId=${candidateId}`,
    accessToken,
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: Array<{ id: number; completed: boolean }> }
  return body.data.map((step) => step.completed)
}

const engagementRows = (database: TestDatabase, candidateId: string) =>
  database.db.select().from(engagements).where(eq(engagements.candidateId, candidateId))

describeEachDatabase('interview engagement calls', (database) => {
  it('creates an engagement whose socket address carries a call token of its own, and completes step 3', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(700))
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, false, false])

    const { callEndpointUri, engagementId } = await createEngagement(t, accessToken, userId)
    const endpoint = new URL(callEndpointUri)
    expect(`${endpoint.protocol}//${endpoint.host}${endpoint.pathname}`).toBe(
      `ws://localhost:8080/ws/interview/${engagementId}`,
    )
    expect([...endpoint.searchParams.keys()]).toEqual(['token'])
    const token = endpoint.searchParams.get('token') ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(token).not.toBe(accessToken)
    expect(callEndpointUri).not.toContain(accessToken)

    expect(await statusOf(t, accessToken, engagementId)).toBe('connecting')
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, true, false])

    // Only the token's hash is stored; the token opens this engagement and no other, for an hour.
    const [row] = await engagementRows(database, userId)
    expect(row).toMatchObject({
      id: engagementId,
      kind: 'web',
      status: 'connecting',
      tokenHash: createHash('sha256').update(token).digest('hex'),
      createdAt: t.clock.now(),
      startedAt: null,
      endedAt: null,
    })
    expect(JSON.stringify(row)).not.toContain(token)
    const now = t.clock.now()
    expect((await engagementForCallToken(database.db, engagementId, token, now))?.id).toBe(
      engagementId,
    )
    expect(await engagementForCallToken(database.db, engagementId, `${token}x`, now)).toBe(
      undefined,
    )
    expect(await engagementForCallToken(database.db, engagementId, accessToken, now)).toBe(
      undefined,
    )
    const afterAnHour = new Date(now.getTime() + 60 * 60 * 1000)
    expect(await engagementForCallToken(database.db, engagementId, token, afterAnHour)).toBe(
      undefined,
    )

    // Consent already given stays given: a later engagement keeps the first step 3 time.
    const [before] = await database.db.select().from(candidates).where(eq(candidates.id, userId))
    t.clock.advanceMinutes(2)
    await createEngagement(t, accessToken, userId)
    const [after] = await database.db.select().from(candidates).where(eq(candidates.id, userId))
    expect(after?.step3CompletedAt).toEqual(before?.step3CompletedAt)
  })

  it("refuses another candidate's id with 403 and writes nothing", async () => {
    const t = createTestApp(database.db)
    const me = await signIn(t, phoneNumber(701))
    const other = await signIn(t, phoneNumber(702))
    expect(await errorOf(await getWithToken(t, setupPath(other.userId), me.accessToken))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only access your own data.',
    })
    expect(await database.db.select().from(engagements)).toEqual([])
    const [untouched] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, other.userId))
    expect(untouched?.step3CompletedAt).toBe(null)
  })

  it.each([
    ['', 'candidateId is required'],
    ['?candidateId=', 'candidateId must be a UUID'],
    ['?candidateId=nope', 'candidateId must be a UUID'],
  ])('answers 400 naming candidateId for %j', async (query, message) => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(703))
    const response = await getWithToken(
      t,
      `/api/Engagement/GetWebrtcSetupDetailsForCandidate${query}`,
      accessToken,
    )
    expect(await errorOf(response)).toEqual({ status: 400, code: 'validation_failed', message })
    expect(await database.db.select().from(engagements)).toEqual([])
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, false, false])
  })

  it('answers 401 without a signed-in candidate', async () => {
    const t = createTestApp(database.db)
    const { userId } = await signIn(t, phoneNumber(704))
    const response = await t.app.request(setupPath(userId))
    expect((await errorOf(response)).status).toBe(401)
    expect(await database.db.select().from(engagements)).toEqual([])
  })

  it("reads the status for its own engagement only: 403 for another's, 404 unknown, 400 malformed", async () => {
    const t = createTestApp(database.db)
    const me = await signIn(t, phoneNumber(705))
    const other = await signIn(t, phoneNumber(706))
    const theirs = await createEngagement(t, other.accessToken, other.userId)

    expect(
      await errorOf(await getWithToken(t, statusPath(theirs.engagementId), me.accessToken)),
    ).toEqual({ status: 403, code: 'forbidden', message: 'You can only access your own data.' })
    expect(
      await errorOf(
        await getWithToken(t, statusPath('0b7e3f1c-2a4d-4c8e-9f10-123456789abc'), me.accessToken),
      ),
    ).toMatchObject({ status: 404, message: 'Engagement not found.' })
    expect(await errorOf(await getWithToken(t, statusPath('42'), me.accessToken))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'engagementId must be a UUID',
    })
    expect(
      await errorOf(
        await getWithToken(t, '/api/Engagement/GetEngagementCallStatus', me.accessToken),
      ),
    ).toMatchObject({ status: 400, message: 'engagementId is required' })
    // Their engagement is untouched by the attempts.
    expect(await statusOf(t, other.accessToken, theirs.engagementId)).toBe('connecting')
  })

  it('the hourly maintenance abandons open engagements whose call token expired, and only those', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(711))
    const stale = await createEngagement(t, accessToken, userId)
    await pruneExpiredRows(database.db, t.clock.now())
    expect(await statusOf(t, accessToken, stale.engagementId)).toBe('connecting')

    t.clock.advanceMinutes(61)
    const other = await signIn(t, phoneNumber(712))
    const fresh = await createEngagement(t, other.accessToken, other.userId)
    await pruneExpiredRows(database.db, t.clock.now())
    expect(await statusOf(t, accessToken, stale.engagementId)).toBe('abandoned')
    expect(await statusOf(t, other.accessToken, fresh.engagementId)).toBe('connecting')
  })

  it('abandons the earlier engagement when a new one is created', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(707))
    const first = await createEngagement(t, accessToken, userId)
    t.clock.advanceSeconds(30)
    const second = await createEngagement(t, accessToken, userId)
    expect(second.engagementId).not.toBe(first.engagementId)
    expect(second.callEndpointUri).not.toBe(first.callEndpointUri)
    expect(await statusOf(t, accessToken, first.engagementId)).toBe('abandoned')
    expect(await statusOf(t, accessToken, second.engagementId)).toBe('connecting')
    const abandoned = await findEngagement(database.db, first.engagementId)
    expect(abandoned?.endedAt).toEqual(t.clock.now())
    // The abandoned engagement's token opens nothing any more.
    const firstToken = new URL(first.callEndpointUri).searchParams.get('token') ?? ''
    expect(
      await engagementForCallToken(database.db, first.engagementId, firstToken, t.clock.now()),
    ).toBe(undefined)
  })

  it(`allows ${ENGAGEMENTS_PER_HOUR} engagements an hour, then answers 429 and writes nothing`, async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(708))
    for (let index = 0; index < ENGAGEMENTS_PER_HOUR; index += 1) {
      await createEngagement(t, accessToken, userId)
      t.clock.advanceSeconds(30)
    }
    const open = async () =>
      (await engagementRows(database, userId)).filter((row) => row.status === 'connecting')
    const [lastOpen] = await open()

    // Ten minutes after the first attempt: it leaves the hour in 50 minutes.
    const limited = await getWithToken(t, setupPath(userId), accessToken)
    expect(await errorOf(limited)).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many interview attempts. Please try again in 50 minutes.',
    })
    expect(limited.headers.get('Retry-After')).toBe('3000')
    expect(await engagementRows(database, userId)).toHaveLength(ENGAGEMENTS_PER_HOUR)
    // The refused attempt did not abandon the open engagement.
    expect((await open()).map((row) => row.id)).toEqual([lastOpen?.id])

    // A second before the wait is over: still refused, with the rest of the wait.
    t.clock.advanceSeconds(3000 - 1)
    const early = await getWithToken(t, setupPath(userId), accessToken)
    expect(early.status).toBe(429)
    expect(early.headers.get('Retry-After')).toBe('1')

    // Exactly Retry-After after the refusal (an hour after the first attempt): allowed.
    t.clock.advanceSeconds(1)
    await createEngagement(t, accessToken, userId)
    expect(await engagementRows(database, userId)).toHaveLength(ENGAGEMENTS_PER_HOUR + 1)

    // The window is full again (the 2nd to 21st): the next wait is until the 2nd leaves it.
    const again = await getWithToken(t, setupPath(userId), accessToken)
    expect(again.status).toBe(429)
    expect(again.headers.get('Retry-After')).toBe('30')
  })

  it('answers 400 once the interview is complete', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(709))
    const { engagementId } = await createEngagement(t, accessToken, userId)
    const row = await findEngagement(database.db, engagementId)
    if (!row) throw new Error('the engagement was not stored')
    const progress = readEngagementProgress(row)
    const completed = await completeEngagement(
      database.db,
      await database.queue(),
      engagementId,
      { ...progress, preferences: finalPreferences(progress.state) },
      t.clock.now(),
    )
    expect(completed).toBe(true)
    expect(await statusOf(t, accessToken, engagementId)).toBe('completed')
    expect(await stepsOf(t, accessToken, userId)).toEqual([false, false, true, true])

    t.clock.advanceMinutes(1)
    expect(await errorOf(await getWithToken(t, setupPath(userId), accessToken))).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'The interview is already complete.',
    })
    expect(await engagementRows(database, userId)).toHaveLength(1)
    expect(await statusOf(t, accessToken, engagementId)).toBe('completed')
  })

  // What the request says about its host and scheme is the caller's to forge: the call
  // address (and its token) must go to the configured origin whatever they say.
  const FORGED_HEADERS = {
    Host: 'evil.example:1234',
    'X-Forwarded-Host': 'evil.example',
    'X-Forwarded-Proto': 'https',
  }
  it.each([
    [{}, {}, 'ws://localhost:8080'],
    [{}, FORGED_HEADERS, 'ws://localhost:8080'],
    [{ TRUST_PROXY: 'true' }, FORGED_HEADERS, 'ws://localhost:8080'],
    [{ PUBLIC_URL: 'https://jobs.hirelane.example' }, {}, 'wss://jobs.hirelane.example'],
    [
      { PUBLIC_URL: 'https://jobs.hirelane.example', TRUST_PROXY: 'true' },
      { ...FORGED_HEADERS, 'X-Forwarded-Proto': 'http' },
      'wss://jobs.hirelane.example',
    ],
    [{ PUBLIC_URL: 'http://127.0.0.1:9000' }, FORGED_HEADERS, 'ws://127.0.0.1:9000'],
  ])('with %j and headers %j the socket address is on %s', async (env, headers, origin) => {
    // A PUBLIC_URL that is not loopback needs the dev affordances named (config.ts).
    const t = createTestApp(database.db, { ...env, DEV_AFFORDANCES: 'on' })
    const { accessToken, userId } = await signIn(t, phoneNumber(710))
    // The URL's own host too, as the Node adapter builds it from the Host header.
    const host = 'Host' in headers ? `http://${headers.Host}` : 'http://localhost'
    const response = await t.app.request(`${host}${setupPath(userId)}`, {
      headers: { Authorization: `Bearer ${accessToken}`, ...headers },
    })
    expect(response.status).toBe(200)
    const { callEndpointUri, engagementId } = v.parse(
      webrtcSetupResponseSchema,
      await response.json(),
    ).data.data
    const token = new URL(callEndpointUri).searchParams.get('token') ?? ''
    expect(callEndpointUri).toBe(`${origin}/ws/interview/${engagementId}?token=${token}`)
    expect(callEndpointUri).not.toContain('evil.example')
  })
})
