import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { candidateDetailsResponseSchema } from '@contract/candidate'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import { jsonResponse, stubFetch } from '@/shared/testing/fetch-stub'
import { backendApi, loginApi, publicApi } from './api-clients'
import { requestJson } from './request-json'
import { setUnauthorizedHandler } from './unauthorized'

vi.mock('@/shared/query/idb-persister', () => ({ wipePersistedQueries: vi.fn(async () => {}) }))
const { wipePersistedQueries } = await import('@/shared/query/idb-persister')

const API = window.location.origin

beforeEach(() => {
  writeStorage('accessToken', 'access-token-123')
  writeStorage('sessionToken', 'session-token-456')
})

afterEach(() => {
  vi.unstubAllGlobals()
  setUnauthorizedHandler(undefined)
  vi.clearAllMocks()
})

describe('token headers', () => {
  it('backendApi sends the access token as bearer, plus the device id', async () => {
    const { requests } = stubFetch(() => jsonResponse({}))
    await backendApi.get('api/Candidate/GetDetails')
    expect(requests[0]?.url).toBe(`${API}/api/Candidate/GetDetails`)
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer access-token-123')
    expect(requests[0]?.headers.get('X-DeviceId')).toBe(readStorage('deviceId'))
  })

  it('loginApi sends the session token', async () => {
    const { requests } = stubFetch(() => jsonResponse({}))
    await loginApi.post('api/SMSLogin/ValidateOtp', { json: {} })
    expect(requests[0]?.headers.get('Authorization')).toBe('Bearer session-token-456')
  })

  it('publicApi sends no token, but the device id', async () => {
    const { requests } = stubFetch(() => jsonResponse({}))
    await publicApi.post('api/SMSLogin/SignUpAndLogin', { json: {} })
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
    expect(requests[0]?.headers.get('X-DeviceId')).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends no token (nor device id) to another host, even through backendApi', async () => {
    const { requests } = stubFetch(() => jsonResponse({}))
    await backendApi.get(new URL('https://uploads.example.net/container/resume.pdf'))
    expect(requests[0]?.url).toBe('https://uploads.example.net/container/resume.pdf')
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
    expect(requests[0]?.headers.has('X-DeviceId')).toBe(false)
  })

  it('sends no Authorization header when no token is stored', async () => {
    localStorage.clear()
    const { requests } = stubFetch(() => jsonResponse({}))
    await backendApi.get('api/Job/GetJobsAggregatedCount')
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
  })
})

describe('a 401 from the backend', () => {
  const unauthorized = () =>
    jsonResponse(
      { status: false, message: 'Session expired', error: { code: 'unauthorized' } },
      401,
    )

  it('clears local storage, wipes the persisted cache, resets analytics and calls the app handler', async () => {
    writeStorage('candidateId', 'c-1')
    const sink: AnalyticsSink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
    analytics.setSink(sink)
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(unauthorized)

    const failure = requestJson(candidateDetailsResponseSchema, () =>
      backendApi.get('api/Candidate/GetDetails'),
    )
    await expect(failure).rejects.toMatchObject({
      name: 'ApiError',
      status: 401,
      userMessage: 'Session expired',
    })

    expect(readStorage('accessToken')).toBeNull()
    expect(readStorage('candidateId')).toBeNull()
    expect(readStorage('sessionToken')).toBeNull()
    expect(wipePersistedQueries).toHaveBeenCalledOnce()
    expect(sink.reset).toHaveBeenCalledOnce()
    expect(handler).toHaveBeenCalledOnce()
  })

  it('runs the sign-out path once for parallel 401s', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(unauthorized)
    await Promise.allSettled([
      backendApi.get('api/a', { retry: 0 }),
      backendApi.get('api/b', { retry: 0 }),
    ])
    expect(handler).toHaveBeenCalledOnce()
  })

  it('is left to the login screen when it answers a login call (wrong or expired code)', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(unauthorized)
    await expect(loginApi.post('api/SMSLogin/ValidateOtp', { json: {} })).rejects.toThrow()
    expect(handler).not.toHaveBeenCalled()
    expect(readStorage('sessionToken')).toBe('session-token-456')
  })

  it('from another host does not end the session', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    stubFetch(unauthorized)
    await expect(
      backendApi.get(new URL('https://uploads.example.net/x'), { retry: 0 }),
    ).rejects.toThrow()
    expect(handler).not.toHaveBeenCalled()
    expect(readStorage('accessToken')).toBe('access-token-123')
  })
})
