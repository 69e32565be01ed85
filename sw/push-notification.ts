import * as v from 'valibot'
import type { AppLanguage } from '../contract/app-language'
import { CALL_REMINDER_PATH, pushMessageSchema, submissionPathOf } from '../contract/push'

/** The icon and the small monochrome status-bar badge (Android) of every notification. */
export const NOTIFICATION_ICON = '/icons/icon-192.png'
export const NOTIFICATION_BADGE = '/icons/badge-96.png'

/** Where a notification without a usable address leads. */
export const SUBMISSIONS_PATH = '/submissions'

/** NotificationOptions with the members TypeScript's WebWorker types leave out. */
type ShownNotificationOptions = NotificationOptions & {
  timestamp?: number
  renotify?: boolean
}

interface ShownNotification {
  title: string
  options: ShownNotificationOptions
  /** The server's count of unseen changes, for the icon's badge. */
  appBadge: number | undefined
  /** The application it is about, when known. */
  jobId: string | undefined
}

/**
 * `address` as an absolute URL when it is on the app's own origin, else undefined: a
 * notification may open only the app, whatever a push says.
 */
export function sameOriginUrl(address: string, origin: string): string | undefined {
  try {
    const url = new URL(address, origin)
    return url.origin === origin ? url.href : undefined
  } catch {
    return undefined
  }
}

/**
 * The worker's only words of its own, in each language the app speaks. Kept here,
 * not in the app's catalogues: the worker has no page to load them from.
 */
const FALLBACK_TEXTS: Record<
  AppLanguage,
  { title: (productName: string) => string; body: string; lang: string }
> = {
  en: {
    title: (productName) => `${productName}: an application was updated`,
    body: 'Tap to see your submissions.',
    lang: 'en-US',
  },
  es: {
    title: (productName) => `${productName}: una de tus solicitudes cambió`,
    body: 'Toca para ver tus solicitudes.',
    lang: 'es-US',
  },
}

/** A push that is not the contract's message still shows something: Chrome requires it. */
function fallbackNotification(
  origin: string,
  productName: string,
  language: AppLanguage,
): ShownNotification {
  const texts = FALLBACK_TEXTS[language]
  return {
    title: texts.title(productName),
    options: {
      body: texts.body,
      lang: texts.lang,
      tag: 'applications',
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      data: { navigate: new URL(SUBMISSIONS_PATH, origin).href },
    },
    appBadge: undefined,
    jobId: undefined,
  }
}

/**
 * What a push shows. The payload is the contract's Declarative Web Push message
 * (contract/push.ts), which Safari 18.4+ shows by itself; elsewhere this worker shows the same:
 * title, body, the per-job tag (a newer status replaces the older one, and renotify makes the
 * replacement alert again), language and direction, icon and badge, the time of the change, and
 * `data.navigate` for the click, kept on the app's origin. The server writes the message in the
 * candidate's language; a push that is not one is shown in `language`, the device's.
 */
export function notificationFromPush(
  payload: unknown,
  origin: string,
  productName: string,
  language: AppLanguage = 'en',
): ShownNotification {
  const parsed = v.safeParse(pushMessageSchema, payload)
  if (!parsed.success) return fallbackNotification(origin, productName, language)
  const { notification, app_badge: topLevelBadge } = parsed.output
  // Only a status change is about an application; a call reminder leads to the interview step.
  const jobId =
    notification.data.kind === 'application-status-changed' ? notification.data.jobId : undefined
  const navigate =
    sameOriginUrl(notification.navigate, origin) ??
    new URL(jobId ? submissionPathOf(jobId) : CALL_REMINDER_PATH, origin).href
  const icon = notification.icon && sameOriginUrl(notification.icon, origin)
  return {
    title: notification.title,
    options: {
      body: notification.body,
      tag: notification.tag,
      renotify: true,
      lang: notification.lang,
      dir: notification.dir,
      icon: icon || NOTIFICATION_ICON,
      badge: NOTIFICATION_BADGE,
      ...(notification.timestamp !== undefined && { timestamp: notification.timestamp }),
      data: { ...notification.data, navigate },
    },
    // WebKit reads it in `notification`, the W3C draft at the top; the server writes both.
    appBadge: notification.app_badge ?? topLevelBadge,
    jobId,
  }
}
