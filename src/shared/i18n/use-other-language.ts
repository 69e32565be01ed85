import { languages, nativeName, type Language } from './language'
import { switchLanguage, useLanguage } from './language-store'

type OtherLanguage = {
  /** The language not on screen ('es' on an English screen). */
  language: Language
  /** Its own name, as the switch shows it: 'Español', 'English'. */
  name: string
  /** The one-tap switch to it: the candidate's choice, remembered. */
  switchTo: () => Promise<void>
}

/**
 * What a language switch needs, without its look: the landing page draws its own with plain
 * CSS, since the shared styled switch would bring styled-components (~11 KB gzip) to a page
 * that has none (the landing page's JavaScript budget, docs/adr/0108).
 */
export function useOtherLanguage(): OtherLanguage {
  const shown = useLanguage()
  const language: Language = languages.find((candidate) => candidate !== shown) ?? 'en'
  return { language, name: nativeName[language], switchTo: () => switchLanguage(language) }
}
