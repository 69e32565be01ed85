import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { preferencesTextsEn } from './texts/en'

export type PreferencesTexts = Catalogue<typeof preferencesTextsEn>

/** The texts of /preference, one catalogue per language, loaded on demand. */
const preferencesTextBundle = defineTexts<PreferencesTexts>('preferences', {
  en: () => import('./texts/en').then((module) => module.preferencesTextsEn),
  es: () => import('./texts/es').then((module) => module.preferencesTextsEs),
})

export const usePreferencesTexts = (): PreferencesTexts => useTexts(preferencesTextBundle)
