import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { preloadTexts, useTexts } from '@/shared/i18n/use-texts'
import { statusLabel } from './model/application-labels'
import type { applicationTextsEn } from './texts/en'

export type ApplicationTexts = Catalogue<typeof applicationTextsEn>

/**
 * The application cards' texts (the dashboard and the submissions list share them), one
 * catalogue per language, loaded on demand.
 */
const applicationTextBundle = defineTexts<ApplicationTexts>('application', {
  en: () => import('./texts/en').then((module) => module.applicationTextsEn),
  es: () => import('./texts/es').then((module) => module.applicationTextsEs),
})

export const useApplicationTexts = (): ApplicationTexts => useTexts(applicationTextBundle)

/** For the loaders of screens that show cards: the cards' texts on their way with the data. */
export const preloadApplicationTexts = (): void => preloadTexts(applicationTextBundle)

/** A status's label in the language on screen ('In review', 'En revisión'); unknown as sent. */
export function useStatusLabel(): (status: string) => string {
  const texts = useApplicationTexts()
  return (status) => statusLabel(status, texts.status)
}
