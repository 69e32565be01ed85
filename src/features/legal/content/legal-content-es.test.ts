import { describe, expect, it } from 'vitest'
import { appConfig } from '@/shared/config'
import {
  allBlocks,
  anchorIds,
  sectionLinkTargets,
  type Block,
  type Inline,
  type LegalDocument,
  type RichText,
} from './legal-document'
import { privacyPolicy } from './privacy-policy'
import { privacyPolicyEs } from './privacy-policy.es'
import { termsOfService } from './terms-of-service'
import { termsOfServiceEs } from './terms-of-service.es'

/*
 * The Spanish legal documents are translations: they must keep every section, clause, link,
 * address and number of the English originals, and say that the English version governs.
 */

interface Part {
  readonly id: string
  readonly blocks: readonly Block[]
}

/** The summary, then every section and subsection, in reading order. */
const parts = (document: LegalDocument): Part[] => [
  { id: '(summary)', blocks: document.summary },
  ...document.sections.flatMap((section) => [section, ...(section.subsections ?? [])]),
]

const inlineText = (inline: Inline): string =>
  typeof inline === 'string' ? inline : 'strong' in inline ? inline.strong : inline.text

const richTexts = (block: Block): RichText[] => {
  switch (block.kind) {
    case 'paragraph':
      return [block.text]
    case 'list':
      return [...block.items]
    case 'records':
      return block.records.flatMap((record) => record.fields.map((field) => field.value))
  }
}

const inlinesOf = (blocks: readonly Block[]): Inline[] => blocks.flatMap(richTexts).flat()

/** One line per paragraph, list item or record field, so words of two never run together. */
const textOf = (blocks: readonly Block[]): string =>
  blocks
    .flatMap(richTexts)
    .map((text) => text.map(inlineText).join(''))
    .join('\n')

/** How the blocks are built: kinds, list lengths, records and their fields. */
const shape = (blocks: readonly Block[]): string[] =>
  blocks.map((block) => {
    switch (block.kind) {
      case 'paragraph':
        return 'paragraph'
      case 'list':
        return `list of ${block.items.length}`
      case 'records':
        return `records ${block.records.map((record) => record.fields.length).join(',')}`
    }
  })

/** Where each link goes, and the address an email link shows; order-free. */
const linkTargets = (blocks: readonly Block[]): string[] =>
  inlinesOf(blocks)
    .flatMap((inline): string[] => {
      if (typeof inline === 'string' || 'strong' in inline) return []
      if ('section' in inline) return [`#${inline.section}`]
      if ('configured' in inline) return [`configured ${inline.configured}`]
      if ('to' in inline) return [`page ${inline.to} ${inline.hrefLang ?? ''}`.trim()]
      return inline.href.startsWith('mailto:')
        ? [inline.href, `shows ${inline.text}`]
        : [inline.href]
    })
    .sort()

/**
 * What a translation must carry over untouched: numbers (ages, days, dollars, digits of a
 * phone number), email addresses and URLs in the text, SMS keywords, the arbitration body,
 * and the product name.
 */
const literals = (text: string): string[] =>
  [
    ...(text.match(/\d+/g) ?? []).map((number) => `number ${number}`),
    ...(text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []),
    ...(text.match(/https?:\/\/[^\s)]+/g) ?? []),
    ...(text.match(/\b(STOP|HELP|START|AAA)\b/g) ?? []),
    ...(text.includes(appConfig.productName) ? [appConfig.productName] : []),
  ].sort()

/** The email subjects we ask for: the mailbox sorts by them, so they stay in English. */
const emailSubjects = (text: string): string[] =>
  [...text.matchAll(/subject "([^"]+)"/g)].map((match) => `"${match[1]}"`)

