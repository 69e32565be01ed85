import { readStorage, writeStorage } from '@/shared/storage/local-storage'

/** After 'Not now' the offer stays away this long. */
export const INSTALL_DISMISSAL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A dismissal within the last 30 days. One dated in the future (the phone's clock was wrong
 * then) does not count: it could otherwise hide the offer for years.
 */
export const dismissalActive = (dismissedAt: number | undefined, now: number): boolean =>
  dismissedAt !== undefined &&
  now >= dismissedAt &&
  now - dismissedAt < INSTALL_DISMISSAL_DAYS * DAY_MS

/** When the offer was last dismissed on this phone (cleared with local storage at logout). */
export const readInstallDismissedAt = (): number | undefined => {
  const value = Number(readStorage('installDismissedAt'))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

export const rememberInstallDismissal = (now: number = Date.now()): void =>
  writeStorage('installDismissedAt', String(now))
