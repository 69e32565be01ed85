import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { authTextsEn } from './texts/en'

export type AuthTexts = Catalogue<typeof authTextsEn>

/** The login screen's texts, one catalogue per language, loaded on demand (issue 16). */
const authTextBundle = defineTexts<AuthTexts>('auth', {
  en: () => import('./texts/en').then((module) => module.authTextsEn),
  es: () => import('./texts/es').then((module) => module.authTextsEs),
})

export const useAuthTexts = (): AuthTexts => useTexts(authTextBundle)
