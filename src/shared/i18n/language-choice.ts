import { readStorage, writeStorage } from '@/shared/storage/local-storage'
import { isLanguage, languageFromPreferences, localeOf, type Language } from './language'

/**
 * Where this device's language choice is kept, without React: the language store
 * and the landing page's islands share it.
 */

/** A year: the choice is the device's, like the storage it also sits in. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
const LANGUAGE_COOKIE = 'lang'

const browserPreferences = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

/** The language this device chose, if it chose one. */
function chosenLanguage(): Language | undefined {
  const stored = readStorage('language')
  return isLanguage(stored) ? stored : undefined
}

/** The device's stored choice, else the browser's preferred languages. */
export const preferredLanguage = (): Language =>
  chosenLanguage() ?? languageFromPreferences(browserPreferences())

/**
 * `<html lang>` and the cookie the server reads to answer '/' in this language follow the
 * language shown.
 */
export function applyLanguageToDocument(language: Language): void {
  if (typeof document === 'undefined') return
  document.documentElement.lang = localeOf[language]
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`
}

/** Keeps a one-tap switch as this device's choice: in storage (it survives logout). */
export const rememberLanguageChoice = (language: Language): void =>
  writeStorage('language', language)
