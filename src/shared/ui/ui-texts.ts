import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { uiTextsEn } from './texts/en'

export type UiTexts = Catalogue<typeof uiTextsEn>

/**
 * The UI kit's texts (loading, offline, pagination), one catalogue per language. The shell's
 * spinner defines it, so the start (main.tsx) loads it with the language.
 */
const uiTextBundle = defineTexts<UiTexts>('ui', {
  en: () => import('./texts/en').then((module) => module.uiTextsEn),
  es: () => import('./texts/es').then((module) => module.uiTextsEs),
})

export const useUiTexts = (): UiTexts => useTexts(uiTextBundle)
