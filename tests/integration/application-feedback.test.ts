import { and, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { beforeEach, expect, it } from 'vitest'
import {
  applicationsResponseSchema,
  feedbackResponseSchema,
  submissionAggregatedCountResponseSchema,
  type FeedbackRequest,
} from '../../contract/applications'
import { devApplicationsResponseSchema } from '../../contract/dev'
import { applicationPath, endpoints, headers } from '../../contract/endpoints'
import { applicationFeedback, idempotencyKeys } from '../../server/db/schema'
import { pruneExpiredRows } from '../../server/services/maintenance'
import {
  feedbackRows,
  historyPairs,
  insertApplication,
  insertJobs,
  storedApplication,
  type TestJob,
} from './support/applications'
import { describeEachDatabase, type TestDatabase } from './support/databases'
import { jobRows } from './support/job-queue'
import {
  createTestApp,
  errorOf,
  getWithToken,
  phoneNumber,
  signIn,
  type TestApp,
} from './support/test-app'

/**
 * POST .../applications/{jobId}/feedback: the feedback rules, 'Dismiss Application'
 * (NotInterested on an open application), and exactly-once submissions with Idempotency-Key.
 */

const HOUR_MS = 60 * 60 * 1000
const KEY = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b'
const OTHER_KEY = '0a9b8c7d-6e5f-4a3b-9c1d-2e3f4a5b6c7d'

interface Candidate {
  candidateId: string
  token: string
}

interface Fixture {
  t: TestApp
  a: Candidate
  b: Candidate
  /** A's applications: in review, hired, at interview; B's: in review. */
  jobs: { inReview: TestJob; hired: TestJob; interview: TestJob; othersOnly: TestJob }
}

async function setUp(database: TestDatabase): Promise<Fixture> {
  const t = createTestApp(database.db, {}, { queue: await database.queue() })
  const now = t.clock.now()
  const [inReview, hired, interview, othersOnly] = (await insertJobs(database.db, 4, now)) as [
    TestJob,
    TestJob,
    TestJob,
    TestJob,
  ]
  const a = await signIn(t, phoneNumber(911))
  const b = await signIn(t, phoneNumber(912))
  const appliedAt = new Date(now.getTime() - 48 * HOUR_MS)
  const paths = [
    [a.userId, inReview, ['InReview']],
    [a.userId, hired, ['InReview', 'Interview', 'JobOffer', 'Hired']],
    [a.userId, interview, ['InReview', 'Interview']],
    [b.userId, othersOnly, ['InReview']],
  ] as const
  for (const [candidateId, job, path] of paths) {
    await insertApplication(database.db, { candidateId, job, path, appliedAt })
  }
  return {
    t,
    a: { candidateId: a.userId, token: a.accessToken },
    b: { candidateId: b.userId, token: b.accessToken },
    jobs: { inReview, hired, interview, othersOnly },
  }
}

function postFeedback(
  t: TestApp,
  token: string | undefined,
  pathJobId: string,
  body: unknown,
  key?: string,
) {
  return t.app.request(`/${applicationPath('giveApplicationFeedback', pathJobId)}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(key !== undefined ? { [headers.idempotencyKey]: key } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const feedbackOf = (
  candidate: Candidate,
  job: TestJob,
  rest: Partial<FeedbackRequest> = {},
): FeedbackRequest => ({
  candidateId: candidate.candidateId,
  jobId: job.id,
  decision: 'Interested',
  reasons: ['Great location', 'Good Salary'],
  otherReason: '',
  ...rest,
})

const dismissal = (candidate: Candidate, job: TestJob) =>
  feedbackOf(candidate, job, { decision: 'NotInterested', reasons: ['Salary is too low'] })

describeEachDatabase('application feedback', (database) => {
  let f: Fixture
  beforeEach(async () => {
    f = await setUp(database)
  })

  const give = (body: FeedbackRequest, key?: string, candidate = f.a) =>
    postFeedback(f.t, candidate.token, body.jobId, body, key)
  const applicationOf = async (candidate: Candidate, job: TestJob) => {
    const row = await storedApplication(database.db, candidate.candidateId, job.id)
    if (!row) throw new Error('no application')
    return row
  }
  const allFeedbackRows = () => database.db.select().from(applicationFeedback)

  it('stores Interested with its reasons and answers where the application stands', async () => {
    const before = await applicationOf(f.a, f.jobs.inReview)
    f.t.clock.advanceMinutes(5)
    const response = await give(feedbackOf(f.a, f.jobs.inReview))
    expect(response.status).toBe(200)
    expect(response.headers.get('Idempotent-Replayed')).toBeNull()
    expect(v.parse(feedbackResponseSchema, await response.json())).toEqual({
      status: true,
      message: 'Feedback saved successfully',
      data: {
        data: {
          jobId: f.jobs.inReview.id,
          candidateFeedbackState: 'Interested',
          applicationStatus: 'InReview',
        },
      },
    })

    const after = await applicationOf(f.a, f.jobs.inReview)
    expect(after.candidateFeedbackState).toBe('Interested')
    expect(after.status).toBe('InReview')
    // Feedback alone does not reorder the candidate's lists.
    expect(after.updatedAt).toEqual(before.updatedAt)
    expect(await feedbackRows(database.db, after.id)).toEqual([
      {
        id: expect.any(String),
        applicationId: after.id,
        candidateId: f.a.candidateId,
        jobId: f.jobs.inReview.id,
        decision: 'Interested',
        reasons: ['Great location', 'Good Salary'],
        otherReason: null,
        createdAt: f.t.clock.now(),
      },
    ])

    const list = await getWithToken(
      f.t,
      `${endpoints.getApplications.path}?candidateId=${f.a.candidateId}&status=inreview`,
      f.a.token,
    )
    const cards = v.parse(applicationsResponseSchema, await list.json()).data.data
    expect(cards).toMatchObject([
      { jobId: f.jobs.inReview.id, candidateFeedbackState: 'Interested' },
    ])
  })

  it('keeps the Other reason text, trimmed; feedback on Hired keeps Hired', async () => {
    const response = await give(
      feedbackOf(f.a, f.jobs.hired, {
        decision: 'NotInterested',
        reasons: ['Other reason', "Role isn't a good fit"],
        otherReason: '  The night bus does not run there  ',
      }),
    )
    expect(v.parse(feedbackResponseSchema, await response.json()).data.data).toEqual({
      jobId: f.jobs.hired.id,
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'Hired',
    })
    const application = await applicationOf(f.a, f.jobs.hired)
    expect(application).toMatchObject({ status: 'Hired', candidateFeedbackState: 'NotInterested' })
    expect(await feedbackRows(database.db, application.id)).toMatchObject([
      {
        decision: 'NotInterested',
        reasons: ['Other reason', "Role isn't a good fit"],
        otherReason: 'The night bus does not run there',
      },
    ])
    expect(await historyPairs(database.db, f.a.candidateId, f.jobs.hired.id)).toHaveLength(4)
  })

  it('Dismiss Application: NotInterested moves an open application to CandidateDismissed, with history and no push', async () => {
    f.t.clock.advanceMinutes(10)
    const response = await give(dismissal(f.a, f.jobs.interview))
    expect(v.parse(feedbackResponseSchema, await response.json()).data.data).toEqual({
      jobId: f.jobs.interview.id,
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'CandidateDismissed',
    })
    const application = await applicationOf(f.a, f.jobs.interview)
    expect(application).toMatchObject({
      status: 'CandidateDismissed',
      candidateFeedbackState: 'NotInterested',
      updatedAt: f.t.clock.now(),
    })
    expect(await historyPairs(database.db, f.a.candidateId, f.jobs.interview.id)).toEqual([
      [null, 'InReview'],
      ['InReview', 'Interview'],
      ['Interview', 'CandidateDismissed'],
    ])
    // The candidate did it: nothing to tell them.
    expect(await jobRows(database.db, 'application-status-changed')).toEqual([])

    // Said again on the dismissed application: recorded, nothing moves.
    const again = await give(dismissal(f.a, f.jobs.interview))
    expect(v.parse(feedbackResponseSchema, await again.json()).data.data.applicationStatus).toBe(
      'CandidateDismissed',
    )
    expect(await feedbackRows(database.db, application.id)).toHaveLength(2)
    expect(await historyPairs(database.db, f.a.candidateId, f.jobs.interview.id)).toHaveLength(3)

    const tabs = await getWithToken(
      f.t,
      `${endpoints.getSubmissionAggregatedCount.path}?candidateId=${f.a.candidateId}`,
      f.a.token,
    )
    const counts = v.parse(submissionAggregatedCountResponseSchema, await tabs.json()).data.data
    expect(
      Object.fromEntries(counts.submissionAggregatedStats.map((tab) => [tab.key, tab.count])),
    ).toMatchObject({ all: 3, interview: 0, dismissed: 1, pastjobs: 2 })

    // An agency's move of the same kind does queue its push, so the check above can fail.
    const agency = await f.t.app.request('/api/dev/applications/status', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        candidateId: f.a.candidateId,
        jobId: f.jobs.inReview.id,
        status: 'RecruiterDismissed',
      }),
    })
    expect(agency.status).toBe(200)
    expect(await jobRows(database.db, 'application-status-changed')).toHaveLength(1)
  })

  it('Neutral takes no reasons; every submission is a row and the latest decision stands', async () => {
    await give(feedbackOf(f.a, f.jobs.inReview))
    f.t.clock.advanceMinutes(1)
    const neutral = await give(
      feedbackOf(f.a, f.jobs.inReview, { decision: 'Neutral', reasons: [] }),
    )
    expect(v.parse(feedbackResponseSchema, await neutral.json()).data.data).toMatchObject({
      candidateFeedbackState: 'Neutral',
      applicationStatus: 'InReview',
    })
    const application = await applicationOf(f.a, f.jobs.inReview)
    expect(application.candidateFeedbackState).toBe('Neutral')
    expect((await feedbackRows(database.db, application.id)).map((row) => row.decision)).toEqual([
      'Interested',
      'Neutral',
    ])
  })

  it('answers 400 naming the field for every broken rule, and writes nothing', async () => {
    const job = f.jobs.inReview
    const cases: Array<[unknown, string, string?]> = [
      [
        feedbackOf(f.a, job, { decision: 'Maybe' as 'Neutral' }),
        'decision must be one of Interested, NotInterested, Neutral',
      ],
      [feedbackOf(f.a, job, { reasons: [] }), 'Choose at least one reason'],
      [
        feedbackOf(f.a, job, { decision: 'NotInterested', reasons: [] }),
        'Choose at least one reason',
      ],
      [
        feedbackOf(f.a, job, { reasons: ['Salary is too low'] }),
        'reasons must be chosen from the reasons of the decision',
      ],
      [
        feedbackOf(f.a, job, { decision: 'Neutral', reasons: ['Great location'] }),
        'reasons must be chosen from the reasons of the decision',
      ],
      [
        feedbackOf(f.a, job, { reasons: ['Other reason'], otherReason: '   ' }),
        'Please tell us the other reason',
      ],
      [
        feedbackOf(f.a, job, { reasons: ['Other reason'], otherReason: 'x'.repeat(301) }),
        'otherReason must be at most 300 characters',
      ],
      [{ ...feedbackOf(f.a, job), reasons: 'Great location' }, 'reasons must be a list'],
      [{ ...feedbackOf(f.a, job), jobId: undefined }, 'jobId is required'],
      [{ ...feedbackOf(f.a, job), candidateId: 'me' }, 'candidateId must be a UUID'],
      [feedbackOf(f.a, f.jobs.hired), 'jobId in the body must be the jobId of the path'],
      ['{"decision":', 'The request body is not valid JSON.'],
      [feedbackOf(f.a, job), 'jobId must be a UUID', 'not-a-job'],
    ]
    for (const [body, message, pathJobId] of cases) {
      const response = await postFeedback(f.t, f.a.token, pathJobId ?? job.id, body)
      expect(await errorOf(response), message).toEqual({
        status: 400,
        code: 'validation_failed',
        message,
      })
    }
    expect(await allFeedbackRows()).toEqual([])
    expect((await applicationOf(f.a, job)).candidateFeedbackState).toBeNull()
  })

  it('answers 401 without a token, 403 for another candidate, 404 without an application of yours', async () => {
    const body = feedbackOf(f.a, f.jobs.inReview)
    expect(await errorOf(await postFeedback(f.t, undefined, body.jobId, body))).toMatchObject({
      status: 401,
      message: 'Please sign in to continue.',
    })
    // A's token speaking for B, on B's own application.
    const forB = feedbackOf(f.b, f.jobs.othersOnly)
    expect(await errorOf(await give(forB))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You can only access your own data.',
    })
    expect(
      await errorOf(
        await give(
          feedbackOf(f.a, { ...f.jobs.inReview, id: '00000000-0000-4000-8000-000000000000' }),
        ),
      ),
    ).toEqual({ status: 404, code: 'not_found', message: 'No application of yours for this job.' })
    expect(await allFeedbackRows()).toEqual([])
  })

  it('never reaches another candidate’s application through its job id (404, B untouched)', async () => {
    const before = await applicationOf(f.b, f.jobs.othersOnly)
    for (const body of [feedbackOf(f.a, f.jobs.othersOnly), dismissal(f.a, f.jobs.othersOnly)]) {
      expect(await errorOf(await give(body))).toEqual({
        status: 404,
        code: 'not_found',
        message: 'No application of yours for this job.',
      })
    }
    expect(await applicationOf(f.b, f.jobs.othersOnly)).toEqual(before)
    expect(await feedbackRows(database.db, before.id)).toEqual([])
    expect(await historyPairs(database.db, f.b.candidateId, f.jobs.othersOnly.id)).toEqual([
      [null, 'InReview'],
    ])
  })

  const keyRows = () => database.db.select().from(idempotencyKeys)

  it('Idempotency-Key: a replay answers the stored response and stores the feedback once', async () => {
    const body = dismissal(f.a, f.jobs.inReview)
    const first = await give(body, KEY)
    expect(first.status).toBe(200)
    const firstBody = await first.json()
    f.t.clock.advanceMinutes(3)

    const replay = await give(body, KEY)
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await replay.json()).toEqual(firstBody)
    const application = await applicationOf(f.a, f.jobs.inReview)
    expect(await feedbackRows(database.db, application.id)).toHaveLength(1)
    expect(await historyPairs(database.db, f.a.candidateId, f.jobs.inReview.id)).toEqual([
      [null, 'InReview'],
      ['InReview', 'CandidateDismissed'],
    ])

    // What the end-to-end test reads: the agency view shows the feedback arrived once.
    const dev = await f.t.app.request(`/api/dev/applications?candidateId=${f.a.candidateId}`)
    const listed = v.parse(devApplicationsResponseSchema, await dev.json()).applications
    expect(listed.find((row) => row.jobId === f.jobs.inReview.id)).toMatchObject({
      status: 'CandidateDismissed',
      candidateFeedbackState: 'NotInterested',
      feedbackCount: 1,
    })
    expect(listed.find((row) => row.jobId === f.jobs.hired.id)).toMatchObject({
      candidateFeedbackState: null,
      feedbackCount: 0,
    })
  })

  it('Idempotency-Key: the same key with another request is a 422, and nothing is written', async () => {
    await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    for (const other of [
      feedbackOf(f.a, f.jobs.inReview, { reasons: ['Good Salary'] }),
      feedbackOf(f.a, f.jobs.interview),
    ]) {
      expect(await errorOf(await give(other, KEY))).toEqual({
        status: 422,
        code: 'idempotency_key_reused',
        message: 'This Idempotency-Key was already used for a different request.',
      })
    }
    expect(await allFeedbackRows()).toHaveLength(1)
    expect((await applicationOf(f.a, f.jobs.interview)).candidateFeedbackState).toBeNull()
  })

  it('Idempotency-Key: must be a UUID', async () => {
    for (const key of ['abc', '', `${KEY}x`]) {
      expect(await errorOf(await give(feedbackOf(f.a, f.jobs.inReview), key))).toEqual({
        status: 400,
        code: 'validation_failed',
        message: 'Idempotency-Key must be a UUID',
      })
    }
    expect(await allFeedbackRows()).toEqual([])
    expect(await keyRows()).toEqual([])
  })

  it('Idempotency-Key: an error is not stored, so the corrected request can use the key', async () => {
    const broken = feedbackOf(f.a, f.jobs.inReview, { reasons: [] })
    expect((await give(broken, KEY)).status).toBe(400)
    expect((await give(feedbackOf(f.a, f.jobs.othersOnly), KEY)).status).toBe(404)
    expect(await keyRows()).toEqual([])

    const fixed = await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    expect(fixed.status).toBe(200)
    expect(fixed.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await keyRows()).toMatchObject([
      { candidateId: f.a.candidateId, key: KEY, responseStatus: 200 },
    ])
  })

  it('Idempotency-Key: keys belong to one candidate', async () => {
    await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    const theirs = await give(feedbackOf(f.b, f.jobs.othersOnly), KEY, f.b)
    expect(theirs.status).toBe(200)
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await allFeedbackRows()).toHaveLength(2)
  })

  it('Idempotency-Key: after 24 hours a key is free again; maintenance prunes it', async () => {
    await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    f.t.clock.advance(23 * HOUR_MS)
    await give(feedbackOf(f.a, f.jobs.hired), OTHER_KEY)

    f.t.clock.advance(HOUR_MS - 1000)
    const stillTaken = await give(feedbackOf(f.a, f.jobs.interview), KEY)
    expect(stillTaken.status).toBe(422)
    const replayed = await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true')

    // Just past 24 hours: maintenance drops the old key and keeps the younger one.
    f.t.clock.advance(2000)
    await pruneExpiredRows(database.db, f.t.clock.now())
    expect((await keyRows()).map((row) => row.key)).toEqual([OTHER_KEY])

    const again = await give(feedbackOf(f.a, f.jobs.interview), KEY)
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect(await allFeedbackRows()).toHaveLength(3)
  })

  it('Idempotency-Key: a row past 24 hours that maintenance has not pruned yet is replaced', async () => {
    await give(feedbackOf(f.a, f.jobs.inReview), KEY)
    f.t.clock.advance(24 * HOUR_MS + 1000)
    const response = await give(feedbackOf(f.a, f.jobs.interview), KEY)
    expect(response.status).toBe(200)
    expect(response.headers.get('Idempotent-Replayed')).toBeNull()
    const [row] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.candidateId, f.a.candidateId), eq(idempotencyKeys.key, KEY)))
    expect(row?.createdAt).toEqual(f.t.clock.now())
    expect(row?.responseBody).toMatchObject({ data: { data: { jobId: f.jobs.interview.id } } })
    expect(await allFeedbackRows()).toHaveLength(2)
  })

  // On PostgreSQL these really overlap: the later INSERTs of the key wait for the first commit.
  it('Idempotency-Key: concurrent duplicates store one feedback and all get its answer', async () => {
    const body = dismissal(f.a, f.jobs.interview)
    const responses = await Promise.all(Array.from({ length: 6 }, () => give(body, KEY)))
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200])
    const bodies = await Promise.all(responses.map((response) => response.json()))
    for (const answer of bodies) expect(answer).toEqual(bodies[0])
    expect(
      responses.filter((response) => response.headers.get('Idempotent-Replayed') === null),
    ).toHaveLength(1)
    expect(await allFeedbackRows()).toHaveLength(1)
    expect(await historyPairs(database.db, f.a.candidateId, f.jobs.interview.id)).toHaveLength(3)
  })
})
