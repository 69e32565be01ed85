import { AGENCY_PARTNERS } from '../../server/catalogue/agencies'
import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  devApplicationsResponseSchema,
  devApplicationStatusResponseSchema,
} from '../../contract/dev'
import { seedJobCatalogue } from '../../server/catalogue/seed-jobs'
import { openDatabase, type DatabaseHandle } from '../../server/db/client'
import { applicationStateHistory, applications, candidates, jobs } from '../../server/db/schema'
import { createLogger } from '../../server/logger'
import { applyToBestMatches } from '../../server/services/applications/apply-to-matches'
import { moveApplication } from '../../server/services/applications/move-application'
import { jobMatches } from '../../server/db/schema'
import {
  createPostgresDatabase,
  describeEachDatabase,
  type TestDatabase,
} from './support/databases'
import { jobRows } from './support/job-queue'
import { createTestApp, errorOf, phoneNumber, signIn, type TestApp } from './support/test-app'

/**
 * The pipeline after applying (docs/adr/0054): the agency moves applications through the dev
 * endpoint (what `npm run agency` calls), with the contract's transitions, a stage-history row
 * and a 'status changed' job per move, all or nothing.
 */

const STATUS_PATH = '/api/dev/applications/status'

function moveOverHttp(t: TestApp, body: unknown) {
  return t.app.request(STATUS_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
}

/** A candidate with an application in review for each of `count` open jobs, as applying leaves them. */
async function candidateWithApplications(
  t: TestApp,
  database: TestDatabase,
  suffix: number,
  count: number,
) {
  const { userId } = await signIn(t, phoneNumber(suffix))
  const open = await database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.status, 'open'))
    .orderBy(jobs.externalRef)
    .limit(count)
  await database.db.insert(jobMatches).values(
    open.map((job, index) => ({
      candidateId: userId,
      jobId: job.id,
      matchScore: 95 - index,
      topMatchReason: `Reason ${index}`,
      matchedAt: t.clock.now(),
    })),
  )
  await database.db.transaction((tx) => applyToBestMatches(tx, userId, count, t.clock.now()))
  return { candidateId: userId, jobIds: open.map((job) => job.id) }
}

async function historyFor(database: TestDatabase, candidateId: string, jobId: string) {
  const rows = await database.db
    .select()
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
  return rows
    .filter((row) => row.jobId === jobId)
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => [row.previousStatus, row.currentStatus])
}

async function statusChangedJobs(database: TestDatabase) {
  return (await jobRows(database.db, 'application-status-changed')).map(
    (job) => job.data as { applicationId: string; historyId: string },
  )
}

