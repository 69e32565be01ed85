import { expect, it } from 'vitest'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  latestCode,
  phoneNumber,
  resendOtp,
  signUp,
  startLogin,
  validateOtp,
  wrongCodeFor,
  type TestApp,
} from './support/test-app'

const LOCKED_MESSAGE = 'Too many failed sign-in attempts. Please try again in 15 minutes.'

/** Submits `count` wrong codes for the session's current code; returns the last answer. */
async function submitWrongCodes(
  t: TestApp,
  nationalNumber: string,
  sessionToken: string,
  count: number,
) {
  let last: Response | undefined
  for (let i = 0; i < count; i++) {
    last = await validateOtp(t, {
      nationalNumber,
      otp: wrongCodeFor(latestCode(t, nationalNumber)),
      sessionToken,
    })
  }
  if (!last) throw new Error('count must be at least 1')
  return last
}

describeEachDatabase('one-time code rules', (database) => {
  it('accepts a code until 10 minutes and refuses it after, asking for a new one', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(100)
    const sessionToken = await startLogin(t, number)
    const code = latestCode(t, number)

    t.clock.advanceSeconds(10 * 60)
    const expired = await validateOtp(t, { nationalNumber: number, otp: code, sessionToken })
    expect(await errorOf(expired)).toEqual({
      status: 400,
      code: 'expired_code',
      message: 'This code has expired. Please request a new one.',
    })

    const fresh = await startLogin(t, number)
    t.clock.advanceSeconds(10 * 60 - 1)
    const inTime = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken: fresh,
    })
    expect(inTime.status).toBe(200)
  })

  it('uses a code once: of two concurrent correct submissions exactly one signs in', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(101)
    const sessionToken = await startLogin(t, number)
    const input = { nationalNumber: number, otp: latestCode(t, number), sessionToken }

    const answers = await Promise.all([validateOtp(t, input), validateOtp(t, input)])
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 400])
    const refused = answers.find((answer) => answer.status === 400)
    expect(await errorOf(refused as Response)).toMatchObject({
      code: expect.stringMatching(/invalid_code|invalid_session/),
    })

    const again = await validateOtp(t, input)
    expect(again.status).toBe(400)
  })

  it('kills a code after 5 wrong tries, even if the right code comes next', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(102)
    const sessionToken = await startLogin(t, number)
    const code = latestCode(t, number)

    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await validateOtp(t, {
        nationalNumber: number,
        otp: wrongCodeFor(code),
        sessionToken,
      })
      expect(wrong.status).toBe(400)
      const body = await wrong.json()
      expect(body).toMatchObject({
        message: 'The code is incorrect. Please check it and try again.',
        error: { code: 'invalid_code', details: { attemptsLeft: 5 - attempt } },
      })
    }
    const fifth = await validateOtp(t, {
      nationalNumber: number,
      otp: wrongCodeFor(code),
      sessionToken,
    })
    expect(await errorOf(fifth)).toEqual({
      status: 400,
      code: 'invalid_code',
      message: 'Too many incorrect attempts for this code. Please request a new one.',
    })

    const right = await validateOtp(t, { nationalNumber: number, otp: code, sessionToken })
    expect(await errorOf(right)).toEqual({
      status: 400,
      code: 'invalid_code',
      message: 'Too many incorrect attempts for this code. Please request a new one.',
    })
  })

  it('locks the phone after 10 failures counted across resends and new sign-ups, for 15 minutes', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(103)

    const firstSession = await startLogin(t, number)
    expect((await submitWrongCodes(t, number, firstSession, 4)).status).toBe(400)

    t.clock.advanceSeconds(30)
    expect(
      (await resendOtp(t, { nationalNumber: number, sessionToken: firstSession })).status,
    ).toBe(200)
    expect((await submitWrongCodes(t, number, firstSession, 4)).status).toBe(400)

    const secondSession = await startLogin(t, number)
    expect((await submitWrongCodes(t, number, secondSession, 1)).status).toBe(400)
    const tenth = await submitWrongCodes(t, number, secondSession, 1)
    expect(await errorOf(tenth)).toEqual({ status: 429, code: 'locked', message: LOCKED_MESSAGE })
    expect(tenth.headers.get('Retry-After')).toBe('900')

    // While locked, all three sign-in calls answer 429, even with the right code.
    const rightCode = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken: secondSession,
    })
    expect(await errorOf(rightCode)).toMatchObject({ status: 429, code: 'locked' })
    expect(await errorOf(await signUp(t, number))).toMatchObject({
      status: 429,
      code: 'locked',
      message: LOCKED_MESSAGE,
    })
    t.clock.advanceSeconds(60)
    const resent = await resendOtp(t, { nationalNumber: number, sessionToken: secondSession })
    expect(await errorOf(resent)).toEqual({
      status: 429,
      code: 'locked',
      message: 'Too many failed sign-in attempts. Please try again in 14 minutes.',
    })
    expect(resent.headers.get('Retry-After')).toBe('840')

    // Other numbers are not affected.
    expect((await signUp(t, phoneNumber(104))).status).toBe(200)

    // After 15 minutes the phone signs in again, and the success clears the count.
    t.clock.advanceSeconds(14 * 60)
    const unlocked = await startLogin(t, number)
    expect((await submitWrongCodes(t, number, unlocked, 4)).status).toBe(400)
    const signedIn = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken: unlocked,
    })
    expect(signedIn.status).toBe(200)
  })

  it('does not reset the failure count when a new code is requested', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(105)
    // Two sessions of 5 wrong tries each: the 10th failure locks, whatever the codes.
    const first = await startLogin(t, number)
    await submitWrongCodes(t, number, first, 5)
    const second = await startLogin(t, number)
    await submitWrongCodes(t, number, second, 4)
    const tenth = await submitWrongCodes(t, number, second, 1)
    expect(tenth.status).toBe(429)
  })

  it('refuses a resend within 30 seconds of the last code, then sends a new code that replaces the old one', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(106)
    const sessionToken = await startLogin(t, number)
    const oldCode = latestCode(t, number)

    t.clock.advanceSeconds(12)
    const early = await resendOtp(t, { nationalNumber: number, sessionToken })
    expect(await errorOf(early)).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Please wait 18 seconds before requesting a new code.',
    })
    expect(early.headers.get('Retry-After')).toBe('18')

    t.clock.advanceSeconds(18)
    const resent = await resendOtp(t, { nationalNumber: number, sessionToken })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({
      status: true,
      message: 'OTP sent successfully',
      data: { sessionToken, phoneNumber: `+1${number}` },
    })
    const newCode = latestCode(t, number)
    expect(t.sms.outboxFor(`+1${number}`)).toHaveLength(2)

    if (newCode !== oldCode) {
      const stale = await validateOtp(t, { nationalNumber: number, otp: oldCode, sessionToken })
      expect(stale.status).toBe(400)
    }
    const current = await validateOtp(t, { nationalNumber: number, otp: newCode, sessionToken })
    expect(current.status).toBe(200)

    // A finished login session cannot be resent or reused.
    t.clock.advanceSeconds(30)
    const afterUse = await resendOtp(t, { nationalNumber: number, sessionToken })
    expect(await errorOf(afterUse)).toMatchObject({ status: 400, code: 'invalid_session' })
  })

  it('refuses a resend without the session token, or for another phone, with 400', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(107)
    const sessionToken = await startLogin(t, number)
    t.clock.advanceSeconds(30)
    const noToken = await t.app.request(
      `/api/SMSLogin/ResendOtp?phoneNumber=${number}&countryCode=1`,
    )
    expect(await errorOf(noToken)).toMatchObject({ status: 400, code: 'invalid_session' })
    const otherPhone = await resendOtp(t, { nationalNumber: phoneNumber(108), sessionToken })
    expect(await errorOf(otherPhone)).toMatchObject({ status: 400, code: 'invalid_session' })
  })

  it('sends at most 5 codes per phone per 10 minutes, sign-ups and resends together', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(109)
    const sessionToken = await startLogin(t, number)
    for (let i = 0; i < 2; i++) {
      t.clock.advanceSeconds(30)
      expect((await resendOtp(t, { nationalNumber: number, sessionToken })).status).toBe(200)
    }
    t.clock.advanceSeconds(30)
    await startLogin(t, number)
    t.clock.advanceSeconds(30)
    await startLogin(t, number)
    // 5 codes so far, the first at t=0, now t=120 s.

    const sixth = await signUp(t, number)
    expect(await errorOf(sixth)).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many codes were requested for this number. Please try again in 8 minutes.',
    })
    expect(sixth.headers.get('Retry-After')).toBe('480')
    t.clock.advanceSeconds(30)
    expect((await resendOtp(t, { nationalNumber: number, sessionToken })).status).toBe(429)
    expect(t.sms.outboxFor(`+1${number}`)).toHaveLength(5)

    // Another number is not limited by this one.
    expect((await signUp(t, phoneNumber(110))).status).toBe(200)

    // Once the first code is older than 10 minutes, one more may be sent.
    t.clock.advanceSeconds(450)
    expect((await signUp(t, number)).status).toBe(200)
    expect((await signUp(t, number)).status).toBe(429)
  })
})
