import { analytics } from '@/shared/analytics/analytics'
import { isApiError } from '@/shared/http/api-error'

/**
 * Usage events of the dashboard. Properties carry status and error codes only, never a name
 * or an id.
 */
export const dashboardEvents = {
  /**
   * docs/product.md#dashboard: the dashboard could not load; it shows no stats and no jobs instead.
   */
  loadFailed: 'dashboard_load_failed',
  /** Another page of the active submissions could not load; the list shows empty. */
  pageLoadFailed: 'dashboard_page_load_failed',
} as const

type DashboardFailureEvent =
  typeof dashboardEvents.loadFailed | typeof dashboardEvents.pageLoadFailed

/**
 * docs/product.md#dashboard: a failure is reported (console and analytics), never shown to the
 * candidate.
 */
export function reportDashboardFailure(event: DashboardFailureEvent, error: unknown): void {
  console.error(`Dashboard: ${event}`, error)
  analytics.capture(event, {
    status: isApiError(error) ? (error.status ?? null) : null,
    code: isApiError(error) ? (error.code ?? null) : null,
  })
}