describeEachDatabase('the application pipeline', (database) => {
  const logger = createLogger('silent')
  beforeEach(async () => {
    await seedJobCatalogue(database.db, logger)
  })
  const newApp = async () => createTestApp(database.db, {}, { queue: await database.queue() })

  it('applies to the best matches once, in review, with a first history row each', async () => {
    const t = await newApp()
    const { candidateId, jobIds } = await candidateWithApplications(t, database, 801, 4)
    const rows = await database.db
      .select()
      .from(applications)
      .where(eq(applications.candidateId, candidateId))
    expect(rows.map((row) => row.status)).toEqual(['InReview', 'InReview', 'InReview', 'InReview'])
    expect(new Set(rows.map((row) => row.jobId))).toEqual(new Set(jobIds))
    expect(await historyFor(database, candidateId, jobIds[0] ?? '')).toEqual([[null, 'InReview']])

    // Again: every job is applied to already, so nothing is added.
    const again = await database.db.transaction((tx) =>
      applyToBestMatches(tx, candidateId, 4, t.clock.now()),
    )
    expect(again).toEqual([])
    const history = await database.db
      .select()
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.candidateId, candidateId))
    expect(history).toHaveLength(4)
  })

  it('moves along the pipeline, writing history and a status-changed job per move', async () => {
    const t = await newApp()
    const { candidateId, jobIds } = await candidateWithApplications(t, database, 802, 1)
    const jobId = jobIds[0] ?? ''
    const jobsBefore = (await statusChangedJobs(database)).length

    for (const status of ['Interview', 'JobOffer', 'Hired'] as const) {
      t.clock.advanceMinutes(1)
      const response = await moveOverHttp(t, { candidateId, jobId, status })
      expect(response.status).toBe(200)
      const { application } = v.parse(devApplicationStatusResponseSchema, await response.json())
      expect(application).toMatchObject({ candidateId, jobId, status })
    }
    expect(await historyFor(database, candidateId, jobId)).toEqual([
      [null, 'InReview'],
      ['InReview', 'Interview'],
      ['Interview', 'JobOffer'],
      ['JobOffer', 'Hired'],
    ])
    const queued = (await statusChangedJobs(database)).slice(jobsBefore)
    expect(queued).toHaveLength(3)
    const history = await database.db
      .select({ id: applicationStateHistory.id })
      .from(applicationStateHistory)
      .where(eq(applicationStateHistory.candidateId, candidateId))
    for (const job of queued) expect(history.map((row) => row.id)).toContain(job.historyId)
  })

  it('refuses a move the pipeline does not allow with 409, and writes nothing', async () => {
    const t = await newApp()
    const { candidateId, jobIds } = await candidateWithApplications(t, database, 803, 2)
    const [first = '', second = ''] = jobIds
    const jobsBefore = (await statusChangedJobs(database)).length

    expect(
      await errorOf(await moveOverHttp(t, { candidateId, jobId: first, status: 'Hired' })),
    ).toEqual({
      status: 409,
      code: 'conflict',
      message: 'An application in InReview cannot move to Hired.',
    })
    expect(
      (await moveOverHttp(t, { candidateId, jobId: second, status: 'RecruiterDismissed' })).status,
    ).toBe(200)
    expect(
      await errorOf(await moveOverHttp(t, { candidateId, jobId: second, status: 'Interview' })),
    ).toMatchObject({
      status: 409,
      message: 'An application in RecruiterDismissed cannot move to Interview.',
    })

    expect(await historyFor(database, candidateId, first)).toEqual([[null, 'InReview']])
    expect(await historyFor(database, candidateId, second)).toEqual([
      [null, 'InReview'],
      ['InReview', 'RecruiterDismissed'],
    ])
    expect((await statusChangedJobs(database)).length).toBe(jobsBefore + 1)
  })

  it('answers 400 naming the field, and 404 for an application that does not exist', async () => {
    const t = await newApp()
    const { candidateId, jobIds } = await candidateWithApplications(t, database, 805, 1)
    expect(
      await errorOf(await moveOverHttp(t, { candidateId, jobId: jobIds[0], status: 'Promoted' })),
    ).toMatchObject({ status: 400, message: expect.stringContaining('status must be one of') })
    expect(
      await errorOf(
        await moveOverHttp(t, { candidateId: 'nope', jobId: jobIds[0], status: 'Hired' }),
      ),
    ).toMatchObject({ status: 400, message: 'candidateId must be a UUID' })
    expect(
      await errorOf(
        await moveOverHttp(t, {
          candidateId,
          jobId: '00000000-0000-4000-8000-000000000000',
          status: 'Interview',
        }),
      ),
    ).toEqual({
      status: 404,
      code: 'not_found',
      message: 'No application of this candidate for this job.',
    })
  })

  it('lists applications by candidate, by phone and open only, for the agency CLI', async () => {
    const t = await newApp()
    const { candidateId, jobIds } = await candidateWithApplications(t, database, 806, 3)
    await candidateWithApplications(t, database, 807, 2)
    await moveOverHttp(t, { candidateId, jobId: jobIds[0], status: 'RecruiterDismissed' })

    const list = async (query: string) => {
      const response = await t.app.request(`/api/dev/applications?${query}`)
      expect(response.status).toBe(200)
      return v.parse(devApplicationsResponseSchema, await response.json()).applications
    }
    expect(await list(`candidateId=${candidateId}`)).toHaveLength(3)
    const byPhone = await list(`phone=%2B1${phoneNumber(806)}`)
    expect(byPhone.map((a) => a.candidateId)).toEqual([candidateId, candidateId, candidateId])
    expect(await list(`candidateId=${candidateId}&open=true`)).toHaveLength(2)
    expect(await list('')).toHaveLength(5)
    expect((await t.app.request('/api/dev/applications?open=maybe')).status).toBe(400)

    // Each application is with the agency partner of its job, and one agency's can be listed.
    const all = await list(`candidateId=${candidateId}`)
    for (const application of all) {
      const agency = AGENCY_PARTNERS.find((partner) => partner.slug === application.agencySlug)
      expect(agency?.name).toBe(application.agencyName)
    }
    const [first] = all
    if (!first) throw new Error('No application listed')
    const ofAgency = await list(`candidateId=${candidateId}&agency=${first.agencySlug}`)
    expect(ofAgency.length).toBeGreaterThan(0)
    expect(ofAgency.every((application) => application.agencySlug === first.agencySlug)).toBe(true)
    expect(ofAgency.length).toBe(all.filter((a) => a.agencySlug === first.agencySlug).length)
    expect(await list('agency=no-such-agency')).toEqual([])
    expect((await t.app.request('/api/dev/applications?agency=Not%20A%20Slug')).status).toBe(400)
  })

  it('is not there unless SMS_PROVIDER=console', async () => {
    const twilio = createTestApp(
      database.db,
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+12065550100',
      },
      { sms: { name: 'twilio', send: async () => {} }, queue: await database.queue() },
    )
    expect((await twilio.app.request('/api/dev/applications')).status).toBe(404)
    expect((await moveOverHttp(twilio, {})).status).toBe(404)
  })
})

