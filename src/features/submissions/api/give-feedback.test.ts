import {
  dehydrate,
  hydrate,
  MutationObserver,
  onlineManager,
  QueryClient,
} from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationCard, ApplicationsPage, SubmissionDetail } from '@contract/applications'
import { applicationKeys } from '@/entities/application/api/application-keys'
import { jsonResponse, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import {
  feedbackMutationDefaults,
  giveFeedback,
  type FeedbackResult,
  type FeedbackVariables,
} from './give-feedback'
import { feedbackMutationKey } from './submissions-keys'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const JOB_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const OTHER_JOB_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const KEY = '9b2f7a44-3c51-4e0e-8d7b-2a1f6c0d4e55'

const variables = (overrides: Partial<FeedbackVariables> = {}): FeedbackVariables => ({
  candidateId: CANDIDATE_ID,
  jobId: JOB_ID,
  decision: 'NotInterested',
  reasons: ['Salary is too low', 'Other reason'],
  otherReason: 'Too far by bus',
  idempotencyKey: KEY,
  ...overrides,
})

const ok = (decision = 'NotInterested', status = 'CandidateDismissed') =>
  jsonResponse({
    status: true,
    message: 'Feedback saved',
    data: { data: { jobId: JOB_ID, candidateFeedbackState: decision, applicationStatus: status } },
  })
const failure = (status: number, message = 'Unavailable') =>
  jsonResponse({ status: false, message, error: { code: 'some_error' } }, status)

/** Answers in turn; the last answer repeats. */
const inTurn = (answers: FetchHandler[]): FetchHandler => {
  let index = 0
  return (request) => answers[Math.min(index++, answers.length - 1)]!(request)
}

const card = (jobId: string, applicationStatus = 'InReview'): ApplicationCard => ({
  jobId,
  jobTitle: 'Forklift Operator',
  companyName: 'Acme Logistics',
  location: 'Kent, WA',
  payRateMin: 20,
  payRateMax: 24,
  payRateType: 'Hourly',
  employmentType: 'Full-time',
  matchScore: 86,
  applicationStatus,
  candidateFeedbackState: null,
})

const page = (...cards: ApplicationCard[]): ApplicationsPage => ({
  data: cards,
  pagination: { totalCount: cards.length, page: 1, pageSize: 10, totalPages: 1 },
})

const detail = (applicationStatus = 'Interview'): SubmissionDetail => ({
  jobId: JOB_ID,
  applicationStatus,
  appliedDate: '2026-11-21T15:05:00.000Z',
  matchScore: 86,
  topMatchReason: 'Matches your forklift experience',
  candidateFeedbackState: null,
  jobDetails: {
    title: 'Forklift Operator',
    companyName: 'Acme Logistics',
    address: { city: 'Kent', state: 'WA' },
    payRateMin: 20,
    payRateMax: 24,
    payRateType: 'Hourly',
    employmentType: 'Full-time',
    summarizedJobDescription: 'Move pallets safely.',
  },
})

const clients: QueryClient[] = []
const newClient = () => {
  const queryClient = new QueryClient()
  queryClient.setMutationDefaults(feedbackMutationKey, feedbackMutationDefaults(queryClient))
  // Mounted, as QueryClientProvider does: it resumes paused mutations when the network returns.
  queryClient.mount()
  clients.push(queryClient)
  return queryClient
}

const submit = (queryClient: QueryClient, vars: FeedbackVariables = variables()) =>
  new MutationObserver<FeedbackResult, Error, FeedbackVariables>(queryClient, {
    mutationKey: feedbackMutationKey,
  }).mutate(vars)

const feedbackMutations = (queryClient: QueryClient) =>
  queryClient.getMutationCache().findAll({ mutationKey: feedbackMutationKey })

/** Lets the mutation's and the fetch stub's promises run. */
const settle = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  for (const client of clients.splice(0)) {
    client.unmount()
    client.clear()
  }
  onlineManager.setOnline(true)
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('giveFeedback', () => {
  it('posts the feedback body with the Idempotency-Key header and the access token', async () => {
    localStorage.setItem('accessToken', 'access-token')
    const { requests } = stubFetch(() => ok())
    expect(await giveFeedback(variables())).toEqual({
      jobId: JOB_ID,
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'CandidateDismissed',
    })
    const request = requests[0]!
    expect(request.method).toBe('POST')
    expect(new URL(request.url).pathname).toBe(
      `/api/CandidateApplication/applications/${JOB_ID}/feedback`,
    )
    expect(request.headers.get('Idempotency-Key')).toBe(KEY)
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
    expect(await request.json()).toEqual({
      candidateId: CANDIDATE_ID,
      jobId: JOB_ID,
      decision: 'NotInterested',
      reasons: ['Salary is too low', 'Other reason'],
      otherReason: 'Too far by bus',
    })
  })
})

describe('the feedback mutation defaults', () => {
  it('sends the same key again after a 5xx, and stops there once it succeeds', async () => {
    const { requests } = stubFetch(inTurn([() => failure(503), () => ok()]))
    const queryClient = newClient()
    const done = submit(queryClient)
    await settle()
    expect(requests).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    await done
    expect(requests).toHaveLength(2)
    expect(requests.map((request) => request.headers.get('Idempotency-Key'))).toEqual([KEY, KEY])
    expect(feedbackMutations(queryClient)[0]!.state.status).toBe('success')
  })

  it('gives up after three retries of a 5xx', async () => {
    const { requests } = stubFetch(() => failure(500))
    const queryClient = newClient()
    const done = submit(queryClient).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(await done).toMatchObject({ status: 500 })
    expect(requests).toHaveLength(4)
  })

  it('does not retry a 4xx and puts the cached views back', async () => {
    const { requests } = stubFetch(() => failure(422, 'This key was used for other feedback'))
    const queryClient = newClient()
    queryClient.setQueryData(applicationKeys.detail(CANDIDATE_ID, JOB_ID), detail())
    const done = submit(queryClient).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await done).toMatchObject({
      status: 422,
      userMessage: 'This key was used for other feedback',
    })
    expect(requests).toHaveLength(1)
    expect(queryClient.getQueryData(applicationKeys.detail(CANDIDATE_ID, JOB_ID))).toEqual(detail())
  })

  it('shows the feedback at once in the detail and every cached list page holding the job', async () => {
    stubFetch(() => new Promise<Response>(() => undefined))
    const queryClient = newClient()
    const detailKey = applicationKeys.detail(CANDIDATE_ID, JOB_ID)
    const allKey = applicationKeys.list(CANDIDATE_ID, 'all', 1)
    const activeKey = applicationKeys.list(CANDIDATE_ID, 'active', 2)
    const otherKey = applicationKeys.list(CANDIDATE_ID, 'hired', 1)
    queryClient.setQueryData(detailKey, detail('Interview'), { updatedAt: 1000 })
    queryClient.setQueryData(allKey, page(card(OTHER_JOB_ID), card(JOB_ID, 'InReview')))
    queryClient.setQueryData(activeKey, page(card(JOB_ID, 'JobOffer')))
    queryClient.setQueryData(otherKey, page(card(OTHER_JOB_ID, 'Hired')), { updatedAt: 2000 })

    void submit(queryClient)
    await settle()

    expect(queryClient.getQueryData<SubmissionDetail>(detailKey)).toMatchObject({
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'CandidateDismissed',
    })
    // The saved time stays the server's: the offline notice must not look fresher.
    expect(queryClient.getQueryState(detailKey)?.dataUpdatedAt).toBe(1000)
    const all = queryClient.getQueryData<ApplicationsPage>(allKey)!
    expect(all.data[0]).toEqual(card(OTHER_JOB_ID))
    expect(all.data[1]).toMatchObject({
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'CandidateDismissed',
    })
    expect(queryClient.getQueryData<ApplicationsPage>(activeKey)!.data[0]).toMatchObject({
      applicationStatus: 'CandidateDismissed',
    })
    expect(queryClient.getQueryState(otherKey)?.dataUpdatedAt).toBe(2000)
  })

  it('keeps the status for Interested and on a final status', async () => {
    stubFetch(() => new Promise<Response>(() => undefined))
    const queryClient = newClient()
    const detailKey = applicationKeys.detail(CANDIDATE_ID, JOB_ID)
    const listKey = applicationKeys.list(CANDIDATE_ID, 'all', 1)
    queryClient.setQueryData(detailKey, detail('InReview'))
    queryClient.setQueryData(listKey, page(card(JOB_ID, 'Hired')))

    void submit(queryClient, variables({ decision: 'Interested', reasons: ['Great location'] }))
    await settle()
    expect(queryClient.getQueryData<SubmissionDetail>(detailKey)).toMatchObject({
      candidateFeedbackState: 'Interested',
      applicationStatus: 'InReview',
    })

    void submit(queryClient, variables({ idempotencyKey: crypto.randomUUID() }))
    await settle()
    expect(queryClient.getQueryData<ApplicationsPage>(listKey)!.data[0]).toMatchObject({
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'Hired',
    })
  })

  it('refetches every view of the applications once settled', async () => {
    stubFetch(() => ok())
    const queryClient = newClient()
    const statsKey = applicationKeys.submissionStats(CANDIDATE_ID)
    queryClient.setQueryData(statsKey, [])
    await submit(queryClient)
    expect(queryClient.getQueryState(statsKey)?.isInvalidated).toBe(true)
  })

  it('offline, pauses without sending and shows the feedback; online, sends it once', async () => {
    const { requests } = stubFetch(() => ok())
    const queryClient = newClient()
    const detailKey = applicationKeys.detail(CANDIDATE_ID, JOB_ID)
    queryClient.setQueryData(detailKey, detail('InReview'))
    onlineManager.setOnline(false)

    const done = submit(queryClient)
    await vi.advanceTimersByTimeAsync(5000)
    expect(requests).toHaveLength(0)
    const [mutation] = feedbackMutations(queryClient)
    expect(mutation!.state).toMatchObject({ status: 'pending', isPaused: true })
    expect(queryClient.getQueryData<SubmissionDetail>(detailKey)).toMatchObject({
      candidateFeedbackState: 'NotInterested',
      applicationStatus: 'CandidateDismissed',
    })

    onlineManager.setOnline(true)
    await done
    expect(requests).toHaveLength(1)
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe(KEY)
    expect(mutation!.state.status).toBe('success')
  })

  it('a paused feedback saved and restored in a later visit is sent with its key once online', async () => {
    const { requests } = stubFetch(() => ok())
    onlineManager.setOnline(false)
    const firstVisit = newClient()
    void submit(firstVisit)
    await settle()
    // What the persister saves: paused mutations are dehydrated by default.
    const saved = JSON.parse(JSON.stringify(dehydrate(firstVisit))) as ReturnType<typeof dehydrate>
    expect(saved.mutations).toHaveLength(1)

    const laterVisit = newClient()
    hydrate(laterVisit, saved)
    void laterVisit.resumePausedMutations()
    await settle()
    expect(requests).toHaveLength(0)
    expect(feedbackMutations(laterVisit)[0]!.state.isPaused).toBe(true)

    firstVisit.unmount()
    firstVisit.getMutationCache().clear()
    onlineManager.setOnline(true)
    await vi.advanceTimersByTimeAsync(0)
    await vi.waitFor(() => expect(feedbackMutations(laterVisit)[0]!.state.status).toBe('success'))
    expect(requests).toHaveLength(1)
    expect(requests[0]!.headers.get('Idempotency-Key')).toBe(KEY)
    expect(await requests[0]!.json()).toMatchObject({ decision: 'NotInterested' })
  })

  it('sends two answers given offline one after the other, in order', async () => {
    const order: string[] = []
    stubFetch(async (request) => {
      const body = (await request.json()) as { decision: string }
      order.push(body.decision)
      return ok(body.decision)
    })
    const queryClient = newClient()
    onlineManager.setOnline(false)
    const first = submit(
      queryClient,
      variables({ decision: 'Interested', reasons: ['Good Salary'] }),
    )
    const second = submit(
      queryClient,
      variables({
        decision: 'Neutral',
        reasons: [],
        otherReason: '',
        idempotencyKey: OTHER_JOB_ID,
      }),
    )
    await settle()
    onlineManager.setOnline(true)
    await Promise.all([first, second])
    expect(order).toEqual(['Interested', 'Neutral'])
  })
})