/** Every way the translation departs from the original's structure and literals. */
const translationDifferences = (original: LegalDocument, translation: LegalDocument): string[] => {
  const originalIds = anchorIds(original)
  const translationIds = anchorIds(translation)
  if (JSON.stringify(originalIds) !== JSON.stringify(translationIds)) {
    return [`anchors: ${originalIds.join(' ')} != ${translationIds.join(' ')}`]
  }
  const translated = parts(translation)
  return parts(original).flatMap((part, index): string[] => {
    const other = translated[index]!
    const differences: string[] = []
    const compare = (what: string, expected: unknown, actual: unknown) => {
      if (JSON.stringify(expected) !== JSON.stringify(actual)) {
        differences.push(
          `${part.id}: ${what} ${JSON.stringify(expected)} != ${JSON.stringify(actual)}`,
        )
      }
    }
    compare('blocks', shape(part.blocks), shape(other.blocks))
    compare('links', linkTargets(part.blocks), linkTargets(other.blocks))
    compare('literals', literals(textOf(part.blocks)), literals(textOf(other.blocks)))
    for (const subject of emailSubjects(textOf(part.blocks))) {
      if (!textOf(other.blocks).includes(subject)) differences.push(`${part.id}: ${subject}`)
    }
    return differences
  })
}

const plainText = (document: LegalDocument): string =>
  [
    document.title,
    ...(document.governingVersion ?? []).map(inlineText),
    ...document.sections.flatMap((section) => [
      section.heading,
      ...(section.subsections ?? []).map((subsection) => subsection.heading),
    ]),
    ...allBlocks(document).flatMap((block) => [
      ...(block.kind === 'records'
        ? block.records.flatMap((record) => [
            record.title,
            ...record.fields.map((field) => field.label),
          ])
        : []),
      textOf([block]),
    ]),
  ].join(' ')

const pairs: [string, LegalDocument, LegalDocument, string][] = [
  ['Terms of Service', termsOfService, termsOfServiceEs, '/terms'],
  ['Privacy Policy', privacyPolicy, privacyPolicyEs, '/privacy-policy'],
]

