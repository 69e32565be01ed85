import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { submissionsTextsEn } from './texts/en'

export type SubmissionsTexts = Catalogue<typeof submissionsTextsEn>

/**
 * The texts of /submissions, the submission detail and the feedback modal, one catalogue per
 * language, loaded on demand.
 */
const submissionsTextBundle = defineTexts<SubmissionsTexts>('submissions', {
  en: () => import('./texts/en').then((module) => module.submissionsTextsEn),
  es: () => import('./texts/es').then((module) => module.submissionsTextsEs),
})

export const useSubmissionsTexts = (): SubmissionsTexts => useTexts(submissionsTextBundle)
