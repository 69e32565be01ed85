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
} from './support/test-app'

describeEachDatabase('per-IP limits', (database) => {
  it('limits code sends (sign-up and resend together) per IP: a bucket of the hourly limit', async () => {
    const t = createTestApp(database.db, { RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '3' })
    const ip = '198.51.100.7'
    // The clock starts on the hour, so the window ends in exactly one hour.
    const sessionToken = await startLogin(t, phoneNumber(200), { ip })
    await startLogin(t, phoneNumber(201), { ip })
    t.clock.advanceSeconds(30)
    expect(
      (await resendOtp(t, { nationalNumber: phoneNumber(200), sessionToken }, { ip })).status,
    ).toBe(200)

    // 3 an hour is one code every 20 minutes: 30 seconds gave back 1/40 of one.
    const fourth = await signUp(t, phoneNumber(202), { ip })
    expect(await errorOf(fourth)).toEqual({
      status: 429,
      code: 'rate_limited',
      message: 'Too many codes were requested from your network. Please try again in 20 minutes.',
    })
    expect(fourth.headers.get('Retry-After')).toBe('1170')
    expect(t.sms.outboxFor(`+1${phoneNumber(202)}`)).toHaveLength(0)

    // Another IP has its own budget; waiting the Retry-After gives back one send, not three.
    expect((await signUp(t, phoneNumber(202), { ip: '198.51.100.8' })).status).toBe(200)
    t.clock.advanceSeconds(1170)
    expect((await signUp(t, phoneNumber(203), { ip })).status).toBe(200)
    expect((await signUp(t, phoneNumber(204), { ip })).status).toBe(429)
  })

  it('does not let twice the limit through around the hour', async () => {
    const t = createTestApp(database.db, { RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '2' })
    const ip = '198.51.100.11'
    // The clock starts on the hour: spend the budget a second before the next one.
    t.clock.advanceSeconds(3599)
    expect((await signUp(t, phoneNumber(220), { ip })).status).toBe(200)
    expect((await signUp(t, phoneNumber(221), { ip })).status).toBe(200)
    t.clock.advanceSeconds(2)
    const afterHour = await signUp(t, phoneNumber(222), { ip })
    expect(afterHour.status).toBe(429)
    expect(afterHour.headers.get('Retry-After')).toBe('1798')
  })

  it('limits code checks per IP per hour', async () => {
    const t = createTestApp(database.db, { RATE_LIMIT_CHECKS_PER_IP_PER_HOUR: '2' })
    const ip = '198.51.100.9'
    const number = phoneNumber(210)
    const sessionToken = await startLogin(t, number, { ip })
    const wrong = wrongCodeFor(latestCode(t, number))
    expect(
      (await validateOtp(t, { nationalNumber: number, otp: wrong, sessionToken }, { ip })).status,
    ).toBe(400)
    expect(
      (await validateOtp(t, { nationalNumber: number, otp: wrong, sessionToken }, { ip })).status,
    ).toBe(400)

    const third = await validateOtp(
      t,
      { nationalNumber: number, otp: latestCode(t, number), sessionToken },
      { ip },
    )
    expect(await errorOf(third)).toEqual({
      status: 429,
      code: 'rate_limited',
      message:
        'Too many sign-in attempts were made from your network. Please try again in 30 minutes.',
    })
    expect(third.headers.get('Retry-After')).toBe('1800')

    const otherIp = await validateOtp(
      t,
      { nationalNumber: number, otp: latestCode(t, number), sessionToken },
      { ip: '198.51.100.10' },
    )
    expect(otherIp.status).toBe(200)
  })
})
