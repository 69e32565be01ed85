import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApiError } from '@/shared/http/api-error'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { getScheduledCall } from './get-scheduled-call'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const CALL = {
  id: 'call-1',
  at: '2026-12-08T13:00:00.000Z',
  timeZone: 'America/New_York',
  status: 'scheduled',
  engagementId: null,
}

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

beforeEach(() => localStorage.setItem('accessToken', 'access-token'))
afterEach(() => vi.unstubAllGlobals())

describe('getScheduledCall', () => {
  it('asks with the candidate id and returns the waiting call', async () => {
    const { requests } = stubFetch(() => ok(CALL))
    expect(await getScheduledCall(CANDIDATE_ID)).toEqual(CALL)
    const url = new URL(requests[0]!.url)
    expect(requests[0]!.method).toBe('GET')
    expect(url.pathname).toBe('/api/Engagement/ScheduledCall')
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('returns null when no call is waiting', async () => {
    stubFetch(() => ok(null))
    expect(await getScheduledCall(CANDIDATE_ID)).toBeNull()
  })

  it('rejects a status the contract does not know', async () => {
    stubFetch(() => ok({ ...CALL, status: 'ringing' }))
    await expect(getScheduledCall(CANDIDATE_ID)).rejects.toSatisfy(isApiError)
  })
})
