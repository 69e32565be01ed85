import * as v from 'valibot'
import { appLanguageSchema, type AppLanguage } from '../../contract/app-language'

/**
 * Which language '/' answers in (docs/adr/0108): the landing page is prerendered in English
 * (index.html) and Spanish (es.html), so a crawler and a slow phone get the hero in the
 * visitor's language before any script runs.
 */

/** Set by the app's language store (src/shared/i18n/language-store.ts) on every switch. */
export const LANGUAGE_COOKIE = 'lang'

/** Long enough for any real browser's list; a longer header is read up to here. */
const MAX_ACCEPT_LANGUAGE_LENGTH = 512

const qualitySchema = v.pipe(
  v.string(),
  v.transform(Number),
  v.number(),
  v.minValue(0),
  v.maxValue(1),
)

type Preference = { language: string; quality: number; order: number }

/** 'es-MX;q=0.8' as its primary language and weight; a malformed weight counts as 0. */
function preferenceOf(entry: string, order: number): Preference | undefined {
  const [tag, ...params] = entry.split(';').map((part) => part.trim())
  if (!tag) return undefined
  const weight = params.find((param) => /^q=/i.test(param))?.slice(2)
  const parsed = weight === undefined ? undefined : v.safeParse(qualitySchema, weight)
  const quality = weight === undefined ? 1 : parsed?.success ? parsed.output : 0
  const language = tag.toLowerCase().split(/[-_]/)[0] ?? ''
  return { language, quality, order }
}

/**
 * The product language an Accept-Language header prefers: Spanish when a Spanish tag weighs
 * more than any English one (or as much, listed first); English otherwise, and when the header
 * names neither.
 */
export function languageOfAcceptLanguage(header: string | undefined): AppLanguage {
  const preferences = (header ?? '')
    .slice(0, MAX_ACCEPT_LANGUAGE_LENGTH)
    .split(',')
    .map(preferenceOf)
    .filter((preference): preference is Preference => preference !== undefined)
    .filter((preference) => preference.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.order - b.order)
  const first = preferences.find(({ language }) => v.is(appLanguageSchema, language))
  return first?.language === 'es' ? 'es' : 'en'
}

/** The language the `lang` cookie names, when it names one the product speaks. */
export function languageOfCookie(value: string | undefined): AppLanguage | undefined {
  const parsed = v.safeParse(appLanguageSchema, value)
  return parsed.success ? parsed.output : undefined
}

/** The cookie's language when there is one, else the browser's preference between the two. */
export const landingLanguageOf = (
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): AppLanguage => languageOfCookie(cookie) ?? languageOfAcceptLanguage(acceptLanguage)
