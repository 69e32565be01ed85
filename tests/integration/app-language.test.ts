import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { expect, it } from 'vitest'
import {
  candidateDetailsResponseSchema,
  updateLanguageResponseSchema,
} from '../../contract/candidate'
import { endpoints } from '../../contract/endpoints'
import { errorCodes } from '../../contract/envelope'
import { toE164 } from '../../contract/phone'
import { candidates, loginSessions, otpCodes } from '../../server/db/schema'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  getWithToken,
  latestCode,
  phoneNumber,
  resendOtp,
  signIn,
  signUp,
  startLogin,
  validateOtp,
  wrongCodeFor,
  type TestApp,
} from './support/test-app'

/**
 * The server side of the candidate's app language: the sign-in code is texted in the
 * language the app asked for, a resend keeps it, and it becomes the candidate's only once the
 * code is verified (anyone can ask for a code to any phone). GetDetails answers it,
 * UpdateLanguage changes it, and deleting the account erases it.
 */

const SPANISH_CODE_LINE = (code: string) => `Tu clave de Hirelane es ${code}. Vence en 10 minutos.`
const ENGLISH_CODE_LINE = (code: string) =>
  `Your Hirelane code is ${code}. It expires in 10 minutes.`
const LANGUAGE_MESSAGE = "language must be 'en' or 'es'"

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

const updateLanguage = (t: TestApp, token: string | undefined, body: unknown) =>
  post(t, endpoints.updateLanguage.path, token, body)

/** The texts sent to this number, newest first. */
const textsTo = (t: TestApp, nationalNumber: string) => t.sms.outboxFor(toE164(nationalNumber))

async function details(t: TestApp, who: { userId: string; accessToken: string }) {
  const response = await getWithToken(
    t,
    `${endpoints.getDetails.path}?candidateId=${who.userId}`,
    who.accessToken,
  )
  expect(response.status).toBe(200)
  return v.parse(candidateDetailsResponseSchema, await response.json()).data
}

