import type { AnalyticsSink } from './analytics-sink'

/** Loaded only by dynamic import, so PostHog never weighs on the first paint. */
export const loadPosthogSink = async (apiKey: string, apiHost: string): Promise<AnalyticsSink> => {
  const { default: posthog } = await import('posthog-js')
  posthog.init(apiKey, {
    api_host: apiHost,
    // docs/product.md#calls-and-errors: started with autocapture off; screens send their own
    // events.
    autocapture: false,
    capture_pageview: false,
    capture_pageleave: false,
    disable_session_recording: true,
    persistence: 'localStorage',
  })
  return {
    identify: (distinctId, properties) => posthog.identify(distinctId, properties),
    capture: (event, properties) => void posthog.capture(event, properties),
    reset: () => posthog.reset(),
  }
}
