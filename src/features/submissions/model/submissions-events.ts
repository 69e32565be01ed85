import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsProperties } from '@/shared/analytics/analytics-sink'
import { isApiError } from '@/shared/http/api-error'

/**
 * Usage events of the submissions screens and the feedback modal. Properties carry filters,
 * decisions, counts and HTTP statuses only, never a job's text or a reason the candidate typed.
 */
export const submissionsEvents = {
  /**
   * docs/product.md#submissions: the list (or its counts) could not be loaded; the screen shows it
   * empty.
   */
  listLoadFailed: 'submissions_list_load_failed',
  statsLoadFailed: 'submissions_stats_load_failed',
  /** docs/product.md#submissions: the detail could not be loaded; the screen shows it empty. */
  detailLoadFailed: 'submission_detail_load_failed',
  /** The detail shows without its stage history. */
  historyLoadFailed: 'submission_history_load_failed',
  feedbackSent: 'submission_feedback_sent',
  /** Given offline: queued and sent when the network is back. */
  feedbackQueued: 'submission_feedback_queued',
  feedbackFailed: 'submission_feedback_failed',
} as const

export type SubmissionsEvent = (typeof submissionsEvents)[keyof typeof submissionsEvents]

/**
 * docs/product.md#submissions: a screen that could not load shows itself empty, with no message,
 * and the error is reported: to the console for whoever is debugging, and as a usage event.
 */
export const reportLoadFailure = (
  event: SubmissionsEvent,
  error: unknown,
  properties: AnalyticsProperties = {},
): void => {
  console.error(`${event}:`, error)
  analytics.capture(event, {
    ...properties,
    status: isApiError(error) ? (error.status ?? null) : null,
  })
}