describeEachDatabase('the app language on the server', (database: TestDatabase) => {
  const candidateByPhone = async (nationalNumber: string) => {
    const [row] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.phone, toE164(nationalNumber)))
    return row
  }
  const codeLanguages = async (nationalNumber: string) =>
    (
      await database.db
        .select({ language: otpCodes.language, createdAt: otpCodes.createdAt })
        .from(otpCodes)
        .where(eq(otpCodes.phone, toE164(nationalNumber)))
    )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => row.language)

  it('texts the code in Spanish, resends in Spanish, and makes the candidate Spanish once verified', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(1601)
    const host = new URL(t.config.publicUrl).hostname

    const sessionToken = await startLogin(t, number, { language: 'es' })
    const first = latestCode(t, number)
    const [text] = textsTo(t, number)
    expect(text?.body).toBe(`${SPANISH_CODE_LINE(first)}\n\n@${host} #${first}`)
    // Kept on the code only: no candidate exists for the number before the code is verified.
    expect(await codeLanguages(number)).toEqual(['es'])
    expect(await candidateByPhone(number)).toBeUndefined()

    t.clock.advanceSeconds(31)
    expect((await resendOtp(t, { nationalNumber: number, sessionToken })).status).toBe(200)
    const second = latestCode(t, number)
    expect(second).not.toBe(first)
    expect(textsTo(t, number)[0]?.body).toBe(`${SPANISH_CODE_LINE(second)}\n\n@${host} #${second}`)
    expect(await codeLanguages(number)).toEqual(['es', 'es'])
    expect(await candidateByPhone(number)).toBeUndefined()

    const validated = await validateOtp(t, { nationalNumber: number, otp: second, sessionToken })
    expect(validated.status).toBe(200)
    const body = (await validated.json()) as {
      message: { data: { accessToken: string } }
      data: { userId: string }
    }
    expect((await candidateByPhone(number))?.appLanguage).toBe('es')
    expect(
      await details(t, { userId: body.data.userId, accessToken: body.message.data.accessToken }),
    ).toEqual({ fullName: null, language: 'es' })
  })

  it("never changes a candidate's language for a code nobody verified, nor for a sign-in that sent none", async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(1602)
    const owner = await signIn(t, number)
    expect(textsTo(t, number)[0]?.body.split('\n')[0]).toBe(
      ENGLISH_CODE_LINE(latestCode(t, number)),
    )
    expect(await details(t, owner)).toEqual({ fullName: null, language: 'en' })

    // Someone else asks for a Spanish code to the owner's phone, and guesses wrong.
    const strangerSession = await startLogin(t, number, { language: 'es', ip: '198.51.100.7' })
    expect(textsTo(t, number)[0]?.body.split('\n')[0]).toBe(
      SPANISH_CODE_LINE(latestCode(t, number)),
    )
    const guess = await validateOtp(
      t,
      {
        nationalNumber: number,
        otp: wrongCodeFor(latestCode(t, number)),
        sessionToken: strangerSession,
      },
      { ip: '198.51.100.7' },
    )
    expect(guess.status).toBe(400)
    expect((await candidateByPhone(number))?.appLanguage).toBe('en')
    expect(await details(t, owner)).toEqual({ fullName: null, language: 'en' })

    // The owner's own sign-in without a language verifies a code of its own: still English.
    // (Past the window of 5 codes per phone, as after each 2 or 3 sign-ins below.)
    t.clock.advanceMinutes(11)
    const again = await signIn(t, number)
    expect(again.userId).toBe(owner.userId)
    expect((await candidateByPhone(number))?.appLanguage).toBe('en')

    // Chosen in Spanish and verified: Spanish; a later sign-in that sends none keeps it.
    const spanishSession = await startLogin(t, number, { language: 'es' })
    const spanish = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken: spanishSession,
    })
    expect(spanish.status).toBe(200)
    expect((await candidateByPhone(number))?.appLanguage).toBe('es')
    t.clock.advanceMinutes(11)
    const withoutLanguage = await signIn(t, number)
    expect(await details(t, withoutLanguage)).toEqual({ fullName: null, language: 'es' })

    // And an English sign-in, verified, makes them English again.
    const englishSession = await startLogin(t, number, { language: 'en' })
    expect(
      (
        await validateOtp(t, {
          nationalNumber: number,
          otp: latestCode(t, number),
          sessionToken: englishSession,
        })
      ).status,
    ).toBe(200)
    expect((await candidateByPhone(number))?.appLanguage).toBe('en')
  })

  it('refuses a sign-in language it does not speak with a 400 naming it, texting and storing nothing', async () => {
    const t = createTestApp(database.db)
    const number = phoneNumber(1603)
    for (const language of ['fr', 'ES', 'es-US', '', 42, null, ['es']]) {
      const response = await signUp(t, number, { language: language as string })
      expect(await errorOf(response), JSON.stringify(language)).toMatchObject({
        status: 400,
        code: errorCodes.validation,
        message: LANGUAGE_MESSAGE,
      })
    }
    expect(textsTo(t, number)).toEqual([])
    expect(
      await database.db
        .select()
        .from(loginSessions)
        .where(eq(loginSessions.phone, toE164(number))),
    ).toEqual([])
    expect(await codeLanguages(number)).toEqual([])
  })

  it('UpdateLanguage saves the language GetDetails then answers, and each sign-in keeps it', async () => {
    const t = createTestApp(database.db)
    const who = await signIn(t, phoneNumber(1604))

    const response = await updateLanguage(t, who.accessToken, {
      candidateId: who.userId,
      language: 'es',
    })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(v.parse(updateLanguageResponseSchema, body)).toEqual({
      status: true,
      message: 'Language updated successfully',
      data: { language: 'es' },
    })
    expect(await details(t, who)).toEqual({ fullName: null, language: 'es' })
    // Saving it again is the same answer.
    const again = await updateLanguage(t, who.accessToken, {
      candidateId: who.userId,
      language: 'es',
    })
    expect(await again.json()).toEqual(body)

    const back = await updateLanguage(t, who.accessToken, {
      candidateId: who.userId,
      language: 'en',
    })
    expect(((await back.json()) as { data: unknown }).data).toEqual({ language: 'en' })
    expect(await details(t, who)).toEqual({ fullName: null, language: 'en' })
  })

  it("refuses another candidate's id (403), no token (401) and bad input (400), writing nothing", async () => {
    const t = createTestApp(database.db)
    const me = await signIn(t, phoneNumber(1605))
    const other = await signIn(t, phoneNumber(1606))
    const rows = async () =>
      (await database.db.select().from(candidates)).filter((row) =>
        [me.userId, other.userId].includes(row.id),
      )
    const before = await rows()

    const foreign = await updateLanguage(t, me.accessToken, {
      candidateId: other.userId,
      language: 'es',
    })
    expect(await errorOf(foreign)).toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'You can only access your own data.',
    })
    const anonymous = await updateLanguage(t, undefined, { candidateId: me.userId, language: 'es' })
    expect((await errorOf(anonymous)).status).toBe(401)

    const cases: Array<[unknown, string]> = [
      [{ candidateId: me.userId, language: 'fr' }, LANGUAGE_MESSAGE],
      [{ candidateId: me.userId, language: 'Spanish' }, LANGUAGE_MESSAGE],
      [{ candidateId: me.userId, language: 1 }, LANGUAGE_MESSAGE],
      [{ candidateId: me.userId }, 'language is required'],
      [{ language: 'es' }, 'candidateId is required'],
      [{ candidateId: 'not-a-uuid', language: 'es' }, 'candidateId must be a UUID'],
      ['not json', 'The request body is not valid JSON.'],
      [['es'], 'The request body must be a JSON object.'],
    ]
    for (const [body, message] of cases) {
      const response = await updateLanguage(t, me.accessToken, body)
      expect(await errorOf(response), JSON.stringify(body)).toMatchObject({
        status: 400,
        code: errorCodes.validation,
        message,
      })
    }
    expect(await rows()).toEqual(before)
    expect(await details(t, me)).toEqual({ fullName: null, language: 'en' })
    expect(await details(t, other)).toEqual({ fullName: null, language: 'en' })
  })

  it('erases the language with the account: the same phone comes back a new, English candidate', async () => {
    const t = createTestApp(database.db, {}, { queue: await database.queue() })
    const number = phoneNumber(1607)
    const sessionToken = await startLogin(t, number, { language: 'es' })
    const validated = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken,
    })
    const signedIn = (await validated.json()) as {
      message: { data: { accessToken: string } }
      data: { userId: string }
    }
    const who = { userId: signedIn.data.userId, accessToken: signedIn.message.data.accessToken }
    expect(await details(t, who)).toEqual({ fullName: null, language: 'es' })
    // A Spanish code still pending when the account goes.
    await startLogin(t, number, { language: 'es' })

    const deleted = await post(
      t,
      `${endpoints.deleteCandidate.path}?candidateId=${who.userId}`,
      who.accessToken,
      { reasons: ["I've found a job"], otherReason: '' },
    )
    expect(deleted.status).toBe(200)
    expect(await candidateByPhone(number)).toBeUndefined()
    expect(await codeLanguages(number)).toEqual([])

    const back = await signIn(t, number)
    expect(back.userId).not.toBe(who.userId)
    expect(await details(t, back)).toEqual({ fullName: null, language: 'en' })
  })
})
