import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { appTextsEn } from './texts/en'

export type AppTexts = Catalogue<typeof appTextsEn>

/**
 * The shell's texts (header, footer, error view, update prompt), one catalogue per language.
 * The shell's modules define it, so the start (main.tsx) loads it with the language: the error
 * view finds it even offline.
 */
const appTextBundle = defineTexts<AppTexts>('app', {
  en: () => import('./texts/en').then((module) => module.appTextsEn),
  es: () => import('./texts/es').then((module) => module.appTextsEs),
})

export const useAppTexts = (): AppTexts => useTexts(appTextBundle)
