/**
 * The app icon's badge (Badging API), shared by the service worker (from a push's app_badge) and
 * the page (from BadgeCount and MarkSeen): src/ imports it as @sw/app-badge. Only the two
 * methods, present on both Navigator and WorkerNavigator where supported.
 */
interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>
  clearAppBadge?: () => Promise<void>
}

/**
 * Shows the count of unseen status changes on the app's icon, or clears it at 0. Where the API
 * is missing, or the browser refuses (an app not installed, no permission on iOS), nothing
 * happens: the badge is a hint, the app's screens say the same.
 */
export async function showAppBadge(
  count: number,
  nav: BadgingNavigator = navigator as BadgingNavigator,
): Promise<void> {
  try {
    if (count > 0) await nav.setAppBadge?.(count)
    else await nav.clearAppBadge?.()
  } catch {
    // See above.
  }
}
