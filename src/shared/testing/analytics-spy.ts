import { vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'

/**
 * A signed-in browser ('access-token' stored, as login stores it) whose analytics go to a sink
 * of spies: call it in beforeEach and assert on the returned sink's `capture`.
 */
export const signInWithSpySink = (): AnalyticsSink => {
  localStorage.setItem('accessToken', 'access-token')
  const sink: AnalyticsSink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
  return sink
}
