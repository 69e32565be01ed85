import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { matchesTextsEn } from './texts/en'

export type MatchesTexts = Catalogue<typeof matchesTextsEn>

/** The texts of /check-profile, one catalogue per language, loaded on demand. */
const matchesTextBundle = defineTexts<MatchesTexts>('matches', {
  en: () => import('./texts/en').then((module) => module.matchesTextsEn),
  es: () => import('./texts/es').then((module) => module.matchesTextsEs),
})

export const useMatchesTexts = (): MatchesTexts => useTexts(matchesTextBundle)
