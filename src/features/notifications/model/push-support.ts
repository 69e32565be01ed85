import { isStandalone, isThisIosDevice } from '@/shared/pwa/display-mode'

/**
 * - supported: service worker, Push API and notifications are all there.
 * - needs-install: an iPhone or iPad in a browser tab; Web Push works there only in an app
 *   added to the Home Screen (iOS 16.4+).
 * - unsupported: anything else without them (an old browser, some in-app browsers).
 */
export type PushSupport = 'supported' | 'needs-install' | 'unsupported'

export interface PushEnvironment {
  hasServiceWorker: boolean
  hasPushManager: boolean
  hasNotification: boolean
  ios: boolean
  standalone: boolean
}

export function pushSupportOf(env: PushEnvironment): PushSupport {
  if (env.hasServiceWorker && env.hasPushManager && env.hasNotification) return 'supported'
  return env.ios && !env.standalone ? 'needs-install' : 'unsupported'
}

export const readPushEnvironment = (): PushEnvironment => ({
  hasServiceWorker: 'serviceWorker' in navigator,
  hasPushManager: 'PushManager' in window,
  hasNotification: 'Notification' in window,
  ios: isThisIosDevice(),
  standalone: isStandalone(),
})

/** Notification.permission, or 'default' where notifications do not exist. */
export const notificationPermission = (): NotificationPermission =>
  'Notification' in window ? Notification.permission : 'default'
