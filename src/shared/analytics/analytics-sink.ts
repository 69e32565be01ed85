export type AnalyticsProperties = Record<string, string | number | boolean | null | undefined>

/** Where analytics calls end up. Swap it (setSink) for PostHog, a test spy, or nothing. */
export interface AnalyticsSink {
  identify(distinctId: string, properties?: AnalyticsProperties): void
  capture(event: string, properties?: AnalyticsProperties): void
  reset(): void
}

/** The default: no network call, no storage. */
export const noopSink: AnalyticsSink = {
  identify: () => {},
  capture: () => {},
  reset: () => {},
}
