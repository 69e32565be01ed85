import { languages, type Language } from '@/shared/i18n/language'
import { defineTexts, type TextBundle } from '@/shared/i18n/text-bundles'
import type { LegalDocument } from './legal-document'

export type LegalDocumentName = 'termsOfService' | 'privacyPolicy'

type DocumentLoader = () => Promise<LegalDocument>

/**
 * The languages a document is written in. English always: it is the version that governs;
 * another language joins with one line once its translation exists.
 */
export type WrittenIn = { readonly en: DocumentLoader } & {
  readonly [L in Exclude<Language, 'en'>]?: DocumentLoader
}

const written: Record<LegalDocumentName, WrittenIn> = {
  termsOfService: {
    en: () => import('./terms-of-service').then((module) => module.termsOfService),
    es: () => import('./terms-of-service.es').then((module) => module.termsOfServiceEs),
  },
  privacyPolicy: {
    en: () => import('./privacy-policy').then((module) => module.privacyPolicy),
    es: () => import('./privacy-policy.es').then((module) => module.privacyPolicyEs),
  },
}

/** What a page shows for a language: that language's version, else the English one. */
interface ShownDocument {
  readonly document: LegalDocument
  /** The language the document is written in, which may not be the one on screen. */
  readonly language: Language
}

export const shownIn = (loaders: WrittenIn, language: Language): Promise<ShownDocument> => {
  const translated = loaders[language]
  const [load, writtenIn] = translated ? [translated, language] : [loaders.en, 'en' as const]
  return load().then((document) => ({ document, language: writtenIn }))
}

/**
 * Each document as a text bundle: loaded on demand per language like the catalogues (a phone
 * downloads only the version it shows), and a language switch waits for it, so the page
 * changes in one render.
 */
const bundleOf = (name: LegalDocumentName): TextBundle<ShownDocument> =>
  defineTexts<ShownDocument>(
    `legal-${name}`,
    Object.fromEntries(
      languages.map((language) => [language, () => shownIn(written[name], language)]),
    ) as Record<Language, () => Promise<ShownDocument>>,
  )

export const legalDocumentBundles: Record<LegalDocumentName, TextBundle<ShownDocument>> = {
  termsOfService: bundleOf('termsOfService'),
  privacyPolicy: bundleOf('privacyPolicy'),
}
