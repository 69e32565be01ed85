import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { retryProfileAnalysis } from './retry-profile-analysis'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('retryProfileAnalysis', () => {
  it('posts with the candidate id and the access token, and returns the new state', async () => {
    localStorage.setItem('accessToken', 'access-token')
    const { requests } = stubFetch(() =>
      jsonResponse({
        status: true,
        message: 'ok',
        data: { data: { percentageComplete: 0, status: 'queued' } },
      }),
    )
    expect(await retryProfileAnalysis(CANDIDATE_ID)).toEqual({
      percentageComplete: 0,
      status: 'queued',
    })
    const request = requests[0]!
    const url = new URL(request.url)
    expect(request.method).toBe('POST')
    expect(url.pathname).toBe('/api/Candidate/RetryProfileAnalysis')
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('fails with the server status, asking once', async () => {
    const { requests } = stubFetch(() =>
      jsonResponse({ status: false, message: 'down', error: { code: 'internal_error' } }, 503),
    )
    await expect(retryProfileAnalysis(CANDIDATE_ID)).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
  })
})
