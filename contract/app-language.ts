import * as v from 'valibot'

/**
 * The languages the product speaks: US English as docs/product.md words it, and US Spanish.
 * Not the profile's `language` (the languages a candidate speaks at work).
 */
export const APP_LANGUAGES = ['en', 'es'] as const
export type AppLanguage = (typeof APP_LANGUAGES)[number]

export const appLanguageSchema = v.picklist(APP_LANGUAGES, "language must be 'en' or 'es'")

export const isAppLanguage = (value: unknown): value is AppLanguage =>
  APP_LANGUAGES.includes(value as AppLanguage)
