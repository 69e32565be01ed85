import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  applicationsResponseSchema,
  dashboardAggregatedCountResponseSchema,
  historyByJobResponseSchema,
  historyByStatusResponseSchema,
  submissionAggregatedCountResponseSchema,
  submissionDetailResponseSchema,
  type ApplicationCard,
  type ApplicationStatus,
  type StageHistoryEntry,
} from '../../contract/applications'
import { applicationPath, endpoints } from '../../contract/endpoints'
import { applicationStateHistory, applications } from '../../server/db/schema'
import {
  insertApplication,
  insertJobs,
  type ApplicationSpec,
  type TestJob,
} from './support/applications'
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
 * The candidate's read calls (dashboard tiles, submission tabs, the card list, a
 * submission's detail and the stage history), on one set of applications per database: they
 * only read, so the suite builds it once.
 */

const HOUR_MS = 60 * 60 * 1000
const NO_SUCH_JOB = '00000000-0000-4000-8000-000000000000'

/** Candidate A's applications: every status, two of them changed at the same moment. */
const A_PATHS: readonly (readonly ApplicationStatus[])[] = [
  ['InReview'],
  ['InReview'],
  ['InReview'],
  ['InReview'],
  ['InReview', 'Interview'],
  ['InReview', 'Interview'],
  ['InReview', 'Interview'],
  ['InReview', 'Interview', 'JobOffer'],
  ['InReview', 'Interview', 'JobOffer'],
  ['InReview', 'Interview', 'JobOffer', 'Hired'],
  ['InReview', 'Dismissed'],
  ['InReview', 'Interview', 'CandidateDismissed'],
  ['InReview', 'RecruiterDismissed'],
]

interface Fixture {
  t: TestApp
  a: { candidateId: string; token: string; specs: ApplicationSpec[] }
  b: { candidateId: string; token: string; ownJob: TestJob }
  /** No applications at all. */
  c: { candidateId: string; token: string }
  /** One application written without any history row. */
  d: { candidateId: string; token: string; job: TestJob }
  jobs: TestJob[]
}

const expectedCard = (spec: ApplicationSpec): ApplicationCard => ({
  jobId: spec.job.id,
  jobTitle: spec.job.title,
  companyName: spec.job.companyName,
  location: `${spec.job.city}, ${spec.job.state}`,
  payRateMin: spec.job.payRateMin,
  payRateMax: spec.job.payRateMax,
  payRateType: spec.job.payRateType,
  employmentType: spec.job.employmentType,
  matchScore: spec.matchScore ?? 85,
  applicationStatus: spec.path.at(-1) ?? '',
  candidateFeedbackState: spec.candidateFeedbackState ?? null,
})

const updatedAtOf = (spec: ApplicationSpec) =>
  spec.appliedAt.getTime() + (spec.path.length - 1) * 60_000

/** Most recently changed first, then by job id: the order the list promises. */
const listOrder = (specs: readonly ApplicationSpec[]) =>
  [...specs].sort((x, y) => updatedAtOf(y) - updatedAtOf(x) || (x.job.id < y.job.id ? -1 : 1))

