import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { landingTextsEn } from './texts/en'

export type LandingTexts = Catalogue<typeof landingTextsEn>

/** The landing page's texts, one catalogue per language, loaded on demand (issue 16). */
export const landingTextBundle = defineTexts<LandingTexts>('landing', {
  en: () => import('./texts/en').then((module) => module.landingTextsEn),
  es: () => import('./texts/es').then((module) => module.landingTextsEs),
})

export const useLandingTexts = (): LandingTexts => useTexts(landingTextBundle)