describe.each(pairs)('%s in Spanish', (_name, english, spanish, englishPath) => {
  it('keeps every section and subsection, with the same anchor ids in the same order', () => {
    expect(anchorIds(spanish)).toEqual(anchorIds(english))
  })

  it('keeps every clause, link, address, number and keyword of the English original', () => {
    expect(translationDifferences(english, spanish)).toEqual([])
  })

  it('links only to headings that exist, and gives every heading a title', () => {
    const ids = new Set(anchorIds(spanish))
    for (const target of sectionLinkTargets(spanish)) expect(ids).toContain(target)
    for (const section of spanish.sections) {
      expect(section.heading.trim()).not.toBe('')
      for (const subsection of section.subsections ?? []) {
        expect(subsection.heading.trim()).not.toBe('')
      }
    }
  })

  it('opens with the line that the English version governs, linking to it', () => {
    expect(english.governingVersion).toBeUndefined()
    const line = spanish.governingVersion ?? []
    expect(line.map(inlineText).join('')).toMatch(
      /traducción que ofrecemos para tu comodidad.*prevalece la versión en inglés\.$/,
    )
    const links = line.filter((inline) => typeof inline === 'object' && 'to' in inline)
    expect(links).toEqual([{ text: 'versión en inglés', to: englishPath, hrefLang: 'en' }])
  })

  it('carries the same date, written in US Spanish', () => {
    expect(spanish.lastUpdated.iso).toBe(english.lastUpdated.iso)
    const spanishDate = new Intl.DateTimeFormat('es-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(english.lastUpdated.iso))
    expect(spanish.lastUpdated.label).toBe(spanishDate)
  })

  it('speaks to the candidate with tú, never usted', () => {
    const text = plainText(spanish)
    expect(text).not.toMatch(/\busted(es)?\b/i)
    expect(text).not.toMatch(/\b(Lea|Responda|Escriba|Envíe|Consulte|Comuníquese|Avísenos)\b/)
  })

  it('is a different text from the English one, with the Spanish title and description', () => {
    expect(spanish.title).not.toBe(english.title)
    expect(spanish.metaDescription).toContain(appConfig.productName)
    expect(spanish.metaDescription).not.toBe(english.metaDescription)
  })
})

describe('the parity check can fail', () => {
  const spanish = privacyPolicyEs
  it('when a section is missing', () => {
    const missing = { ...spanish, sections: spanish.sections.filter((_, index) => index !== 9) }
    expect(translationDifferences(privacyPolicy, missing)).toEqual([
      expect.stringMatching(/^anchors: /),
    ])
  })

  it('when two sections swap places', () => {
    const [first, second, ...rest] = spanish.sections
    const swapped = { ...spanish, sections: [second!, first!, ...rest] }
    expect(translationDifferences(privacyPolicy, swapped)).not.toEqual([])
  })

  it('when a clause of a list is dropped', () => {
    const sections = spanish.sections.map((section) =>
      section.id === 'how-we-use-information'
        ? {
            ...section,
            blocks: section.blocks.map((block) =>
              block.kind === 'list' ? { ...block, items: block.items.slice(1) } : block,
            ),
          }
        : section,
    )
    expect(translationDifferences(privacyPolicy, { ...spanish, sections })).toEqual([
      expect.stringMatching(/^how-we-use-information: blocks /),
    ])
  })

  it('when a number, an address or a link changes', () => {
    const text = JSON.stringify(spanish)
    const changed = (from: string, to: string) => {
      expect(text).toContain(from)
      return translationDifferences(
        privacyPolicy,
        JSON.parse(text.replace(from, to)) as LegalDocument,
      )
    }

    expect(changed('90 días', '60 días')).not.toEqual([])
    expect(changed(`mailto:${appConfig.privacyEmail}`, 'mailto:x@example.com')).not.toEqual([])
    expect(changed('https://optout.aboutads.info/', 'https://example.com/')).not.toEqual([])
    expect(changed('"section":"retention"', '"section":"security"')).not.toEqual([])
    expect(changed('Privacy appeal', 'Apelación')).not.toEqual([])
    expect(changed('Responde STOP', 'Responde ALTO')).not.toEqual([])
  })
})

describe('the Spanish Terms of Service state the facts of docs/product.md#the-public-pages', () => {
  const text = plainText(termsOfServiceEs)

  it.each([
    /tener al menos 18 años/,
    /residente legal de los Estados Unidos/,
    /código de un solo uso de 6 dígitos/,
    /Es gratuito para quienes buscan trabajo.*nos pagan cuando/s,
    /No garantizamos que vayas a conseguir un empleo/,
    /Las agencias de empleo y los empleadores deciden a quién contactar, entrevistar y contratar/,
    /Enviar solicitudes en tu nombre a los empleos que nuestro sistema califica/,
    /Grabamos la entrevista/,
    /no debes:/,
    /licencia mundial, no exclusiva y libre de regalías/,
    /recurrentes generados con IA.*sistemas de marcación automática/s,
    /Pueden aplicarse tarifas de mensajes y datos/,
    /Responde STOP/,
    /Responde HELP/,
    /empresas independientes/,
    /leyes de propiedad intelectual/,
    /"tal cual" y "según disponibilidad"/,
    /se limita a \$100 \(cien dólares estadounidenses\)/,
    /defender, indemnizar y eximir de responsabilidad/,
    /Puedes eliminar tu cuenta en cualquier momento/,
    /leyes del estado de Washington/,
    /La sede del arbitraje es Seattle, Washington/,
    /ni como miembro del grupo en ninguna demanda colectiva/,
    /tribunal de reclamos menores/,
    /Es posible que actualicemos estos términos/,
  ])('%s', (pattern) => {
    expect(text).toMatch(pattern)
  })
})

describe('the Spanish Privacy Policy states the facts of docs/product.md#the-public-pages', () => {
  const text = plainText(privacyPolicyEs)

  it.each([
    /número de celular y tu dirección de correo electrónico/,
    /grabamos el audio y hacemos una transcripción/,
    /cookies, almacenamiento local y tecnologías similares/,
    /el servicio no responde a las señales de Do Not Track/,
    /Network Advertising Initiative/,
    /oficinas en los Estados Unidos y en la India/,
    /no es para menores de 18 años/,
    /puedes apelar dentro de los 45 días/,
    /California Consumer Privacy Act/,
    /Si vives en Oregón o Minnesota, estas son las categorías de terceros/,
    /nuestro buzón de privacidad/,
    /Es posible que actualicemos esta política/,
  ])('%s', (pattern) => {
    expect(text).toMatch(pattern)
  })

  it('gives every California category the same fields', () => {
    const records = allBlocks(privacyPolicyEs).flatMap((block) =>
      block.kind === 'records' ? block.records : [],
    )
    expect(records.length).toBeGreaterThanOrEqual(8)
    for (const record of records) {
      expect(record.fields.map((field) => field.label)).toEqual([
        'Ejemplos',
        'Fuentes',
        'Divulgada con un fin empresarial a',
        'Vendida o compartida para publicidad dirigida',
      ])
    }
  })
})
