import type { AppLanguage } from './app-language'
import { callConsentTextEn } from './call-consent-en'
import { callConsentTextEs } from './call-consent-es'

/**
 * The consent the screen shows before call-me's 'I agree' (in the candidate's language), and
 * the server records as shown: one text, so what is stored is what was read.
 */
export const CALL_CONSENT_TEXT: Record<AppLanguage, (product: string) => string> = {
  en: callConsentTextEn,
  es: callConsentTextEs,
}
