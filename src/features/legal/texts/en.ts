/**
 * The legal pages' own words around the documents, in English (docs/product.md#the-public-pages
 * words them).
 */
export const legalTextsEn = {
  createAccount: 'Create account',
  lastUpdated: 'Last updated',
  tableOfContents: 'Table of contents',
  contents: 'Contents',
  footer: {
    nav: 'Legal and contact',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    contact: 'Contact Us',
  },
  /** A page's document title: 'Terms of Service | Hirelane Jobs'. */
  documentTitle: (title: string, product: string) => `${title} | ${product} Jobs`,
  documentNames: {
    termsOfService: 'Terms of Service',
    privacyPolicy: 'Privacy Policy',
  },
  /** Above a document shown in English because this language's version is not written yet. */
  translationPending: {
    heading: 'This document is in English',
    text: 'A version in this language is coming soon. Until then, the English version below applies.',
    metaDescription: (title: string, product: string) =>
      `${title} of ${product}, in English for now: the English version applies.`,
  },
} as const
