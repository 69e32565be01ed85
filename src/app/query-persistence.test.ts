import type { PersistedClient } from '@tanstack/query-persist-client-core'
import { onlineManager, QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'

/**
 * IndexedDB stands in as two variables: what the app saves, and what the next visit reads (the
 * test copies one into the other where the first visit's app is closed).
 */
let saved: PersistedClient | undefined
let readByNextVisit: PersistedClient | undefined
vi.mock('@/shared/query/idb-persister', () => ({
  createIdbPersister: () => ({
    persistClient: async (client: PersistedClient) => {
      saved = structuredClone(client)
    },
    restoreClient: async () => readByNextVisit,
    removeClient: async () => {
      saved = undefined
    },
  }),
}))

afterEach(() => {
  saved = undefined
  readByNextVisit = undefined
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

const JOB_ID = '7f1c2a4e-0d5b-4c1e-9a57-3f0b8d2e6c11'
const CANDIDATE_ID = '0b7e6f9a-3c2d-4e1f-8a9b-5c6d7e8f9a0b'

describe('query persistence across visits', () => {
  it('sends a feedback that was on its way when the app closed, with its key, in the next visit', async () => {
    // Visit 1: the feedback is sent, and the app closes before the answer arrives.
    const visit1Network = stubFetch(() => new Promise<Response>(() => {}))
    vi.resetModules()
    const first = await import('./query-persistence')
    const visit1 = new QueryClient()
    await first.startQueryPersistence(visit1)
    void visit1.getMutationCache().build(visit1, { mutationKey: feedbackMutationKey }).execute({
      candidateId: CANDIDATE_ID,
      jobId: JOB_ID,
      decision: 'Neutral',
      reasons: [],
      otherReason: '',
      idempotencyKey: 'a3c1e9f0-5b2d-4c7e-8f1a-2b3c4d5e6f70',
    })
    await vi.waitFor(() => expect(visit1Network.requests).toHaveLength(1))
    await vi.waitFor(() =>
      expect(saved?.clientState.mutations[0]?.state.variables).toMatchObject({ jobId: JOB_ID }),
    )
    readByNextVisit = structuredClone(saved)

    // Visit 2: a new page reads the saved cache and sends it again, with the same key.
    const { requests } = stubFetch(() =>
      jsonResponse({
        status: true,
        message: 'Feedback saved successfully',
        data: {
          data: { jobId: JOB_ID, candidateFeedbackState: 'Neutral', applicationStatus: 'InReview' },
        },
      }),
    )
    vi.resetModules()
    const second = await import('./query-persistence')
    const visit2 = new QueryClient()
    await second.startQueryPersistence(visit2)
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('a3c1e9f0-5b2d-4c7e-8f1a-2b3c4d5e6f70')
    await vi.waitFor(() =>
      expect(visit2.getMutationCache().getAll()[0]?.state.status).toBe('success'),
    )
  })

  it('keeps the last good data of a screen whose refresh failed, for the next visit offline', async () => {
    vi.resetModules()
    const first = await import('./query-persistence')
    const visit1 = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await first.startQueryPersistence(visit1)
    const queryKey = ['dashboard-stats', CANDIDATE_ID]
    const meta = { persist: true }
    await visit1.fetchQuery({ queryKey, meta, queryFn: async () => ({ interviews: 2 }) })
    await expect(
      visit1.fetchQuery({
        queryKey,
        meta,
        staleTime: 0,
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    ).rejects.toThrow('Failed to fetch')
    // A screen that never loaded has nothing worth saving.
    await expect(
      visit1.fetchQuery({
        queryKey: ['never-loaded'],
        meta,
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    ).rejects.toThrow()
    expect(visit1.getQueryState(queryKey)?.status).toBe('error')
    await vi.waitFor(() =>
      expect(saved?.clientState.queries.map((query) => query.queryKey)).toEqual([queryKey]),
    )
    readByNextVisit = structuredClone(saved)

    vi.resetModules()
    const second = await import('./query-persistence')
    const visit2 = new QueryClient()
    await second.startQueryPersistence(visit2)
    expect(visit2.getQueryData(queryKey)).toEqual({ interviews: 2 })
    expect(visit2.getQueryState(queryKey)).toMatchObject({ status: 'success', error: null })
  })
})
