/**
 * How the app is running: from the home screen (installed) or in a browser tab, and whether the
 * device is an iPhone or iPad, where installing is Share -> Add to Home Screen and Web Push works
 * only in an installed app.
 */

/** Launched from the home screen or the app list rather than a browser tab. */
export const isStandalone = (win: Window = window): boolean =>
  win.matchMedia?.('(display-mode: standalone)').matches === true ||
  // Safari's own flag, older than the display-mode media query there.
  (win.navigator as Navigator & { standalone?: boolean }).standalone === true

/**
 * iPhone, iPod and iPad. iPadOS asks for desktop pages and says 'Macintosh', but a Mac has no
 * touch screen.
 */
export const isIosDevice = (userAgent: string, maxTouchPoints: number): boolean =>
  /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)

/** isIosDevice for this browser. */
export const isThisIosDevice = (nav: Navigator = navigator): boolean =>
  isIosDevice(nav.userAgent, nav.maxTouchPoints ?? 0)