/**
 * Two agents moving one application at once, on PostgreSQL where transactions really overlap
 * (PGlite runs one at a time). A first transaction holds the row and moves it to Interview;
 * the move asked for meanwhile must wait, then be judged against Interview.
 */
describe('two moves of one application at once [postgres]', () => {
  let handle: DatabaseHandle | undefined
  let drop: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const created = await createPostgresDatabase()
    drop = created.drop
    handle = await openDatabase({ url: created.url })
    await handle.migrate()
    await seedJobCatalogue(handle.db, createLogger('silent'))
  })
  afterAll(async () => {
    await handle?.close()
    await drop?.()
  })

  it('waits for the other and refuses Interview -> Interview', async () => {
    const db = handle?.db
    if (!db) throw new Error('not open')
    const now = new Date('2026-05-01T12:00:00Z')
    const [candidate] = await db
      .insert(candidates)
      .values({ phone: '+12065559901', createdAt: now, updatedAt: now })
      .returning({ id: candidates.id })
    const [job] = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(eq(jobs.status, 'open'))
      .limit(1)
    const candidateId = candidate?.id ?? ''
    const jobId = job?.id ?? ''
    await db.insert(jobMatches).values({
      candidateId,
      jobId,
      matchScore: 90,
      topMatchReason: 'Reason',
      matchedAt: now,
    })
    await db.transaction((tx) => applyToBestMatches(tx, candidateId, 1, now))
    const queue = { send: async () => {}, work: async () => {}, stop: async () => {} }

    let racing: Promise<unknown> | undefined
    await db.transaction(async (first) => {
      await first
        .select()
        .from(applications)
        .where(eq(applications.candidateId, candidateId))
        .for('update')
      racing = moveApplication(db, queue, { candidateId, jobId, status: 'Interview' }, now).then(
        () => 'moved',
        (error: unknown) => error,
      )
      // Give the racing move time to reach the locked row.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await first
        .update(applications)
        .set({ status: 'Interview' })
        .where(eq(applications.candidateId, candidateId))
    })
    const outcome = await racing
    expect(outcome).toMatchObject({
      status: 409,
      message: 'An application in Interview cannot move to Interview.',
    })
  })
})
