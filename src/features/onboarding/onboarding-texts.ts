import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { onboardingTextsEn } from './texts/en'

export type OnboardingTexts = Catalogue<typeof onboardingTextsEn>

/** Onboarding's texts, one catalogue per language, loaded on demand. */
const onboardingTextBundle = defineTexts<OnboardingTexts>('onboarding', {
  en: () => import('./texts/en').then((module) => module.onboardingTextsEn),
  es: () => import('./texts/es').then((module) => module.onboardingTextsEs),
})

export const useOnboardingTexts = (): OnboardingTexts => useTexts(onboardingTextBundle)
