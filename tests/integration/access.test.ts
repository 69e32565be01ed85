import { eq } from 'drizzle-orm'
import { SignJWT } from 'jose'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  candidateDetailsResponseSchema,
  onboardingDetailsResponseSchema,
} from '../../contract/candidate'
import { candidates } from '../../server/db/schema'
import { describeEachDatabase } from './support/databases'
import { createTestApp, errorOf, getWithToken, phoneNumber, signIn } from './support/test-app'

const CANDIDATE_CALLS = [
  '/api/Candidate/GetDetails',
  '/api/Candidate/GetCandidateOnboardingDetails',
]

describeEachDatabase('access tokens and candidate data', (database) => {
  it('answers GetDetails and GetCandidateOnboardingDetails for the signed-in candidate', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(300))

    const details = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${userId}`,
      accessToken,
    )
    expect(v.parse(candidateDetailsResponseSchema, await details.json()).data).toEqual({
      fullName: null,
      language: 'en',
    })
    const steps = await getWithToken(
      t,
      `/api/Candidate/GetCandidateOnboardingDetails?candidateId=${userId}`,
      accessToken,
    )
    expect(v.parse(onboardingDetailsResponseSchema, await steps.json()).data).toEqual([
      { id: 1, completed: false },
      { id: 2, completed: false },
      { id: 3, completed: false },
      { id: 4, completed: false },
    ])

    await database.db
      .update(candidates)
      .set({
        fullName: 'Rosa Diaz',
        step1CompletedAt: t.clock.now(),
        step2CompletedAt: t.clock.now(),
      })
      .where(eq(candidates.id, userId))
    const named = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${userId}`,
      accessToken,
    )
    expect((await named.json()).data).toEqual({ fullName: 'Rosa Diaz', language: 'en' })
    const progressed = await getWithToken(
      t,
      `/api/Candidate/GetCandidateOnboardingDetails?candidateId=${userId}`,
      accessToken,
    )
    expect(
      (await progressed.json()).data.map((step: { completed: boolean }) => step.completed),
    ).toEqual([true, true, false, false])
  })

  it.each(CANDIDATE_CALLS)(
    '%s answers 403 for another candidate and 400 for a malformed id',
    async (path) => {
      const t = createTestApp(database.db)
      const me = await signIn(t, phoneNumber(301))
      const other = await signIn(t, phoneNumber(302))

      const forbidden = await getWithToken(t, `${path}?candidateId=${other.userId}`, me.accessToken)
      expect(await errorOf(forbidden)).toEqual({
        status: 403,
        code: 'forbidden',
        message: 'You can only access your own data.',
      })
      const unknown = await getWithToken(
        t,
        `${path}?candidateId=00000000-0000-4000-8000-000000000000`,
        me.accessToken,
      )
      expect(unknown.status).toBe(403)

      const malformed = await getWithToken(t, `${path}?candidateId=not-a-uuid`, me.accessToken)
      expect(await errorOf(malformed)).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'candidateId must be a UUID',
      })
      const missing = await getWithToken(t, path, me.accessToken)
      expect(await errorOf(missing)).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'candidateId is required',
      })
    },
  )

  it.each(CANDIDATE_CALLS)('%s answers 401 without a token or with a forged one', async (path) => {
    const t = createTestApp(database.db)
    const { userId, accessToken } = await signIn(t, phoneNumber(303))
    const query = `${path}?candidateId=${userId}`

    expect(await errorOf(await t.app.request(query))).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Please sign in to continue.',
    })
    const garbage = await getWithToken(t, query, 'not.a.jwt')
    expect(await errorOf(garbage)).toEqual({
      status: 401,
      code: 'unauthorized',
      message: 'Your session has ended. Please sign in again.',
    })
    const [header, payload] = accessToken.split('.')
    const tampered = await getWithToken(t, query, `${header}.${payload}.${'A'.repeat(43)}`)
    expect(tampered.status).toBe(401)
    const otherKey = await new SignJWT({ sid: '00000000-0000-4000-8000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuer('hirelane')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-of-enough-length-000'))
    expect((await getWithToken(t, query, otherKey)).status).toBe(401)
  })

  it('Logout revokes the session: its token then answers 401, other sessions live on', async () => {
    const t = createTestApp(database.db)
    const first = await signIn(t, phoneNumber(304))
    const second = await signIn(t, phoneNumber(304))

    const logout = await t.app.request('/api/SMSLogin/Logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first.accessToken}` },
    })
    expect(logout.status).toBe(200)
    expect(await logout.json()).toEqual({
      status: true,
      message: 'Logged out successfully',
      data: null,
    })

    const afterLogout = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${first.userId}`,
      first.accessToken,
    )
    expect(await errorOf(afterLogout)).toMatchObject({ status: 401, code: 'unauthorized' })
    const again = await t.app.request('/api/SMSLogin/Logout', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first.accessToken}` },
    })
    expect(again.status).toBe(401)

    const otherDevice = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${second.userId}`,
      second.accessToken,
    )
    expect(otherDevice.status).toBe(200)
  })

  it('an access token expires after ACCESS_TOKEN_TTL_DAYS', async () => {
    const t = createTestApp(database.db, { ACCESS_TOKEN_TTL_DAYS: '2' })
    const { accessToken, userId } = await signIn(t, phoneNumber(305))
    const path = `/api/Candidate/GetDetails?candidateId=${userId}`

    t.clock.advanceMinutes(2 * 24 * 60 - 1)
    expect((await getWithToken(t, path, accessToken)).status).toBe(200)
    t.clock.advanceMinutes(1)
    expect(await errorOf(await getWithToken(t, path, accessToken))).toMatchObject({
      status: 401,
      code: 'unauthorized',
    })
  })

  it('deleting a candidate ends their sessions (cascade), so their token answers 401', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(306))
    await database.db.delete(candidates).where(eq(candidates.id, userId))
    const response = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${userId}`,
      accessToken,
    )
    expect(response.status).toBe(401)
  })
})
