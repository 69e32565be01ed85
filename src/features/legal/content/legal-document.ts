/**
 * The shape of a legal document (terms, privacy policy) as data: one component renders it,
 * and the table of contents is generated from the same sections.
 */

/** Pages a legal text may link to inside the app. */
export type AppPath = '/' | '/login' | '/terms' | '/privacy-policy'

/** The languages a legal document is written in. */
export type DocumentLanguage = 'en' | 'es'

/** One run of text inside a paragraph or a list item. */
export type Inline =
  | string
  | { readonly strong: string }
  | { readonly text: string; readonly href: string }
  /** hrefLang: the page in another language than the text linking to it (a translation's original). */
  | { readonly text: string; readonly to: AppPath; readonly hrefLang?: DocumentLanguage }
  | { readonly text: string; readonly section: string }
  | ConfiguredDays

/** A number the server is configured with that a legal text states (contract/privacy.ts). */
export type ConfiguredNumber = 'recordingRetentionDays'

/**
 * A number of days from the server's configuration, in the text's own words: `days(n)` once the
 * server has said n, `text` until then, so a page never states a number the server may not use.
 */
export interface ConfiguredDays {
  readonly configured: ConfiguredNumber
  readonly days: (count: number) => string
  readonly text: string
}

export type RichText = readonly Inline[]

/** A labelled entry of a records block, e.g. 'Sources' of one category of information. */
export interface RecordField {
  readonly label: string
  readonly value: RichText
}

export interface LegalRecord {
  readonly title: string
  readonly fields: readonly RecordField[]
}

export type Block =
  | { readonly kind: 'paragraph'; readonly text: RichText }
  | { readonly kind: 'list'; readonly items: readonly RichText[] }
  /** A table written as a list of records: readable on a 320 px phone and on a desktop. */
  | { readonly kind: 'records'; readonly label: string; readonly records: readonly LegalRecord[] }

export interface LegalSubsection {
  /** The anchor of the heading: unique inside the document, kebab-case. */
  readonly id: string
  readonly heading: string
  readonly blocks: readonly Block[]
}

export interface LegalSection extends LegalSubsection {
  readonly subsections?: readonly LegalSubsection[]
}

export interface LegalDocument {
  readonly title: string
  readonly metaDescription: string
  readonly lastUpdated: { readonly iso: string; readonly label: string }
  /**
   * A translation only: says that it is a translation and that the original governs, with a
   * link to the original. Shown under the date, before the summary. Originals leave it out.
   */
  readonly governingVersion?: RichText
  /** Shown under the title, before the table of contents. */
  readonly summary: readonly Block[]
  readonly sections: readonly LegalSection[]
}

export const LAST_UPDATED = { iso: '2025-06-25', label: 'June 25, 2025' } as const

/** The same date, written as US Spanish writes it. */
export const LAST_UPDATED_ES = { iso: LAST_UPDATED.iso, label: '25 de junio de 2025' } as const

// Small builders that keep the texts readable.

type Part = Inline | readonly Inline[]

const flatten = (parts: readonly Part[]): RichText =>
  parts.flatMap((part) => (Array.isArray(part) ? part : [part as Inline]))

export const p = (...parts: Part[]): Block => ({ kind: 'paragraph', text: flatten(parts) })

export const list = (...items: Part[]): Block => ({
  kind: 'list',
  items: items.map((item) => flatten([item])),
})

/** A list item that starts with a bold label: 'Label. Text'. */
export const term = (label: string, ...parts: Part[]): RichText => [
  { strong: label },
  ' ',
  ...flatten(parts),
]

export const strong = (text: string): Inline => ({ strong: text })

export const link = (text: string, href: string): Inline => ({ text, href })

export const email = (address: string): Inline => link(address, `mailto:${address}`)

export const page = (text: string, to: AppPath, hrefLang?: DocumentLanguage): Inline =>
  hrefLang ? { text, to, hrefLang } : { text, to }

/** A link to a heading of the same document. */
export const see = (text: string, section: string): Inline => ({ text, section })

/** The configured number of days, said as `days` says it; `unknown` until the server has said. */
export const configuredDays = (
  configured: ConfiguredNumber,
  days: (count: number) => string,
  unknown: string,
): Inline => ({ configured, days, text: unknown })

/** Every anchor id of a document, sections and subsections, in reading order. */
export const anchorIds = (document: LegalDocument): string[] =>
  document.sections.flatMap((section) => [
    section.id,
    ...(section.subsections ?? []).map((subsection) => subsection.id),
  ])

const inlinesOf = (block: Block): Inline[] => {
  switch (block.kind) {
    case 'paragraph':
      return [...block.text]
    case 'list':
      return block.items.flat()
    case 'records':
      return block.records.flatMap((record) => record.fields.flatMap((field) => field.value))
  }
}

/** Every block of a document, summary included. */
export const allBlocks = (document: LegalDocument): Block[] => [
  ...document.summary,
  ...document.sections.flatMap((section) => [
    ...section.blocks,
    ...(section.subsections ?? []).flatMap((subsection) => subsection.blocks),
  ]),
]

/** Every in-document link target (`see(...)`), to check that each one exists. */
export const sectionLinkTargets = (document: LegalDocument): string[] =>
  allBlocks(document)
    .flatMap(inlinesOf)
    .flatMap((inline) =>
      typeof inline === 'object' && 'section' in inline ? [inline.section] : [],
    )
