import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { getProfileAnalysisStatus } from './get-profile-analysis-status'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getProfileAnalysisStatus', () => {
  it('asks with the candidate id and the access token, and returns data.data', async () => {
    localStorage.setItem('accessToken', 'access-token')
    const { requests } = stubFetch(() =>
      ok({ data: { percentageComplete: 40, status: 'matching' } }),
    )
    expect(await getProfileAnalysisStatus(CANDIDATE_ID)).toEqual({
      percentageComplete: 40,
      status: 'matching',
    })
    const request = requests[0]!
    const url = new URL(request.url)
    expect(request.method).toBe('GET')
    expect(url.pathname).toBe('/api/Candidate/GetProfileAnalysisStatus')
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('rejects a figure outside 0 to 100, and does not retry a failure on its own', async () => {
    stubFetch(() => ok({ data: { percentageComplete: 140, status: 'matching' } }))
    await expect(getProfileAnalysisStatus(CANDIDATE_ID)).rejects.toThrow(/percentageComplete/)
    const { requests } = stubFetch(() =>
      jsonResponse({ status: false, message: 'down', error: { code: 'internal_error' } }, 503),
    )
    await expect(getProfileAnalysisStatus(CANDIDATE_ID)).rejects.toMatchObject({ status: 503 })
    expect(requests).toHaveLength(1)
  })
})
