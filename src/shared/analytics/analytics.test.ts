import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsSink } from './analytics-sink'
import { createAnalytics } from './analytics'

const posthogImported = vi.fn()
vi.mock('posthog-js', () => {
  posthogImported()
  return { default: { init: vi.fn(), identify: vi.fn(), capture: vi.fn(), reset: vi.fn() } }
})

const spySink = (): AnalyticsSink => ({ identify: vi.fn(), capture: vi.fn(), reset: vi.fn() })

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('analytics without a key', () => {
  it('makes no network call and never loads PostHog', async () => {
    vi.useFakeTimers()
    const fetchMock = vi.fn()
    const beacon = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: beacon })
    const xhrOpen = vi.spyOn(XMLHttpRequest.prototype, 'open')
    const { analytics } = await import('./analytics')

    analytics.init()
    analytics.identify('cand-1', '5551234567')
    analytics.capture('otp_requested')
    analytics.reset()
    window.dispatchEvent(new Event('load'))
    await vi.runAllTimersAsync()

    expect(fetchMock).not.toHaveBeenCalled()
    expect(beacon).not.toHaveBeenCalled()
    expect(xhrOpen).not.toHaveBeenCalled()
    expect(posthogImported).not.toHaveBeenCalled()
  })

  it('never asks for the sink loader', () => {
    const loadSink = vi.fn()
    const schedule = vi.fn()
    const analytics = createAnalytics({ apiKey: undefined, loadSink, schedule })
    analytics.init()
    analytics.capture('otp_requested')
    expect(schedule).not.toHaveBeenCalled()
    expect(loadSink).not.toHaveBeenCalled()
  })
})

describe('analytics with a key', () => {
  it('loads the sink only when scheduled, and replays what was captured before, in order', async () => {
    const sink = spySink()
    let scheduled: (() => void) | undefined
    const loadSink = vi.fn(async () => sink)
    const analytics = createAnalytics({
      apiKey: 'phc_test',
      loadSink,
      schedule: (task) => (scheduled = task),
    })

    analytics.init()
    analytics.capture('otp_requested', { step: 1 })
    analytics.identify('cand-1', '5551234567')
    expect(loadSink).not.toHaveBeenCalled()

    scheduled?.()
    await vi.waitFor(() => expect(sink.capture).toHaveBeenCalledWith('otp_requested', { step: 1 }))
    expect(sink.identify).toHaveBeenCalledWith('cand-1', { mobileNumber: '5551234567' })

    analytics.capture('logged_out')
    expect(sink.capture).toHaveBeenLastCalledWith('logged_out', undefined)
  })

  it('drops the queue and carries on when the sink cannot load (ad blocker, offline)', async () => {
    let scheduled: (() => void) | undefined
    const analytics = createAnalytics({
      apiKey: 'phc_test',
      loadSink: () => Promise.reject(new Error('blocked')),
      schedule: (task) => (scheduled = task),
    })
    analytics.init()
    analytics.capture('otp_requested')
    scheduled?.()
    await Promise.resolve()
    await Promise.resolve()
    expect(() => analytics.capture('otp_resent')).not.toThrow()
  })
})
