import { useSyncExternalStore } from 'react'
import { localeOf, type Language } from './language'
import {
  applyLanguageToDocument,
  preferredLanguage,
  rememberLanguageChoice,
} from './language-choice'
import { loadTexts } from './text-bundles'

export { applyLanguageToDocument, preferredLanguage } from './language-choice'

/**
 * The language the app shows, one for every screen at once. It starts as this device's choice,
 * else the browser's preferred languages; a switch is remembered on the device, in a
 * cookie the server reads to send the landing page already in that language, and (once signed
 * in) on the server through `onLanguageSwitched`.
 */

let current: Language = typeof window === 'undefined' ? 'en' : preferredLanguage()
const listeners = new Set<() => void>()
const switchListeners = new Set<(language: Language) => void>()

const notify = () => listeners.forEach((listener) => listener())

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const getLanguage = (): Language => current

/** The current language; the component renders again when it changes. */
export const useLanguage = (): Language => useSyncExternalStore(subscribe, getLanguage, getLanguage)

/**
 * Shows `language` without remembering it: the prerender of each language's landing page.
 */
export function showLanguage(language: Language): void {
  if (language === current) return
  current = language
  notify()
}

/**
 * Changes the language on screen: loads the new language's texts for everything shown first,
 * so the whole screen changes in one render.
 */
async function showLoaded(language: Language): Promise<void> {
  if (language !== current) await loadTexts(language, current)
  current = language
  applyLanguageToDocument(language)
  notify()
}

/** The one-tap switch: the candidate's choice, remembered on the device and told to listeners. */
export async function switchLanguage(language: Language): Promise<void> {
  rememberLanguageChoice(language)
  await showLoaded(language)
  switchListeners.forEach((listener) => listener(language))
}

/**
 * A page whose address names its language ('/es'): shows it for the rest of this visit, over
 * the device's preference, without remembering it as a choice (neither storage nor the cookie
 * that makes the server answer '/' in it). A tap on the switch is a choice again.
 */
export async function visitLanguage(language: Language): Promise<void> {
  if (language !== current) await loadTexts(language, current)
  current = language
  if (typeof document !== 'undefined') document.documentElement.lang = localeOf[language]
  notify()
}

/** Called after each switch the candidate makes (the server keeps the signed-in one's). */
export function onLanguageSwitched(listener: (language: Language) => void): () => void {
  switchListeners.add(listener)
  return () => switchListeners.delete(listener)
}
