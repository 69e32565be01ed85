import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import type { authTextsEn } from './texts/en'

export type AuthTexts = Catalogue<typeof authTextsEn>

/**
 * The login screen's texts, one catalogue per language, loaded on demand. Apart
 * from React's hook (auth-texts.ts), so the prerendered /login loads them without React.
 */
export const authTextBundle = defineTexts<AuthTexts>('auth', {
  en: () => import('./texts/en').then((module) => module.authTextsEn),
  es: () => import('./texts/es').then((module) => module.authTextsEs),
})
