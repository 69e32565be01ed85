import { describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { candidates } from '../../server/db/schema'
import { createTwilioSmsProvider } from '../../server/providers/sms/twilio-provider'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  getWithToken,
  latestCode,
  phoneNumber,
  signIn,
  signUp,
  startLogin,
} from './support/test-app'
import { TWILIO_ACCOUNT_SID, capturingLogger, recordingFetch } from './support/twilio-stubs'

/**
 * A failed query once logged its parameters, emails and names included.
 * Nothing personal reaches the log: no phone number, email, name, token or code.
 */

const person = {
  firstName: 'Quintessa',
  lastName: 'Vandermolen',
  email: 'quintessa.vandermolen@example.com',
}

/** Every log line as one text: whatever a field holds, the assertions see it. */
const logText = (lines: ReadonlyArray<unknown>) =>
  lines.map((line) => JSON.stringify(line)).join('\n')

/** A database whose every use fails with the given error (as a broken query would). */
const failingWith = (error: unknown) =>
  new Proxy({} as Database, {
    get() {
      throw error
    },
  })

describeEachDatabase('logs without personal data', (database) => {
  /** A real failed insert: a second candidate with the same phone, with an email and names. */
  async function failedInsert(phone: string): Promise<Error> {
    const row = { phone, ...person, createdAt: new Date(), updatedAt: new Date() }
    await database.db.insert(candidates).values(row)
    const failure = await database.db
      .insert(candidates)
      .values(row)
      .then(() => undefined)
      .catch((error: unknown) => error)
    if (!(failure instanceof Error)) throw new Error('The duplicate insert did not fail')
    return failure
  }

  it('a failed insert logs the query but neither its values nor the driver detail', async () => {
    const phone = '+12065559001'
    const failure = await failedInsert(phone)
    // The hole: drizzle's message and fields carry the values.
    expect(failure.message).toContain(person.email)

    const { lines, logger } = capturingLogger()
    logger.error({ err: failure, requestId: 'r-1' }, 'Unhandled error')
    logger.error(failure)
    logger.error({ err: failure.cause }, 'Driver error')
    logger.warn({ err: failure }, `Insert for ${phone} failed`)

    const text = lines.join('\n')
    for (const value of [phone, person.email, person.firstName, person.lastName])
      expect(text).not.toContain(value)
    const first = JSON.parse(lines[0] ?? '{}') as { err: Record<string, unknown> }
    expect(first.err.message).toMatch(/^Failed query: insert into "candidates"/)
    expect(first.err.message).toContain('params: [redacted]')
    expect(first.err).not.toHaveProperty('params')
    const driver = JSON.parse(lines[2] ?? '{}') as { err: Record<string, unknown> }
    expect(driver.err.message).toContain('duplicate key value violates unique constraint')
    expect(driver.err).not.toHaveProperty('detail')
  })

  it('a request that fails on such an error logs it without the values', async () => {
    const failure = await failedInsert('+12065559002')
    const t = createTestApp(failingWith(failure))
    const response = await signUp(t, phoneNumber(9003))
    expect(response.status).toBe(500)

    const logged = t.logs.find((line) => line.msg === 'Unhandled error')
    expect(logged).toMatchObject({ err: { type: 'DrizzleQueryError' } })
    const text = logText(t.logs)
    for (const value of ['2065559002', '2065509003', person.email, person.firstName])
      expect(text).not.toContain(value)
  })

  it('a request with a bearer token and ?token= logs neither', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(9004))
    const queryToken = 'query-token-5f0c2a9d'
    const ok = await getWithToken(
      t,
      `/api/Candidate/GetDetails?candidateId=${userId}&token=${queryToken}`,
      accessToken,
    )
    expect(ok.status).toBe(200)

    // The same request failing on the database: the error handler logs it too.
    const broken = createTestApp(failingWith(new Error(`lookup of ${accessToken} failed`)))
    const failed = await getWithToken(
      broken,
      `/api/Candidate/GetDetails?candidateId=${userId}&token=${queryToken}`,
      accessToken,
    )
    expect(failed.status).toBe(500)

    const text = logText([...t.logs, ...broken.logs])
    expect(text).toContain('/api/Candidate/GetDetails')
    expect(text).not.toContain(accessToken)
    expect(text).not.toContain(queryToken)
    expect(text).not.toContain('2065509004')
  })

  it('console SMS: the log shows the code (a development affordance) but not the phone', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(9005)
    await startLogin(t, number)
    const code = latestCode(t, number)

    const smsLine = t.logs.find((line) => String(line.msg).startsWith('SMS to'))
    expect(smsLine?.msg).toBe(
      `SMS to …9005: Your Hirelane code is ${code}. It expires in 10 minutes.`,
    )
    expect(logText(t.logs)).not.toContain(number)
  })

  it('Twilio SMS (production): neither the phone nor the code is logged, not even when Twilio refuses', async () => {
    const provider = capturingLogger()
    let refuse = false
    const twilio = recordingFetch(() =>
      refuse
        ? Response.json(
            { code: 21211, message: "The 'To' number +12065509006 is not a valid phone number." },
            { status: 400 },
          )
        : Response.json({ sid: 'SM123', status: 'queued' }, { status: 201 }),
    )
    const sms = createTwilioSmsProvider({
      accountSid: TWILIO_ACCOUNT_SID,
      authToken: 'auth-token-1',
      fromNumber: '+12065550100',
      messagingServiceSid: undefined,
      logger: provider.logger,
      fetch: twilio.fetch,
    })
    const t = createTestApp(database.db, {}, { sms })
    const number = phoneNumber(9006)
    expect((await signUp(t, number)).status).toBe(200)
    refuse = true
    expect((await signUp(t, number, { ip: '203.0.113.11' })).status).toBe(502)

    const sent = new URLSearchParams(String(twilio.calls[0]?.init.body)).get('Body') ?? ''
    const code = /\d{6}/.exec(sent)?.[0]
    expect(code).toMatch(/^\d{6}$/)
    expect(provider.lines.some((line) => line.includes('Twilio refused the message'))).toBe(true)
    const text = `${logText(t.logs)}\n${provider.lines.join('\n')}`
    expect(text).not.toContain(number)
    expect(text).not.toContain(code)
  })
})

describe('the text scrub behind the structural redaction', () => {
  it('replaces E.164 numbers, emails and tokens in messages and fields', () => {
    const { lines, logger } = capturingLogger()
    logger.info(
      { note: 'reach rosa@example.com or %2B12065550123', sms: { to: '+12065550123' } },
      'Call +12065550123 with Bearer abc.def and /ws/interview/e1?token=secret-1&x=1',
    )
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      note: 'reach [email] or [phone]',
      sms: {},
      msg: 'Call [phone] with Bearer [redacted] and /ws/interview/e1?token=[redacted]&x=1',
    })
  })
})
