import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { candidateTextsEn } from './texts/en'

export type CandidateTexts = Catalogue<typeof candidateTextsEn>

/** The candidate header's texts, one catalogue per language, loaded on demand. */
const candidateTextBundle = defineTexts<CandidateTexts>('candidate', {
  en: () => import('./texts/en').then((module) => module.candidateTextsEn),
  es: () => import('./texts/es').then((module) => module.candidateTextsEs),
})

export const useCandidateTexts = (): CandidateTexts => useTexts(candidateTextBundle)
