import { getLanguage } from '@/shared/i18n/language-store'
import { legalDocumentBundles, type LegalDocumentName } from './content/legal-documents'
import { legalTextBundle } from './legal-texts'

/**
 * The route's loader: the page's texts and its document in the language on screen, before the
 * page renders, so the router's scroll to a `#section` finds the heading there.
 */
export async function loadLegalPage(name: LegalDocumentName): Promise<void> {
  const language = getLanguage()
  await Promise.all([legalTextBundle.load(language), legalDocumentBundles[name].load(language)])
}
