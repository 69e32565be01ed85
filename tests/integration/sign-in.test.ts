import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  signUpAndLoginResponseSchema,
  validateOtpRequestSchema,
  validateOtpResponseSchema,
} from '../../contract/auth'
import { errorEnvelopeSchema } from '../../contract/envelope'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  latestCode,
  phoneNumber,
  signIn,
  signUp,
  startLogin,
  TEST_LOGIN_ID,
  validateOtp,
} from './support/test-app'

const keysDeep = (value: unknown): unknown =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, keysDeep(inner)]))
    : typeof value

const headerNames = (response: Response) => {
  const names: string[] = []
  response.headers.forEach((_value, name) => names.push(name))
  return names.sort()
}

describeEachDatabase('sign-in with a texted code', (database) => {
  it('sends a code and signs a new number in, creating the candidate', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(1)

    const sent = await signUp(t, number)
    expect(sent.status).toBe(200)
    const sentBody = v.parse(signUpAndLoginResponseSchema, await sent.json())
    expect(sentBody).toMatchObject({
      message: 'OTP sent successfully',
      data: { phoneNumber: '+12065500001' },
    })
    expect(sentBody.data.sessionToken).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const code = latestCode(t, number)
    expect(code).toMatch(/^\d{6}$/)
    const validated = await validateOtp(t, {
      nationalNumber: number,
      otp: code,
      sessionToken: sentBody.data.sessionToken,
    })
    expect(validated.status).toBe(200)
    const body = v.parse(validateOtpResponseSchema, await validated.json())
    expect(body.message.text).toBe('OTP validated successfully')
    expect(body.data.phoneNumber).toBe('+12065500001')

    const details = await t.app.request(
      `/api/Candidate/GetDetails?candidateId=${body.data.userId}`,
      {
        headers: { Authorization: `Bearer ${body.message.data.accessToken}` },
      },
    )
    expect(details.status).toBe(200)
    expect(await details.json()).toEqual({
      status: true,
      message: expect.any(String),
      data: { fullName: null, language: 'en' },
    })
  })

  it('signs an existing number into the same candidate', async () => {
    const t = createTestApp(database.db)
    const first = await signIn(t, phoneNumber(2))
    const second = await signIn(t, phoneNumber(2))
    expect(second.userId).toBe(first.userId)
    expect(second.accessToken).not.toBe(first.accessToken)
  })

  it('answers sign-up for a new and a known number with the same status and shape', async () => {
    const t = createTestApp(database.db)
    await signIn(t, phoneNumber(3))

    const known = await signUp(t, phoneNumber(3))
    const fresh = await signUp(t, phoneNumber(4))
    expect(known.status).toBe(fresh.status)
    const knownBody = await known.json()
    const freshBody = await fresh.json()
    expect(keysDeep(knownBody)).toEqual(keysDeep(freshBody))
    expect(knownBody.message).toBe(freshBody.message)
    expect(headerNames(known)).toEqual(headerNames(fresh))
  })

  it('keeps only hashes of the session token and code in the database', async () => {
    const t = createTestApp(database.db)
    const sessionToken = await startLogin(t, phoneNumber(5))
    const code = latestCode(t, phoneNumber(5))
    const { loginSessions, otpCodes } = await import('../../server/db/schema')
    const [session] = await database.db.select().from(loginSessions)
    const [stored] = await database.db.select().from(otpCodes)
    expect(session).toMatchObject({
      phone: '+12065500005',
      deviceId: 'device-test-0001',
      loginId: TEST_LOGIN_ID,
      ip: '203.0.113.10',
    })
    expect(session?.tokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect(session?.tokenHash).not.toContain(sessionToken)
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(stored?.codeHash).not.toContain(code)
  })

  it('refuses a missing or malformed X-DeviceId header with 400 naming the header', async () => {
    const t = createTestApp(database.db)
    const body = JSON.stringify({
      userPhoneNumber: phoneNumber(6),
      loginId: TEST_LOGIN_ID,
      countryCode: '1',
    })
    const missing = await t.app.request('/api/SMSLogin/SignUpAndLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(await errorOf(missing)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'X-DeviceId header is required',
    })

    for (const deviceId of ['short', 'has spaces in it', 'x'.repeat(129), 'bad/chars!!']) {
      const response = await signUp(t, phoneNumber(6), { deviceId })
      const error = await errorOf(response)
      expect(error.status).toBe(400)
      expect(error.message).toBe('X-DeviceId: must be 8 to 128 letters, digits, "-" or "_"')
    }
  })

  it.each([
    [{ loginId: TEST_LOGIN_ID, countryCode: '1' }, 'userPhoneNumber is required'],
    [
      { userPhoneNumber: '206555', loginId: TEST_LOGIN_ID, countryCode: '1' },
      'userPhoneNumber: Enter a 10-digit US mobile number',
    ],
    [
      { userPhoneNumber: 2065550100, loginId: TEST_LOGIN_ID, countryCode: '1' },
      'userPhoneNumber: Expected string but received 2065550100',
    ],
    [
      { userPhoneNumber: '2065550100', loginId: 'abc', countryCode: '1' },
      'loginId must be a hex SHA-256 HMAC',
    ],
    [
      { userPhoneNumber: '2065550100', loginId: TEST_LOGIN_ID, countryCode: '44' },
      'countryCode must be "1"',
    ],
    [[], 'The request body must be a JSON object.'],
    [null, 'The request body must be a JSON object.'],
    ['2065550100', 'The request body must be a JSON object.'],
  ])('refuses the sign-up body %j with a 400 naming the field', async (body, message) => {
    const t = createTestApp(database.db)
    const response = await t.app.request('/api/SMSLogin/SignUpAndLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-DeviceId': 'device-test-0001' },
      body: JSON.stringify(body),
    })
    const envelope = await response.json()
    expect(v.is(errorEnvelopeSchema, envelope)).toBe(true)
    expect(response.status).toBe(400)
    expect(envelope.message).toBe(message)
    expect(envelope.error.code).toBe('validation_failed')
  })

  it('refuses malformed JSON with a 400', async () => {
    const t = createTestApp(database.db)
    const response = await t.app.request('/api/SMSLogin/SignUpAndLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-DeviceId': 'device-test-0001' },
      body: '{"userPhoneNumber": "2065550100",',
    })
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'The request body is not valid JSON.',
    })
  })

  it('refuses ValidateOtp without the session token as bearer, or with a different one (400, never 401)', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(7)
    const sessionToken = await startLogin(t, number)
    const body = JSON.stringify({
      userPhonenumber: number,
      otp: latestCode(t, number),
      sessionToken,
    })

    const withoutBearer = await t.app.request('/api/SMSLogin/ValidateOtp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    })
    expect(await errorOf(withoutBearer)).toMatchObject({ status: 400, code: 'invalid_session' })

    const otherSession = await startLogin(t, phoneNumber(8))
    const mismatched = await t.app.request('/api/SMSLogin/ValidateOtp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${otherSession}` },
      body,
    })
    expect(await errorOf(mismatched)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'sessionToken in the body must be the session token of the Authorization header.',
    })
  })

  it('refuses an unknown session token, or one for another phone, with 400', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(9)
    await startLogin(t, number)
    const unknown = await validateOtp(t, {
      nationalNumber: number,
      otp: '123456',
      sessionToken: 'x'.repeat(43),
    })
    expect(await errorOf(unknown)).toMatchObject({ status: 400, code: 'invalid_session' })

    const sessionToken = await startLogin(t, phoneNumber(10))
    const otherPhone = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, phoneNumber(10)),
      sessionToken,
    })
    expect(await errorOf(otherPhone)).toMatchObject({ status: 400, code: 'invalid_session' })
  })

  it.each([
    [{ otp: '12345' }, 'otp must be 6 digits'],
    [{ otp: 'abcdef' }, 'otp must be 6 digits'],
    [{ userPhonenumber: '12' }, 'userPhonenumber: Enter a 10-digit US mobile number'],
  ])(
    'refuses the ValidateOtp body change %j with a 400 naming the field',
    async (change, message) => {
      const t = createTestApp(database.db)
      const number = phoneNumber(11)
      const sessionToken = await startLogin(t, number)
      const body = { userPhonenumber: number, otp: latestCode(t, number), sessionToken, ...change }
      expect(v.is(validateOtpRequestSchema, body)).toBe(false)
      const response = await t.app.request('/api/SMSLogin/ValidateOtp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${sessionToken}` },
        body: JSON.stringify(body),
      })
      expect(await errorOf(response)).toEqual({ status: 400, code: 'validation_failed', message })
    },
  )

  it('refuses ResendOtp with a malformed query with a 400 naming the field', async () => {
    const t = createTestApp(database.db)
    const sessionToken = await startLogin(t, phoneNumber(12))
    const response = await t.app.request('/api/SMSLogin/ResendOtp?phoneNumber=12&countryCode=1', {
      headers: { Authorization: `Bearer ${sessionToken}` },
    })
    expect(await errorOf(response)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'phoneNumber: Enter a 10-digit US mobile number',
    })
    const noCountry = await t.app.request(
      `/api/SMSLogin/ResendOtp?phoneNumber=${phoneNumber(12)}`,
      {
        headers: { Authorization: `Bearer ${sessionToken}` },
      },
    )
    expect(await errorOf(noCountry)).toEqual({
      status: 400,
      code: 'validation_failed',
      message: 'countryCode is required',
    })
  })

  it('logs each request without tokens, codes or phone numbers', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(13)
    const sessionToken = await startLogin(t, number)
    const code = latestCode(t, number)
    await validateOtp(t, { nationalNumber: number, otp: code, sessionToken })

    const requestLines = t.logs.filter((line) => 'method' in line)
    expect(requestLines).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/SMSLogin/SignUpAndLogin',
        status: 200,
        ms: expect.any(Number),
        requestId: expect.any(String),
      }),
      expect.objectContaining({ method: 'POST', path: '/api/SMSLogin/ValidateOtp', status: 200 }),
    ])
    const requestLog = JSON.stringify(requestLines)
    expect(requestLog).not.toContain(sessionToken)
    expect(requestLog).not.toContain(code)
    expect(requestLog).not.toContain(number)
  })
})
