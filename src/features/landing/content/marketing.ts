/**
 * The shape of the landing page's sections (docs/product.md#the-public-pages); their words are in
 * the catalogues (../texts).
 */

/** Section ids: the targets of the top navigation's in-page links. */
export const sectionIds = {
  hired: 'hired',
  howItWorks: 'how-it-works',
  faq: 'faq',
} as const

/** The top navigation's links, in order; `key` names the label in the catalogue. */
export const navLinks = [
  { id: sectionIds.hired, key: 'hired' },
  { id: sectionIds.howItWorks, key: 'howItWorks' },
  { id: sectionIds.faq, key: 'faq' },
] as const

/** The picture of each of the three steps, in order. */
export const stepImages = ['step-profile', 'step-interview', 'step-matches'] as const

export type FeatureIcon = 'network' | 'match' | 'autopilot' | 'fair' | 'clock'

/** The five features, in order; each icon also names the feature's texts. */
export const featureIcons: readonly FeatureIcon[] = [
  'network',
  'match',
  'autopilot',
  'fair',
  'clock',
]
