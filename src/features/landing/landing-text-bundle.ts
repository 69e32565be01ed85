import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import type { landingTextsEn } from './texts/en'

export type LandingTexts = Catalogue<typeof landingTextsEn>

/**
 * The landing page's texts, one catalogue per language, loaded on demand. Without
 * React, so the prerendered page's islands can read them too.
 */
export const landingTextBundle = defineTexts<LandingTexts>('landing', {
  en: () => import('./texts/en').then((module) => module.landingTextsEn),
  es: () => import('./texts/es').then((module) => module.landingTextsEs),
})
