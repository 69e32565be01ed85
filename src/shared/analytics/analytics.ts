import { appConfig } from '@/shared/config'
import { noopSink, type AnalyticsProperties, type AnalyticsSink } from './analytics-sink'
import { loadPosthogSink } from './posthog-sink'
import { whenIdle } from './when-idle'

type QueuedCall = (sink: AnalyticsSink) => void

/** Events queued while PostHog loads; beyond this the oldest are dropped. */
const MAX_QUEUED_CALLS = 100

interface AnalyticsOptions {
  apiKey: string | undefined
  loadSink: () => Promise<AnalyticsSink>
  schedule: (task: () => void) => void
}

/**
 * Usage analytics behind a pluggable sink. Without a key every call goes to the no-op sink.
 * With a key, calls made before PostHog has loaded are queued and replayed once it has.
 * Never pass codes or tokens as properties.
 */
export const createAnalytics = ({ apiKey, loadSink, schedule }: AnalyticsOptions) => {
  let sink: AnalyticsSink = noopSink
  let queue: QueuedCall[] | undefined = apiKey ? [] : undefined
  let started = false

  const dispatch = (call: QueuedCall) => {
    if (queue) {
      queue.push(call)
      if (queue.length > MAX_QUEUED_CALLS) queue.shift()
    } else {
      call(sink)
    }
  }

  const switchSink = (next: AnalyticsSink) => {
    sink = next
    const pending = queue ?? []
    queue = undefined
    for (const call of pending) call(sink)
  }

  return {
    /** Starts loading the real sink after first paint (no-op without a key). Call once at start. */
    init(): void {
      if (!apiKey || started) return
      started = true
      schedule(() => {
        loadSink().then(switchSink, () => {
          // Blocked by an ad blocker or offline: analytics is optional, the app goes on.
          queue = undefined
        })
      })
    },
    /** Replaces the sink (tests, another vendor) and flushes anything queued into it. */
    setSink: switchSink,
    identify(candidateId: string, mobileNumber: string): void {
      dispatch((s) => s.identify(candidateId, { mobileNumber }))
    },
    capture(event: string, properties?: AnalyticsProperties): void {
      dispatch((s) => s.capture(event, properties))
    },
    reset(): void {
      dispatch((s) => s.reset())
    },
  }
}

type Analytics = ReturnType<typeof createAnalytics>

export const analytics: Analytics = createAnalytics({
  apiKey: appConfig.posthogKey,
  loadSink: () => loadPosthogSink(appConfig.posthogKey ?? '', appConfig.posthogHost),
  schedule: whenIdle,
})
