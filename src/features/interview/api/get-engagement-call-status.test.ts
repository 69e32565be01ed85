import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { getEngagementCallStatus, getPhoneCallStatus } from './get-engagement-call-status'

const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('getEngagementCallStatus', () => {
  it('asks with the engagement id and the access token, and returns data.data', async () => {
    localStorage.setItem('accessToken', 'access-token')
    const { requests } = stubFetch(() =>
      jsonResponse({ status: true, message: 'ok', data: { data: 'completed' } }),
    )
    expect(await getEngagementCallStatus(ENGAGEMENT_ID)).toBe('completed')
    const url = new URL(requests[0]!.url)
    expect(url.pathname).toBe('/api/Engagement/GetEngagementCallStatus')
    expect(url.searchParams.get('engagementId')).toBe(ENGAGEMENT_ID)
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('tells a phone call waiting for room, and reads its absence as not waiting', async () => {
    stubFetch(() =>
      jsonResponse({
        status: true,
        message: 'ok',
        data: { data: 'connecting', waitingForRoom: true },
      }),
    )
    expect(await getPhoneCallStatus(ENGAGEMENT_ID)).toEqual({
      status: 'connecting',
      waitingForRoom: true,
    })
    stubFetch(() => jsonResponse({ status: true, message: 'ok', data: { data: 'connecting' } }))
    expect(await getPhoneCallStatus(ENGAGEMENT_ID)).toEqual({
      status: 'connecting',
      waitingForRoom: false,
    })
  })

  it('rejects a status the contract does not know, and does not retry a failure', async () => {
    stubFetch(() => jsonResponse({ status: true, message: 'ok', data: { data: 'done' } }))
    await expect(getEngagementCallStatus(ENGAGEMENT_ID)).rejects.toThrow()
    const { requests } = stubFetch(() =>
      jsonResponse({ status: false, message: 'down', error: { code: 'internal_error' } }, 503),
    )
    await expect(getEngagementCallStatus(ENGAGEMENT_ID)).rejects.toThrow()
    expect(requests).toHaveLength(1)
  })
})
