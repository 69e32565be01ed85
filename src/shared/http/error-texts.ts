import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import type { errorTextsEn } from './error-texts/en'

export type ErrorTexts = Catalogue<typeof errorTextsEn>

/** Always loaded with the language (language-store), since any call may fail on any screen. */
export const errorTextBundle = defineTexts<ErrorTexts>('errors', {
  en: () => import('./error-texts/en').then((module) => module.errorTextsEn),
  es: () => import('./error-texts/es').then((module) => module.errorTextsEs),
})
