import { defineTexts, type Catalogue } from '@/shared/i18n/text-bundles'
import { useTexts } from '@/shared/i18n/use-texts'
import type { accountTextsEn } from './texts/en'

export type AccountTexts = Catalogue<typeof accountTextsEn>

/**
 * The texts of the account card and the delete-account modal, one catalogue per language, loaded on
 * demand.
 */
const accountTextBundle = defineTexts<AccountTexts>('account', {
  en: () => import('./texts/en').then((module) => module.accountTextsEn),
  es: () => import('./texts/es').then((module) => module.accountTextsEs),
})

export const useAccountTexts = (): AccountTexts => useTexts(accountTextBundle)
