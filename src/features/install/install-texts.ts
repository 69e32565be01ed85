import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { preloadTexts, useTexts } from '@/shared/i18n/use-texts'
import type { installTextsEn } from './texts/en'

export type InstallTexts = Catalogue<typeof installTextsEn>

/** Installing the app's texts, one catalogue per language, loaded on demand. */
const installTextBundle = defineTexts<InstallTexts>('install', {
  en: () => import('./texts/en').then((module) => module.installTextsEn),
  es: () => import('./texts/es').then((module) => module.installTextsEs),
})

export const useInstallTexts = (): InstallTexts => useTexts(installTextBundle)

/** For a screen's loader: the install offer's texts on their way with the screen's data. */
export const preloadInstallTexts = (): void => preloadTexts(installTextBundle)
