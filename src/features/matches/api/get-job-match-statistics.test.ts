import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { getJobMatchStatistics } from './get-job-match-statistics'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getJobMatchStatistics', () => {
  it('asks with the candidate id and the access token, and returns data.data', async () => {
    localStorage.setItem('accessToken', 'access-token')
    const counts = {
      highMatches: 5,
      goodMatches: 3,
      highMatchesPercentage: 63,
      goodMatchesPercentage: 37,
    }
    const { requests } = stubFetch(() => ok({ data: counts }))
    expect(await getJobMatchStatistics(CANDIDATE_ID)).toEqual(counts)
    const request = requests[0]!
    const url = new URL(request.url)
    expect(request.method).toBe('GET')
    expect(url.pathname).toBe('/api/CandidateApplication/GetJobMatchStatistics')
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('rejects counts that break the contract', async () => {
    stubFetch(() =>
      ok({
        data: {
          highMatches: -1,
          goodMatches: 0,
          highMatchesPercentage: 0,
          goodMatchesPercentage: 0,
        },
      }),
    )
    await expect(getJobMatchStatistics(CANDIDATE_ID)).rejects.toThrow(/highMatches/)
  })
})
