import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { legalTextsEn } from './texts/en'

export type LegalTexts = Catalogue<typeof legalTextsEn>

/** The legal pages' texts (not the documents), one catalogue per language, loaded on demand. */
export const legalTextBundle = defineTexts<LegalTexts>('legal', {
  en: () => import('./texts/en').then((module) => module.legalTextsEn),
  es: () => import('./texts/es').then((module) => module.legalTextsEs),
})

export const useLegalTexts = (): LegalTexts => useTexts(legalTextBundle)
