import { analytics } from '@/shared/analytics/analytics'
import { installEvents } from './install-events'

/** Chrome's beforeinstallprompt event, which TypeScript's DOM types do not have. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export interface InstallPromptState {
  /** The browser's install prompt, kept for the moment the app chooses; usable once. */
  event: BeforeInstallPromptEvent | null
  /** Installed during this page's life (appinstalled). */
  installed: boolean
}

let state: InstallPromptState = { event: null, installed: false }
const listeners = new Set<() => void>()
const update = (next: InstallPromptState) => {
  state = next
  for (const listener of listeners) listener()
}

/** A subscribable store of the kept prompt, for useSyncExternalStore. */
export const installPromptStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  getSnapshot: (): InstallPromptState => state,
  /** Hands the prompt over and forgets it: a prompt shown once cannot be shown again. */
  take(): BeforeInstallPromptEvent | null {
    const { event } = state
    if (event) update({ ...state, event: null })
    return event
  },
}

/**
 * Listens from the first moment of every page (src/main.tsx): Chrome fires beforeinstallprompt
 * once per page load, often on the landing page, long before the dashboard where the app offers
 * to install. Its own mini-infobar is held back (preventDefault), so nothing covers the landing
 * page's hero or an interview; the event is kept for the dashboard's Install button.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    update({ ...state, event: event as BeforeInstallPromptEvent })
  })
  target.addEventListener('appinstalled', () => {
    update({ event: null, installed: true })
    analytics.capture(installEvents.installed)
  })
}
