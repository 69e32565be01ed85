import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { interviewTextsEn } from './texts/en'

export type InterviewTexts = Catalogue<typeof interviewTextsEn>

/** The interview's texts, one catalogue per language, loaded on demand. */
const interviewTextBundle = defineTexts<InterviewTexts>('interview', {
  en: () => import('./texts/en').then((module) => module.interviewTextsEn),
  es: () => import('./texts/es').then((module) => module.interviewTextsEs),
})

export const useInterviewTexts = (): InterviewTexts => useTexts(interviewTextBundle)
