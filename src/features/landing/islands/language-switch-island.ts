import { isLanguage } from '@/shared/i18n/language'
import { applyLanguageToDocument, rememberLanguageChoice } from '@/shared/i18n/language-choice'

/**
 * The prerendered page's language switches (the header's button and the hero's offer, marked
 * `data-language-switch`): a tap is the visitor's choice, remembered on the device and in the
 * cookie, then '/' opens again, which the server (or offline, the service worker) answers in
 * the language of the cookie, from its prerender. In the app, the React switch changes the
 * screen in place instead.
 */
export function enhanceLanguageSwitches(
  page: HTMLElement,
  open: (path: string) => void = (path) => window.location.assign(path),
): () => void {
  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest<HTMLElement>('[data-language-switch]')
    const language = control?.dataset.languageSwitch
    if (!control || !page.contains(control) || !isLanguage(language)) return
    event.preventDefault()
    rememberLanguageChoice(language)
    applyLanguageToDocument(language)
    open('/')
  }
  page.addEventListener('click', onClick)
  return () => page.removeEventListener('click', onClick)
}