describeEachDatabase(
  'the candidate application calls (read)',
  (database) => {
    let f: Fixture

    beforeAll(async () => {
      const t = createTestApp(database.db)
      const now = t.clock.now()
      const jobs = await insertJobs(database.db, 16, now)
      const [a, b, c, d] = [
        await signIn(t, phoneNumber(901)),
        await signIn(t, phoneNumber(902)),
        await signIn(t, phoneNumber(903)),
        await signIn(t, phoneNumber(904)),
      ]
      const job = (index: number) => jobs[index] as TestJob
      const specs = A_PATHS.map((path, index): ApplicationSpec => ({
        candidateId: a.userId,
        job: job(index),
        path,
        // Application 12 was made with 10, so both last changed at the same moment.
        appliedAt: new Date(now.getTime() - (index === 12 ? 10 : index) * HOUR_MS),
        matchScore: 99 - index,
        ...(index === 3 ? { candidateFeedbackState: 'Interested' as const } : {}),
      }))
      for (const spec of specs) await insertApplication(database.db, spec)
      // B applied to a job of its own and to one A applied to as well.
      for (const shared of [job(13), job(0)]) {
        await insertApplication(database.db, {
          candidateId: b.userId,
          job: shared,
          path: ['InReview', 'Interview'],
          appliedAt: now,
        })
      }
      await database.db.insert(applications).values({
        id: crypto.randomUUID(),
        candidateId: d.userId,
        jobId: job(14).id,
        status: 'InReview',
        matchScore: 70,
        topMatchReason: 'Reason',
        appliedAt: now,
        updatedAt: now,
      })
      f = {
        t,
        a: { candidateId: a.userId, token: a.accessToken, specs },
        b: { candidateId: b.userId, token: b.accessToken, ownJob: job(13) },
        c: { candidateId: c.userId, token: c.accessToken },
        d: { candidateId: d.userId, token: d.accessToken, job: job(14) },
        jobs,
      }
    })

    const get = (path: string, token = f.a.token) => getWithToken(f.t, path, token)
    const specsOf = (...statuses: ApplicationStatus[]) =>
      f.a.specs.filter((spec) => statuses.includes(spec.path.at(-1) as ApplicationStatus))

    describe('GetCandidateApplicationAggregatedCount', () => {
      const path = (candidateId: string) =>
        `${endpoints.getCandidateApplicationAggregatedCount.path}?candidateId=${candidateId}`

      it('counts the four dashboard tiles, in order', async () => {
        const response = await get(path(f.a.candidateId))
        expect(response.status).toBe(200)
        const body = v.parse(dashboardAggregatedCountResponseSchema, await response.json())
        expect(body.message).toBe('Stats fetched successfully')
        expect(body.data.dashboardAggregatedStats).toEqual([
          { key: 'all', cardTitle: 'Total Submissions', count: 13 },
          { key: 'inreview', cardTitle: 'In Review', count: 4 },
          { key: 'interview', cardTitle: 'Interviews', count: 3 },
          { key: 'joboffer', cardTitle: 'Job Offers', count: 2 },
        ])
      })

      it('answers zeros for a candidate without applications', async () => {
        const response = await get(path(f.c.candidateId), f.c.token)
        const body = v.parse(dashboardAggregatedCountResponseSchema, await response.json())
        expect(body.data.dashboardAggregatedStats.map((stat) => stat.count)).toEqual([0, 0, 0, 0])
      })
    })

    describe('GetSubmissionAggregatedCount', () => {
      const path = (candidateId: string) =>
        `${endpoints.getSubmissionAggregatedCount.path}?candidateId=${candidateId}`

      it('counts the seven submission tabs, in order', async () => {
        const response = await get(path(f.a.candidateId))
        expect(response.status).toBe(200)
        const body = v.parse(submissionAggregatedCountResponseSchema, await response.json())
        expect(body.message).toBe('Stats fetched successfully')
        expect(body.data.data.submissionAggregatedStats).toEqual([
          { key: 'all', label: 'All Submissions', count: 13 },
          { key: 'inreview', label: 'In review', count: 4 },
          { key: 'interview', label: 'Interview', count: 3 },
          { key: 'joboffer', label: 'Job Offer', count: 2 },
          { key: 'hired', label: 'Hired', count: 1 },
          { key: 'dismissed', label: 'Dismissed', count: 3 },
          { key: 'pastjobs', label: 'Past Jobs', count: 4 },
        ])
      })

      it('agrees with the list of every tab', async () => {
        const response = await get(path(f.a.candidateId))
        const { data } = v.parse(submissionAggregatedCountResponseSchema, await response.json())
        for (const tab of data.data.submissionAggregatedStats) {
          const list = await get(
            `${endpoints.getApplications.path}?candidateId=${f.a.candidateId}&status=${tab.key}`,
          )
          const page = v.parse(applicationsResponseSchema, await list.json()).data
          expect(page.pagination.totalCount, tab.key).toBe(tab.count)
        }
      })

      it('answers zeros for a candidate without applications', async () => {
        const response = await get(path(f.c.candidateId), f.c.token)
        const body = v.parse(submissionAggregatedCountResponseSchema, await response.json())
        expect(body.data.data.submissionAggregatedStats.every((tab) => tab.count === 0)).toBe(true)
      })
    })

    describe('applications', () => {
      const list = async (query: string, token = f.a.token) => {
        const response = await get(`${endpoints.getApplications.path}?${query}`, token)
        expect(response.status).toBe(200)
        const body = v.parse(applicationsResponseSchema, await response.json())
        expect(body.message).toBe('Applications fetched successfully')
        return body.data
      }

      it('answers page 1 of 10 cards, most recently changed first, then by job id', async () => {
        const page = await list(`candidateId=${f.a.candidateId}`)
        const expected = listOrder(f.a.specs).map(expectedCard)
        expect(page.data).toEqual(expected.slice(0, 10))
        expect(page.pagination).toEqual({ totalCount: 13, page: 1, pageSize: 10, totalPages: 2 })
        expect(page.data.find((card) => card.jobId === f.a.specs[3]?.job.id)).toMatchObject({
          candidateFeedbackState: 'Interested',
          location: 'Memphis, TN',
          payRateMin: 21,
          payRateMax: 24.5,
        })
      })

      it('pages without overlap or gaps; a page past the end is empty with the real total', async () => {
        const expected = listOrder(f.a.specs).map(expectedCard)
        const pages = []
        for (const pageNumber of [1, 2, 3, 4, 5]) {
          pages.push(await list(`candidateId=${f.a.candidateId}&page=${pageNumber}&pageSize=3`))
        }
        expect(pages.flatMap((page) => page.data)).toEqual(expected)
        expect(pages[4]?.data).toHaveLength(1)
        expect(pages[4]?.pagination).toEqual({
          totalCount: 13,
          page: 5,
          pageSize: 3,
          totalPages: 5,
        })
        const pastTheEnd = await list(`candidateId=${f.a.candidateId}&page=9&pageSize=3`)
        expect(pastTheEnd).toEqual({
          data: [],
          pagination: { totalCount: 13, page: 9, pageSize: 3, totalPages: 5 },
        })
        const second = await list(`candidateId=${f.a.candidateId}&page=2`)
        expect(second.data).toEqual(expected.slice(10))
      })

      it('orders two applications changed at the same moment by job id', async () => {
        const [ten, twelve] = [f.a.specs[10], f.a.specs[12]] as [ApplicationSpec, ApplicationSpec]
        expect(updatedAtOf(ten)).toBe(updatedAtOf(twelve))
        const page = await list(`candidateId=${f.a.candidateId}&status=dismissed`)
        const ids = page.data.map((card) => card.jobId)
        const [first, second] = [ten.job.id, twelve.job.id].sort()
        expect(ids.indexOf(first as string)).toBe(ids.indexOf(second as string) - 1)
      })

      it.each([
        ['all', [...A_PATHS.keys()].length],
        ['active', 9],
        ['pastjobs', 4],
        ['inreview', 4],
        ['InReview', 4],
        ['INTERVIEW', 3],
        ['joboffer', 2],
        ['hired', 1],
        ['dismissed', 3],
        ['candidatedismissed', 1],
        ['RecruiterDismissed', 1],
      ])('filters with status=%s', async (status, count) => {
        const page = await list(`candidateId=${f.a.candidateId}&status=${status}&pageSize=50`)
        const statuses: Record<string, ApplicationStatus[]> = {
          active: ['InReview', 'Interview', 'JobOffer'],
          pastjobs: ['Hired', 'Dismissed', 'CandidateDismissed', 'RecruiterDismissed'],
          dismissed: ['Dismissed', 'CandidateDismissed', 'RecruiterDismissed'],
        }
        const key = status.toLowerCase()
        const kept =
          key === 'all'
            ? f.a.specs
            : specsOf(
                ...(statuses[key] ??
                  A_PATHS.flatMap((path) => path).filter((s) => s.toLowerCase() === key)),
              )
        expect(page.pagination.totalCount).toBe(count)
        expect(page.data).toEqual(listOrder(kept).map(expectedCard))
      })

      it('answers an empty first page for a candidate without applications', async () => {
        expect(await list(`candidateId=${f.c.candidateId}`, f.c.token)).toEqual({
          data: [],
          pagination: { totalCount: 0, page: 1, pageSize: 10, totalPages: 0 },
        })
      })

      it('shows only the candidate’s own applications', async () => {
        const page = await list(`candidateId=${f.b.candidateId}`, f.b.token)
        expect(page.data.map((card) => card.jobId).sort()).toEqual(
          [f.b.ownJob.id, f.jobs[0]?.id].sort(),
        )
        expect(page.data.every((card) => card.applicationStatus === 'Interview')).toBe(true)
      })

      it.each([
        ['page=0', 'page must be at least 1'],
        ['page=-1', 'page must be a whole number'],
        ['page=two', 'page must be a whole number'],
        ['pageSize=0', 'pageSize must be at least 1'],
        ['pageSize=51', 'pageSize must be at most 50'],
        ['pageSize=1.5', 'pageSize must be a whole number'],
        [
          'status=Promoted',
          'status must be one of all, active, pastjobs, inreview, interview, joboffer, hired, dismissed, candidatedismissed, recruiterdismissed',
        ],
      ])('answers 400 for %s, naming the field', async (query, message) => {
        const response = await get(
          `${endpoints.getApplications.path}?candidateId=${f.a.candidateId}&${query}`,
        )
        expect(await errorOf(response)).toEqual({ status: 400, code: 'validation_failed', message })
      })

      it('takes pageSize up to 50', async () => {
        const page = await list(`candidateId=${f.a.candidateId}&pageSize=50`)
        expect(page.data).toHaveLength(13)
        expect(page.pagination).toMatchObject({ pageSize: 50, totalPages: 1 })
      })
    })

    describe('applications/{jobId}/details', () => {
      const details = (jobId: string, candidateId = f.a.candidateId, token = f.a.token) =>
        get(`/${applicationPath('getApplicationDetails', jobId)}?candidateId=${candidateId}`, token)

      it('answers the candidate’s submission with its job', async () => {
        const spec = f.a.specs[9] as ApplicationSpec
        const response = await details(spec.job.id)
        expect(response.status).toBe(200)
        const body = v.parse(submissionDetailResponseSchema, await response.json())
        expect(body.message).toBe('Application details fetched successfully')
        expect(body.data.data).toEqual({
          jobId: spec.job.id,
          applicationStatus: 'Hired',
          appliedDate: spec.appliedAt.toISOString(),
          matchScore: 90,
          topMatchReason: `${spec.job.title} in ${spec.job.city}`,
          candidateFeedbackState: null,
          jobDetails: {
            title: spec.job.title,
            companyName: spec.job.companyName,
            address: { city: spec.job.city, state: spec.job.state },
            payRateMin: spec.job.payRateMin,
            payRateMax: spec.job.payRateMax,
            payRateType: 'Hourly',
            employmentType: 'Full-time',
            summarizedJobDescription: spec.job.summarizedDescription,
          },
        })
      })

      it('answers 404 for a job only another candidate applied to, revealing nothing', async () => {
        const response = await details(f.b.ownJob.id)
        expect(await errorOf(response)).toEqual({
          status: 404,
          code: 'not_found',
          message: 'No application of yours for this job.',
        })
        expect(await errorOf(await details(NO_SUCH_JOB))).toEqual({
          status: 404,
          code: 'not_found',
          message: 'No application of yours for this job.',
        })
      })

      it('answers each candidate their own application for a job both applied to', async () => {
        const shared = f.jobs[0] as TestJob
        const mine = v.parse(
          submissionDetailResponseSchema,
          await (await details(shared.id)).json(),
        )
        const theirs = v.parse(
          submissionDetailResponseSchema,
          await (await details(shared.id, f.b.candidateId, f.b.token)).json(),
        )
        expect(mine.data.data.applicationStatus).toBe('InReview')
        expect(theirs.data.data.applicationStatus).toBe('Interview')
      })

      it('answers 400 for a job id that is not a UUID', async () => {
        expect(await errorOf(await details('job-1'))).toEqual({
          status: 400,
          code: 'validation_failed',
          message: 'jobId must be a UUID',
        })
      })
    })

    describe('GetApplicationStateHistoryByJobId', () => {
      const byJob = (jobId: string, candidateId = f.a.candidateId, token = f.a.token) =>
        get(
          `${endpoints.getApplicationStateHistoryByJobId.path}?candidateId=${candidateId}&jobId=${jobId}`,
          token,
        )

      it('answers every status of the application, oldest first', async () => {
        const spec = f.a.specs[9] as ApplicationSpec
        const response = await byJob(spec.job.id)
        expect(response.status).toBe(200)
        const body = v.parse(historyByJobResponseSchema, await response.json())
        expect(body.message).toBe('Stage history fetched successfully')
        const at = (step: number) =>
          new Date(spec.appliedAt.getTime() + step * 60_000).toISOString()
        const entry = (step: number, previousStatus: string | null, currentStatus: string) => ({
          jobId: spec.job.id,
          createdAt: at(step),
          jobTitle: spec.job.title,
          companyName: spec.job.companyName,
          previousStatus,
          currentStatus,
        })
        expect(body.data.data).toEqual([
          entry(0, null, 'InReview'),
          entry(1, 'InReview', 'Interview'),
          entry(2, 'Interview', 'JobOffer'),
          entry(3, 'JobOffer', 'Hired'),
        ])
      })

      it('answers an empty list for an application without history rows', async () => {
        const response = await byJob(f.d.job.id, f.d.candidateId, f.d.token)
        expect(v.parse(historyByJobResponseSchema, await response.json()).data.data).toEqual([])
      })

      it('answers 404 for a job only another candidate applied to', async () => {
        expect(await errorOf(await byJob(f.b.ownJob.id))).toEqual({
          status: 404,
          code: 'not_found',
          message: 'No application of yours for this job.',
        })
        expect((await byJob(NO_SUCH_JOB)).status).toBe(404)
      })

      it('answers only the candidate’s own rows for a job both applied to', async () => {
        const shared = f.jobs[0] as TestJob
        const response = await byJob(shared.id)
        const entries = v.parse(historyByJobResponseSchema, await response.json()).data.data
        expect(entries.map((entry) => entry.currentStatus)).toEqual(['InReview'])
      })

      it('answers 400 naming jobId', async () => {
        const missing = await get(
          `${endpoints.getApplicationStateHistoryByJobId.path}?candidateId=${f.a.candidateId}`,
        )
        expect(await errorOf(missing)).toMatchObject({ status: 400, message: 'jobId is required' })
        expect(await errorOf(await byJob('42'))).toMatchObject({
          status: 400,
          message: 'jobId must be a UUID',
        })
      })
    })

    describe('GetApplicationStateHistoryByStatus', () => {
      const byStatus = async (query: string) => {
        const response = await get(
          `${endpoints.getApplicationStateHistoryByStatus.path}?candidateId=${f.a.candidateId}&${query}`,
        )
        expect(response.status).toBe(200)
        const body = v.parse(historyByStatusResponseSchema, await response.json())
        expect(body.message).toBe('Stage history fetched successfully')
        return body.data
      }
      /** A's history rows, newest first (then by row id), as the call orders them. */
      const newestFirst = async (keep: (status: string) => boolean) => {
        const rows = await database.db
          .select()
          .from(applicationStateHistory)
          .where(eq(applicationStateHistory.candidateId, f.a.candidateId))
        return rows
          .filter((row) => keep(row.currentStatus))
          .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || (x.id < y.id ? 1 : -1))
          .map((row): StageHistoryEntry => ({
            jobId: row.jobId,
            createdAt: row.createdAt.toISOString(),
            jobTitle: row.jobTitle,
            companyName: row.companyName,
            previousStatus: row.previousStatus,
            currentStatus: row.currentStatus,
          }))
      }

      it('answers every row newest first, 50 a page by default', async () => {
        const all = await byStatus('')
        expect(all.data).toEqual(await newestFirst(() => true))
        expect(all.pagination).toEqual({ totalCount: 27, page: 1, pageSize: 50, totalPages: 1 })
      })

      it('pages in SQL: page 2, and past the end with the real total', async () => {
        const expected = await newestFirst(() => true)
        const first = await byStatus('applicationStatus=all&page=1&pageSize=10')
        const third = await byStatus('page=3&pageSize=10')
        expect(first.data).toEqual(expected.slice(0, 10))
        expect(third.data).toEqual(expected.slice(20))
        expect(third.pagination).toEqual({
          totalCount: 27,
          page: 3,
          pageSize: 10,
          totalPages: 3,
        })
        expect(await byStatus('page=4&pageSize=10')).toEqual({
          data: [],
          pagination: { totalCount: 27, page: 4, pageSize: 10, totalPages: 3 },
        })
        expect((await byStatus('pageSize=100')).pagination.pageSize).toBe(100)
      })

      it.each([
        ['InReview', ['InReview'], 13],
        ['interview', ['Interview'], 7],
        ['JOBOFFER', ['JobOffer'], 3],
        ['hired', ['Hired'], 1],
        ['active', ['InReview', 'Interview', 'JobOffer'], 23],
        ['dismissed', ['Dismissed', 'CandidateDismissed', 'RecruiterDismissed'], 3],
        ['pastjobs', ['Hired', 'Dismissed', 'CandidateDismissed', 'RecruiterDismissed'], 4],
        ['CandidateDismissed', ['CandidateDismissed'], 1],
      ])('keeps the rows whose new status a filter %s keeps', async (filter, statuses, count) => {
        const page = await byStatus(`applicationStatus=${filter}`)
        expect(page.data).toEqual(await newestFirst((status) => statuses.includes(status)))
        expect(page.pagination.totalCount).toBe(count)
      })

      it.each([
        ['applicationStatus=Waiting', 'status must be one of'],
        ['page=0', 'page must be at least 1'],
        ['pageSize=101', 'pageSize must be at most 100'],
        ['pageSize=x', 'pageSize must be a whole number'],
      ])('answers 400 for %s, naming the field', async (query, message) => {
        const response = await get(
          `${endpoints.getApplicationStateHistoryByStatus.path}?candidateId=${f.a.candidateId}&${query}`,
        )
        expect(await errorOf(response)).toMatchObject({
          status: 400,
          code: 'validation_failed',
          message: expect.stringContaining(message),
        })
      })
    })

    describe('access', () => {
      const calls = (candidateId: string, jobId: string) => [
        `${endpoints.getCandidateApplicationAggregatedCount.path}?candidateId=${candidateId}`,
        `${endpoints.getSubmissionAggregatedCount.path}?candidateId=${candidateId}`,
        `${endpoints.getApplications.path}?candidateId=${candidateId}`,
        `/${applicationPath('getApplicationDetails', jobId)}?candidateId=${candidateId}`,
        `${endpoints.getApplicationStateHistoryByJobId.path}?candidateId=${candidateId}&jobId=${jobId}`,
        `${endpoints.getApplicationStateHistoryByStatus.path}?candidateId=${candidateId}`,
      ]

      it('answers 401 without a token on every call', async () => {
        for (const path of calls(f.a.candidateId, f.jobs[0]?.id ?? '')) {
          expect(await errorOf(await f.t.app.request(path)), path).toEqual({
            status: 401,
            code: 'unauthorized',
            message: 'Please sign in to continue.',
          })
        }
      })

      it('answers 403 for another candidate’s candidateId on every call', async () => {
        for (const path of calls(f.b.candidateId, f.b.ownJob.id)) {
          expect(await errorOf(await get(path)), path).toEqual({
            status: 403,
            code: 'forbidden',
            message: 'You can only access your own data.',
          })
        }
      })

      it('answers 400 naming candidateId on every call', async () => {
        for (const path of calls('me', f.jobs[0]?.id ?? '')) {
          expect(await errorOf(await get(path)), path).toMatchObject({
            status: 400,
            message: 'candidateId must be a UUID',
          })
        }
      })
    })
  },
  { shared: true },
)
