import { afterEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import { endSession, isSignedIn, onSessionEnded, startSession } from './session'

vi.mock('@/shared/query/idb-persister', () => ({ wipePersistedQueries: vi.fn(async () => {}) }))
const { wipePersistedQueries } = await import('@/shared/query/idb-persister')

const spySink = (): AnalyticsSink => ({ identify: vi.fn(), capture: vi.fn(), reset: vi.fn() })

afterEach(() => {
  vi.clearAllMocks()
})

describe('session', () => {
  it('starts: stores the token and candidate id, drops the session token, identifies analytics', () => {
    const sink = spySink()
    analytics.setSink(sink)
    writeStorage('sessionToken', 'session-token-456')
    expect(isSignedIn()).toBe(false)

    startSession({ accessToken: 'access-token', candidateId: 'cand-1', mobileNumber: '5551234567' })

    expect(isSignedIn()).toBe(true)
    expect(readStorage('accessToken')).toBe('access-token')
    expect(readStorage('candidateId')).toBe('cand-1')
    expect(readStorage('sessionToken')).toBeNull()
    expect(sink.identify).toHaveBeenCalledWith('cand-1', { mobileNumber: '5551234567' })
  })

  it('ends: clears all storage, device id included, resets analytics, tells subscribers, wipes the cache', async () => {
    const sink = spySink()
    analytics.setSink(sink)
    writeStorage('deviceId', 'device-1')
    writeStorage('accessToken', 'access-token')
    writeStorage('onboardingStatus', '2')
    const listener = vi.fn()
    const unsubscribe = onSessionEnded(listener)

    await endSession()

    expect(isSignedIn()).toBe(false)
    expect(readStorage('onboardingStatus')).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(sink.reset).toHaveBeenCalledOnce()
    expect(listener).toHaveBeenCalledOnce()
    expect(wipePersistedQueries).toHaveBeenCalledOnce()

    unsubscribe()
    await endSession()
    expect(listener).toHaveBeenCalledOnce()
  })

  it('still wipes the cache when a subscriber throws', async () => {
    const unsubscribe = onSessionEnded(() => {
      throw new Error('boom')
    })
    await endSession()
    expect(wipePersistedQueries).toHaveBeenCalledOnce()
    unsubscribe()
  })
})
