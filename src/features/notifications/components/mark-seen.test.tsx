import { act, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { applicationCard } from '@/entities/application/testing/application-card'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import { writeStorage } from '@/shared/storage/local-storage'
import { pushKeys } from '../api/push-keys'
import { MarkSubmissionSeen, MarkSubmissionsPageSeen } from './mark-seen'

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

const serve = (unseenJobIds: string[]) => {
  let unseen = [...unseenJobIds]
  return stubFetch(
    routeFetch({
      'GET /api/Push/BadgeCount': () => ok({ unseenCount: unseen.length, unseenJobIds: unseen }),
      'POST /api/Push/MarkSeen': async (request) => {
        const { jobIds } = (await request.json()) as { jobIds: string[] }
        unseen = unseen.filter((jobId) => !jobIds.includes(jobId))
        return ok({ unseenCount: unseen.length, unseenJobIds: unseen })
      },
      'GET /api/CandidateApplication/applications': () =>
        ok({
          data: ['job-1', 'job-2', 'job-3'].map((jobId) => applicationCard({ jobId })),
          pagination: { totalCount: 3, page: 1, pageSize: 10, totalPages: 1 },
        }),
    }),
  )
}

const markSeenBodies = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => request.url.endsWith('/api/Push/MarkSeen'))
      .map((request) => request.clone().json()),
  )

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

beforeEach(() => writeStorage('candidateId', CANDIDATE_ID))
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('MarkSubmissionSeen (the detail)', () => {
  it('marks the job seen when its change was unseen, and the badge takes the answer', async () => {
    const { requests } = serve(['job-2', 'job-9'])
    const { queryClient } = await renderScreen({
      path: '/submissions/job-2',
      component: () => <MarkSubmissionSeen jobId="job-2" />,
    })
    await waitFor(async () =>
      expect(await markSeenBodies(requests)).toEqual([
        { candidateId: CANDIDATE_ID, jobIds: ['job-2'] },
      ]),
    )
    await waitFor(() =>
      expect(queryClient.getQueryData(pushKeys.badge(CANDIDATE_ID))).toEqual({
        unseenCount: 1,
        unseenJobIds: ['job-9'],
      }),
    )
  })

  it('sends nothing for a job with nothing unseen', async () => {
    const { requests } = serve(['job-9'])
    const { queryClient } = await renderScreen({
      path: '/submissions/job-2',
      component: () => <MarkSubmissionSeen jobId="job-2" />,
    })
    await waitFor(() =>
      expect(queryClient.getQueryData(pushKeys.badge(CANDIDATE_ID))).toBeDefined(),
    )
    expect(await markSeenBodies(requests)).toEqual([])
  })
})

describe('MarkSubmissionsPageSeen (the list)', () => {
  it('marks the unseen changes among the cards on screen, and only those', async () => {
    const { requests } = serve(['job-3', 'job-1', 'job-42'])
    await renderScreen({
      path: '/submissions',
      component: () => <MarkSubmissionsPageSeen filter="all" page={1} />,
    })
    await waitFor(async () =>
      expect(await markSeenBodies(requests)).toEqual([
        { candidateId: CANDIDATE_ID, jobIds: ['job-1', 'job-3'] },
      ]),
    )
  })
})

describe('offline', () => {
  it('sends nothing while offline and marks the job once back online', async () => {
    setOnline(false)
    const { requests } = serve(['job-2'])
    const { queryClient } = await renderScreen({
      path: '/submissions/job-2',
      component: () => <MarkSubmissionSeen jobId="job-2" />,
    })
    queryClient.setQueryData(pushKeys.badge(CANDIDATE_ID), {
      unseenCount: 1,
      unseenJobIds: ['job-2'],
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(await markSeenBodies(requests)).toEqual([])

    setOnline(true)
    await waitFor(async () =>
      expect(await markSeenBodies(requests)).toEqual([
        { candidateId: CANDIDATE_ID, jobIds: ['job-2'] },
      ]),
    )
  })
})
