import { afterEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import {
  endSession,
  isSignedIn,
  onSessionEnded,
  onSessionEnding,
  runSessionEndingTasks,
  startSession,
} from './session'

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

describe('before a logout (onSessionEnding)', () => {
  it('runs every task side by side, with the token still stored', async () => {
    writeStorage('accessToken', 'access-token')
    const seen: (string | null)[] = []
    const stopA = onSessionEnding(async () => void seen.push(readStorage('accessToken')))
    const stopB = onSessionEnding(async () => void seen.push(readStorage('accessToken')))
    await runSessionEndingTasks()
    expect(seen).toEqual(['access-token', 'access-token'])
    stopA()
    stopB()
  })

  it('never fails: a failing task is ignored', async () => {
    const other = vi.fn(async () => {})
    const stopA = onSessionEnding(async () => {
      throw new Error('offline')
    })
    const stopB = onSessionEnding(other)
    await expect(runSessionEndingTasks()).resolves.toBeUndefined()
    expect(other).toHaveBeenCalledOnce()
    stopA()
    stopB()
  })

  it('gives up on a slow task after the timeout, so a logout is never held up', async () => {
    vi.useFakeTimers()
    const stop = onSessionEnding(() => new Promise<void>(() => {}))
    let done = false
    const running = runSessionEndingTasks(3_000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(2_999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await running
    expect(done).toBe(true)
    stop()
    vi.useRealTimers()
  })

  it('an unsubscribed task no longer runs', async () => {
    const task = vi.fn(async () => {})
    onSessionEnding(task)()
    await runSessionEndingTasks()
    expect(task).not.toHaveBeenCalled()
  })
})
