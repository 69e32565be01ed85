import { APP_LANGUAGES, isAppLanguage, type AppLanguage } from '@contract/app-language'

export type Language = AppLanguage
export const languages = APP_LANGUAGES
export const isLanguage = isAppLanguage

/** What `<html lang>` and Intl get: US English and US Spanish. */
export const localeOf: Record<Language, string> = { en: 'en-US', es: 'es-US' }

/** Each language's own name, as the switch shows it to someone who reads that language. */
export const nativeName: Record<Language, string> = { en: 'English', es: 'Español' }

/**
 * The first of the browser's preferred languages that the product speaks: 'es-MX' and 'es'
 * both mean Spanish; a browser that prefers neither gets English.
 */
export function languageFromPreferences(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isLanguage(primary)) return primary
  }
  return 'en'
}

/** The language a `<html lang>` value names ('es-US' is Spanish), or undefined. */
export function languageOfTag(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}
