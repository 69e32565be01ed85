import { use } from 'react'
import { getLanguage, useLanguage } from './language-store'
import type { TextBundle } from './text-bundles'

/**
 * The component's texts in the current language. The first screen that needs a catalogue
 * suspends until it arrives (a few ms from the service worker's cache); every later render
 * and every language switch finds it loaded.
 */
export function useTexts<T>(bundle: TextBundle<T>): T {
  const language = useLanguage()
  // Always `use`, never only when missing: a component that suspended here is replayed with
  // the hooks it had, and skipping `use` on the replay broke the order of its later hooks
  // (React error 467 when the login screen mounted). A loaded catalogue's promise is marked
  // settled, so `use` returns it at once.
  return use(bundle.load(language))
}

/**
 * Starts loading a catalogue in the language on screen, from a screen's loader: it then arrives
 * with the screen's data instead of a round trip after it, when the screen first renders.
 */
export function preloadTexts<T>(bundle: TextBundle<T>): void {
  // A failure is the screen's to show: it asks again when it renders.
  bundle.load(getLanguage()).catch(() => {})
}
