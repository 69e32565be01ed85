import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isApiError } from '@/shared/http/api-error'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { scheduleCall } from './schedule-call'

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const AT = '2026-12-08T13:00:00.000Z'
const CALL = {
  id: 'call-1',
  at: AT,
  timeZone: 'America/New_York',
  status: 'scheduled',
  engagementId: null,
}

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })

beforeEach(() => localStorage.setItem('accessToken', 'access-token'))
afterEach(() => vi.unstubAllGlobals())

describe('scheduleCall', () => {
  it('posts the candidate and the slot, and returns the call now waiting', async () => {
    const { requests } = stubFetch(() => ok(CALL))
    expect(await scheduleCall({ candidateId: CANDIDATE_ID, at: AT })).toEqual(CALL)
    expect(requests).toHaveLength(1)
    expect(requests[0]!.method).toBe('POST')
    expect(new URL(requests[0]!.url).pathname).toBe('/api/Engagement/ScheduleCall')
    expect(await requests[0]!.json()).toEqual({ candidateId: CANDIDATE_ID, at: AT })
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('rejects an answer without the call', async () => {
    stubFetch(() => ok(null))
    await expect(scheduleCall({ candidateId: CANDIDATE_ID, at: AT })).rejects.toSatisfy(isApiError)
  })

  it("passes the server's refusal on, once (it sets up a call)", async () => {
    const { requests } = stubFetch(() =>
      jsonResponse(
        {
          status: false,
          message: 'at must be in the future',
          error: { code: 'validation_failed' },
        },
        400,
      ),
    )
    const error: unknown = await scheduleCall({ candidateId: CANDIDATE_ID, at: AT }).catch(
      (e: unknown) => e,
    )
    expect(isApiError(error) && error.code).toBe('validation_failed')
    expect(requests).toHaveLength(1)
  })
})
