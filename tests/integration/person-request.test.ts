import { desc, eq, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import { onboardingDetailsResponseSchema } from '../../contract/candidate'
import { devPersonRequestsResponseSchema } from '../../contract/dev'
import { endpoints } from '../../contract/endpoints'
import { errorEnvelopeSchema } from '../../contract/envelope'
import {
  personRequestResponseSchema,
  requestPersonResponseSchema,
} from '../../contract/person-request'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import {
  agencies,
  applications,
  candidates,
  engagements,
  interviewPersonRequests,
  jobMatches,
  jobs,
  profileAnalyses,
} from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { describeEachDatabase } from './support/databases'
import { createTestApp, getWithToken, phoneNumber, signIn, type TestApp } from './support/test-app'

/**
 * 'I'd rather talk to a person': the request is stored and read back (asking again replaces
 * the window), refused whole when anything in it is wrong, refused for another candidate, and
 * it finishes onboarding without the interview: the analysis matches and applies on what the
 * candidate typed. The agencies' dev list shows it.
 */

const logger = createLogger('silent')
const DAY_MS = 24 * 60 * 60 * 1000

type Session = { userId: string; accessToken: string }

/** The calendar day `days` after the test clock, 'YYYY-MM-DD'. */
const dayAfter = (t: TestApp, days: number) =>
  new Date(t.clock.now().getTime() + days * DAY_MS).toISOString().slice(0, 10)

const postJson = (t: TestApp, session: Session, path: string, body: unknown) =>
  t.app.request(path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${session.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

const requestPerson = (t: TestApp, session: Session, body: Record<string, unknown>) =>
  postJson(t, session, endpoints.requestPerson.path, { candidateId: session.userId, ...body })

async function personRequestOf(t: TestApp, session: Session, candidateId = session.userId) {
  return getWithToken(
    t,
    `${endpoints.personRequest.path}?candidateId=${candidateId}`,
    session.accessToken,
  )
}

/** Steps 1 and 2 as the app sends them: names, then a job type and a title of their own. */
async function throughStepTwo(t: TestApp, session: Session) {
  const details = await postJson(
    t,
    session,
    `${endpoints.updateCandidateDetails.path}?candidateId=${session.userId}&isCandidateOnboarding=true`,
    { firstName: 'Ana', lastName: 'Ruiz', emailId: 'ana@example.com', fullName: 'Ana Ruiz' },
  )
  expect(details.status).toBe(200)
  const titles = await postJson(t, session, endpoints.updateUserTitlePreference.path, {
    candidateId: session.userId,
    selectedTitles: ['Forklift Operator'],
    customTitles: ['forklift driver'],
  })
  expect(titles.status).toBe(200)
}

async function stepsDone(t: TestApp, session: Session) {
  const response = await getWithToken(
    t,
    `${endpoints.getCandidateOnboardingDetails.path}?candidateId=${session.userId}`,
    session.accessToken,
  )
  return v
    .parse(onboardingDetailsResponseSchema, await response.json())
    .data.map((s) => s.completed)
}

describeEachDatabase('talking to a person instead of the AI interview', (database) => {
  let t: TestApp
  beforeEach(async () => {
    t = createTestApp(database.db, {}, { queue: await database.queue() })
  })

  it('stores the request, reads it back, and replaces the window when asked again', async () => {
    const session = await signIn(t, phoneNumber(9601))
    const none = await personRequestOf(t, session)
    expect(v.parse(personRequestResponseSchema, await none.json()).data).toBeNull()

    const first = await requestPerson(t, session, {
      phone: phoneNumber(9601),
      day: dayAfter(t, 1),
      partOfDay: 'morning',
    })
    expect(first.status).toBe(200)
    const stored = v.parse(requestPersonResponseSchema, await first.json()).data
    expect(stored).toEqual({
      phone: phoneNumber(9601),
      day: dayAfter(t, 1),
      partOfDay: 'morning',
      requestedAt: t.clock.now().toISOString(),
    })
    const read = await personRequestOf(t, session)
    expect(v.parse(personRequestResponseSchema, await read.json()).data).toEqual(stored)

    t.clock.advanceMinutes(5)
    const again = await requestPerson(t, session, {
      phone: '2065550177',
      day: dayAfter(t, 7),
      partOfDay: 'evening',
    })
    expect(again.status).toBe(200)
    const replaced = {
      phone: '2065550177',
      day: dayAfter(t, 7),
      partOfDay: 'evening',
      requestedAt: t.clock.now().toISOString(),
    }
    const reread = await personRequestOf(t, session)
    expect(v.parse(personRequestResponseSchema, await reread.json()).data).toEqual(replaced)
    const rows = await database.db
      .select()
      .from(interviewPersonRequests)
      .where(eq(interviewPersonRequests.candidateId, session.userId))
    expect(rows).toHaveLength(1)
    expect(rows[0]?.phone).toBe('+12065550177')

    // The operator's log says a call is to be made, and never the number.
    const logged = t.logs.filter((line) => line.msg === 'Talk-to-a-person request')
    expect(logged).toHaveLength(2)
    expect(logged[1]).toMatchObject({ candidateId: session.userId, replaced: true })
    expect(JSON.stringify(logged)).not.toContain('5550177')
  })

  it('refuses bad input with a 400 naming the field, and writes nothing', async () => {
    const session = await signIn(t, phoneNumber(9602))
    const valid = { phone: phoneNumber(9602), day: dayAfter(t, 2), partOfDay: 'afternoon' }
    const cases: Array<[string, Record<string, unknown>]> = [
      ['phone', { ...valid, phone: '55512' }],
      ['phone', { ...valid, phone: undefined }],
      ['day', { ...valid, day: 'next tuesday' }],
      ['day', { ...valid, day: dayAfter(t, -1) }],
      ['day', { ...valid, day: dayAfter(t, 9) }],
      ['partOfDay', { ...valid, partOfDay: 'night' }],
    ]
    for (const [field, body] of cases) {
      const response = await requestPerson(t, session, body)
      expect(response.status, JSON.stringify(body)).toBe(400)
      const error = v.parse(errorEnvelopeSchema, await response.json())
      expect(error.message).toContain(field)
      expect(error.error.details).toMatchObject({ issues: [{ field }] })
    }
    expect(
      await database.db
        .select()
        .from(interviewPersonRequests)
        .where(eq(interviewPersonRequests.candidateId, session.userId)),
    ).toEqual([])
    expect(await stepsDone(t, session)).toEqual([false, false, false, false])
    expect(
      await database.db
        .select()
        .from(profileAnalyses)
        .where(eq(profileAnalyses.candidateId, session.userId)),
    ).toEqual([])
  })

  it("refuses another candidate's id with a 403", async () => {
    const owner = await signIn(t, phoneNumber(9603))
    const other = await signIn(t, phoneNumber(9604))
    const asked = await requestPerson(t, owner, {
      phone: phoneNumber(9603),
      day: dayAfter(t, 1),
      partOfDay: 'morning',
    })
    expect(asked.status).toBe(200)

    const write = await postJson(t, other, endpoints.requestPerson.path, {
      candidateId: owner.userId,
      phone: phoneNumber(9604),
      day: dayAfter(t, 3),
      partOfDay: 'evening',
    })
    expect(write.status).toBe(403)
    const read = await personRequestOf(t, other, owner.userId)
    expect(read.status).toBe(403)
    const [kept] = await database.db
      .select()
      .from(interviewPersonRequests)
      .where(eq(interviewPersonRequests.candidateId, owner.userId))
    expect(kept).toMatchObject({ day: dayAfter(t, 1), partOfDay: 'morning' })
  })

  it('finishes onboarding without the interview and applies on what the candidate typed', async () => {
    await seedJobCatalogue(database.db, logger)
    const session = await signIn(t, phoneNumber(9605))
    await throughStepTwo(t, session)
    expect(await stepsDone(t, session)).toEqual([true, true, false, false])

    const asked = await requestPerson(t, session, {
      phone: phoneNumber(9605),
      day: dayAfter(t, 1),
      partOfDay: 'afternoon',
    })
    expect(asked.status).toBe(200)
    expect(await stepsDone(t, session)).toEqual([true, true, true, true])

    await t.runJobs(['profile-analysis'])
    const [analysis] = await database.db
      .select()
      .from(profileAnalyses)
      .where(eq(profileAnalyses.candidateId, session.userId))
    expect(analysis).toMatchObject({ status: 'completed', engagementId: null })
    expect(
      await database.db
        .select()
        .from(engagements)
        .where(eq(engagements.candidateId, session.userId)),
    ).toEqual([])

    // Every preference came from onboarding: there were no interview answers to read.
    const [candidate] = await database.db
      .select()
      .from(candidates)
      .where(eq(candidates.id, session.userId))
    expect(candidate?.preferenceSlots).toMatchObject({ jobTypes: ['Forklift Operator'] })
    expect(new Set(Object.values(candidate?.preferenceSources ?? {}))).toEqual(
      new Set(['onboarding']),
    )
    const applied = await database.db
      .select({ jobType: jobs.jobType })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.candidateId, session.userId))
    expect(applied.length).toBeGreaterThan(0)
    expect(new Set(applied.map((job) => job.jobType))).toEqual(new Set(['Forklift Operator']))

    // Asking again after onboarding changes the window only: no second analysis.
    const again = await requestPerson(t, session, {
      phone: phoneNumber(9605),
      day: dayAfter(t, 2),
      partOfDay: 'morning',
    })
    expect(again.status).toBe(200)
    const [still] = await database.db
      .select({ status: profileAnalyses.status })
      .from(profileAnalyses)
      .where(eq(profileAnalyses.candidateId, session.userId))
    expect(still?.status).toBe('completed')
  })

  it('lists the requests for the agencies, with the agency of the best match', async () => {
    await seedJobCatalogue(database.db, logger)
    const matched = await signIn(t, phoneNumber(9606))
    await throughStepTwo(t, matched)
    await requestPerson(t, matched, {
      phone: phoneNumber(9606),
      day: dayAfter(t, 4),
      partOfDay: 'evening',
    })
    await t.runJobs(['profile-analysis'])
    t.clock.advanceMinutes(1)
    const unnamed = await signIn(t, phoneNumber(9607))
    await requestPerson(t, unnamed, {
      phone: '2065550142',
      day: dayAfter(t, 1),
      partOfDay: 'morning',
    })

    const response = await t.app.request(endpoints.devPersonRequests.path)
    expect(response.status).toBe(200)
    const { requests } = v.parse(devPersonRequestsResponseSchema, await response.json())
    const [best] = await database.db
      .select({ agencyName: agencies.name })
      .from(jobMatches)
      .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
      .innerJoin(agencies, eq(agencies.id, jobs.agencyId))
      .where(eq(jobMatches.candidateId, matched.userId))
      .orderBy(desc(jobMatches.matchScore), jobMatches.jobId)
      .limit(1)
    if (!best) throw new Error('The candidate was matched to nothing')
    expect(requests).toEqual([
      {
        candidateId: unnamed.userId,
        phone: '+12065550142',
        candidateName: null,
        day: dayAfter(t, 1),
        partOfDay: 'morning',
        requestedAt: t.clock.now().toISOString(),
        agencyName: null,
      },
      {
        candidateId: matched.userId,
        phone: `+1${phoneNumber(9606)}`,
        candidateName: 'Ana Ruiz',
        day: dayAfter(t, 4),
        partOfDay: 'evening',
        requestedAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
        agencyName: best.agencyName,
      },
    ])

    // One number's requests, the '+' typed unencoded as a person would.
    const one = await t.app.request(
      `${endpoints.devPersonRequests.path}?phone=+1${phoneNumber(9606)}`,
    )
    const filtered = v.parse(devPersonRequestsResponseSchema, await one.json()).requests
    expect(filtered.map((request) => request.candidateId)).toEqual([matched.userId])
    expect(
      await database.db
        .select()
        .from(interviewPersonRequests)
        .where(inArray(interviewPersonRequests.candidateId, [matched.userId, unnamed.userId])),
    ).toHaveLength(2)
  })
})
