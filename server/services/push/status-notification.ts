import type { AppLanguage } from '../../../contract/app-language'
import type { ApplicationStatus } from '../../../contract/applications'
import {
  DECLARATIVE_WEB_PUSH,
  notificationLangOf,
  notificationTagOf,
  statusNotificationText,
  submissionPathOf,
  type PushMessage,
} from '../../../contract/push'

/** One status change of one application, as a notification tells it. */
export interface StatusNotice {
  jobId: string
  historyId: string
  status: ApplicationStatus
  jobTitle: string
  companyName: string
  changedAt: Date
}

/**
 * How long a push service keeps the message for a device that is off: a week. Someone whose
 * phone was off over a weekend still hears they were asked to interview; older than that, the
 * app's own lists tell it better.
 */
const PUSH_TTL_SECONDS = 7 * 24 * 60 * 60

/** An employer waiting on the candidate is worth waking the phone for; the rest is not. */
const URGENT_STATUSES: readonly ApplicationStatus[] = ['Interview', 'JobOffer', 'Hired']

/** RFC 8030 headers: TTL, Urgency, and Topic (at most 32 base64url characters). */
export interface PushTransport {
  TTL: number
  urgency: 'normal' | 'high'
  /**
   * A push service keeps one undelivered message per topic: a phone that was off gets only the
   * application's latest status. A UUID without its hyphens is exactly 32 hex characters.
   */
  topic: string
}

export function statusPushTransport(notice: StatusNotice): PushTransport {
  return {
    TTL: PUSH_TTL_SECONDS,
    urgency: URGENT_STATUSES.includes(notice.status) ? 'high' : 'normal',
    topic: notice.jobId.replaceAll('-', ''),
  }
}

/**
 * The message of contract/push.ts for a status change: Declarative Web Push, opening the
 * application's detail on the app's public origin, with the badge the server counts, written
 * in the candidate's app language (docs/adr/0106).
 */
export function statusPushMessage(
  notice: StatusNotice,
  badge: number,
  publicUrl: string,
  language: AppLanguage,
): PushMessage {
  const { title, body } = statusNotificationText(notice.status, notice, language)
  return {
    web_push: DECLARATIVE_WEB_PUSH,
    notification: {
      title,
      body,
      navigate: new URL(submissionPathOf(notice.jobId), publicUrl).href,
      tag: notificationTagOf(notice.jobId),
      lang: notificationLangOf(language),
      dir: 'ltr',
      icon: new URL('/icons/icon-192.png', publicUrl).href,
      timestamp: notice.changedAt.getTime(),
      app_badge: badge,
      data: {
        kind: 'application-status-changed',
        jobId: notice.jobId,
        status: notice.status,
        historyId: notice.historyId,
      },
    },
    app_badge: badge,
  }
}
