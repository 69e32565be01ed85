import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { sharingTextsEn } from './texts/en'

export type SharingTexts = Catalogue<typeof sharingTextsEn>

/**
 * The texts of what was shared with staffing agencies (the submission detail's panel, the
 * profile's list), one catalogue per language, loaded on demand.
 */
const sharingTextBundle = defineTexts<SharingTexts>('sharing', {
  en: () => import('./texts/en').then((module) => module.sharingTextsEn),
  es: () => import('./texts/es').then((module) => module.sharingTextsEs),
})

export const useSharingTexts = (): SharingTexts => useTexts(sharingTextBundle)
