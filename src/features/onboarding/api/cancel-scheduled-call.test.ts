import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { cancelScheduledCall } from './cancel-scheduled-call'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const CALL = {
  id: 'call-1',
  at: '2026-12-08T13:00:00.000Z',
  timeZone: 'America/New_York',
  status: 'cancelled',
  engagementId: null,
}

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

beforeEach(() => localStorage.setItem('accessToken', 'access-token'))
afterEach(() => vi.unstubAllGlobals())

describe('cancelScheduledCall', () => {
  it('posts the candidate and returns the cancelled call', async () => {
    const { requests } = stubFetch(() => ok(CALL))
    expect(await cancelScheduledCall(CANDIDATE_ID)).toEqual(CALL)
    expect(requests[0]!.method).toBe('POST')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/Engagement/CancelScheduledCall')
    expect(await requests[0]!.json()).toEqual({ candidateId: CANDIDATE_ID })
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('returns null when no call was waiting', async () => {
    stubFetch(() => ok(null))
    expect(await cancelScheduledCall(CANDIDATE_ID)).toBeNull()
  })
})
