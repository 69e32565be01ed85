import { use } from 'react'
import { useLanguage } from './language-store'
import type { TextBundle } from './text-bundles'

/**
 * The component's texts in the current language. The first screen that needs a catalogue
 * suspends until it arrives (a few ms from the service worker's cache); every later render
 * and every language switch finds it loaded.
 */
export function useTexts<T>(bundle: TextBundle<T>): T {
  const language = useLanguage()
  return bundle.loaded(language) ?? use(bundle.load(language))
}
