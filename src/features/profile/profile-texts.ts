import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { profileTextsEn } from './texts/en'

export type ProfileTexts = Catalogue<typeof profileTextsEn>

/** The texts of /profile and /edit-profile, one catalogue per language, loaded on demand. */
const profileTextBundle = defineTexts<ProfileTexts>('profile', {
  en: () => import('./texts/en').then((module) => module.profileTextsEn),
  es: () => import('./texts/es').then((module) => module.profileTextsEs),
})

export const useProfileTexts = (): ProfileTexts => useTexts(profileTextBundle)
