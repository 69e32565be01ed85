import { isAppLanguage, type AppLanguage } from '../contract/app-language'

/** The cookie the page keeps with the language it shows (src/shared/i18n/language-store.ts). */
const LANGUAGE_COOKIE = 'lang'

/** The part of the Cookie Store API the worker reads (not in every browser, nor in TS's lib). */
export interface CookieReader {
  get(name: string): Promise<{ value: string } | null | undefined>
}

/**
 * The language this device shows the app in, for the worker's own words: the `lang`
 * cookie the page sets on every switch, read through the Cookie Store API where the browser has
 * it; English when it has not, or the cookie is missing or unknown.
 */
export async function workerLanguage(cookies: CookieReader | undefined): Promise<AppLanguage> {
  try {
    const value = (await cookies?.get(LANGUAGE_COOKIE))?.value
    return isAppLanguage(value) ? value : 'en'
  } catch {
    return 'en'
  }
}
