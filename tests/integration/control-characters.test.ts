import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { candidates, resumes } from '../../server/db/schema'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * A NUL byte (which PostgreSQL's text type refuses) or another control
 * character in a custom job title, an email or a resume file name answered 500. Every string a
 * request carries goes through the contract's plainText or freeText (contract/text.ts): a 400
 * naming the field, and nothing written. Query values and path ids go through the same rule.
 */

const postJson = (t: TestApp, path: string, token: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const validation = (message: string) => ({ status: 400, message, code: 'validation_failed' })

describeEachDatabase('control characters in requests', (database) => {
  it('a custom job title with NUL: 400 naming customTitles, no titles written', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(1501))
    const titlesOf = async () =>
      (
        await database.db
          .select({ selected: candidates.selectedTitles, custom: candidates.customTitles })
          .from(candidates)
          .where(eq(candidates.id, userId))
      )[0]
    const before = await titlesOf()
    for (const title of ['Crane\u0000operator', 'Crane operator\u0007', '\u001b[31mred']) {
      const response = await postJson(t, '/api/Candidate/UpdateUserTitlePreference', accessToken, {
        candidateId: userId,
        selectedTitles: ['Assembler'],
        customTitles: ['Night baker', title],
      })
      expect(await errorOf(response)).toEqual(
        validation('customTitles.1: customTitles must not contain control characters'),
      )
    }
    expect(await titlesOf()).toEqual(before)
  })

  it('an email with NUL: 400 naming emailId, the candidate unchanged', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(1502))
    const response = await postJson(
      t,
      `/api/Candidate/UpdateCandidateDetails?candidateId=${userId}&isCandidateOnboarding=true`,
      accessToken,
      {
        firstName: 'Rosa',
        lastName: 'Diaz',
        emailId: 'rosa\u0000@example.com',
        fullName: 'Rosa Diaz',
      },
    )
    expect(await errorOf(response)).toEqual(
      validation('emailId must not contain control characters'),
    )
    const [row] = await database.db
      .select({ firstName: candidates.firstName, email: candidates.email })
      .from(candidates)
      .where(eq(candidates.id, userId))
    expect(row).toEqual({ firstName: null, email: null })
  })

  it('a resume file name with NUL: 400 naming fileName, no upload recorded', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(1503))
    const response = await getWithToken(
      t,
      `/api/Resume/GenerateResumeUrl?candidateId=${userId}&fileName=my%00cv&fileFormat=pdf`,
      accessToken,
    )
    expect(await errorOf(response)).toEqual(
      validation('fileName must not contain control characters'),
    )
    expect(await database.db.select().from(resumes).where(eq(resumes.candidateId, userId))).toEqual(
      [],
    )
  })

  it('query values and path ids: a 400 naming them, never a 500', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(1504))
    const cases: Array<[string, string]> = [
      [
        `/api/CandidateApplication/applications?candidateId=${userId}&status=all%00`,
        'status must not contain control characters',
      ],
      [
        `/api/CandidateApplication/applications?candidateId=${userId}&page=1%0A`,
        'page must not contain control characters',
      ],
      [
        `/api/Candidate/GetDetails?candidateId=${userId}%00`,
        'candidateId must not contain control characters',
      ],
      [
        `/api/CandidateApplication/applications/%00/details?candidateId=${userId}`,
        'jobId must not contain control characters',
      ],
    ]
    for (const [path, message] of cases) {
      const response = await getWithToken(t, path, accessToken)
      expect(await errorOf(response), path).toEqual(validation(message))
    }
  })

  it('free text keeps its line breaks and tabs, and refuses NUL', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(1505))
    const edit = (aboutMe: string) =>
      postJson(
        t,
        `/api/Candidate/UpdateCandidateDetails?candidateId=${userId}&isCandidateOnboarding=false`,
        accessToken,
        { firstName: 'Rosa', lastName: 'Diaz', emailId: 'rosa@example.com', aboutMe },
      )
    expect(await errorOf(await edit('Careful\u0000driver'))).toEqual(
      validation('aboutMe must not contain control characters'),
    )
    expect((await edit('Careful driver.\n\tTen years of forklifts.')).status).toBe(200)
  })
})
