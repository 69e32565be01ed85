import { isAppLanguage, type AppLanguage } from '../contract/app-language'

/**
 * Which prerendered landing page the worker answers '/' with offline, as the server
 * picks it online (server/http/landing-language.ts): the `lang` cookie the app's language
 * store sets, else the first of the browser's languages that the product speaks.
 */

export const LANDING_FILES: Record<AppLanguage, string> = { en: 'index.html', es: 'es.html' }
/** The prerendered login page of each language, which '/login' answers by the same rule. */
export const LOGIN_FILES: Record<AppLanguage, string> = { en: 'login.html', es: 'login-es.html' }

export function landingLanguageFor(
  cookie: string | null | undefined,
  preferred: readonly string[],
): AppLanguage {
  if (isAppLanguage(cookie)) return cookie
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
    if (isAppLanguage(primary)) return primary
  }
  return 'en'
}

type CookieStoreLike = { get(name: string): Promise<{ value?: string } | null> }

/** The `lang` cookie through the Cookie Store API, where the browser has it (Chromium does). */
export async function languageCookie(scope: object): Promise<string | undefined> {
  const store = (scope as { cookieStore?: CookieStoreLike }).cookieStore
  try {
    return (await store?.get('lang'))?.value
  } catch {
    return undefined
  }
}
