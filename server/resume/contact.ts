import { toE164 } from '../../contract/phone'
import { fold } from '../vocabulary/fold'
import { findPlace } from './places'
import { readHeading } from './sections'
import { isAllCaps, stripBullet, titleCase } from './text-utils'

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/
/** US numbers: (614) 555-0142, 614-555-0142, 614.555.0142, 614 555 0148, +1 614 555 0142. */
const PHONE =
  /(?<![\d\w])(?:\+?1[\s.-]*)?\(?([2-9]\d{2})\)?[\s.-]*([2-9]\d{2})[\s.-]*(\d{4})(?![\d])/
/** A street address: number, street name and a street word. */
const STREET =
  /(?<![\w])\d{1,6}\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9.' ]+?\s(?:st|street|ave|avenue|rd|road|dr|drive|ln|lane|blvd|boulevard|ct|court|way|pl|place|pkwy|parkway|hwy|highway|cir|circle|trl|trail|ter|terrace|loop|calle|avenida)\.?(?:\s+(?:apt|unit|suite|ste|#)\.?\s*#?\s*\w+)?(?![\w])/i

export function findEmail(text: string): string {
  return EMAIL.exec(text)?.[0].toLowerCase() ?? ''
}

/** The first US phone number, E.164. */
export function findPhone(text: string): string {
  for (const line of text.split('\n')) {
    // Lines with dates or long digit runs are not contact lines; skip IDs like 1234567890123.
    const match = PHONE.exec(line)
    if (match) return toE164(`${match[1]}${match[2]}${match[3]}`)
  }
  return ''
}

/** Cuts contact text ('Phone:', emails, phone numbers, separators) out of a line. */
function withoutContacts(line: string): string {
  return line
    .replace(new RegExp(EMAIL.source, 'g'), ' ')
    .replace(new RegExp(PHONE.source, 'g'), ' ')
    .replace(
      /\b(?:phone|cell|mobile|tel|telephone|telefono|teléfono|celular|email|e-mail|correo|address|direccion|dirección)\b\.?:?/gi,
      ' ',
    )
}

/**
 * The postal address: the first line (header lines first) with a city and state, with a street
 * line just above it joined on ('118 Pine Ridge Dr, Greenville, SC 29607').
 */
export function findAddress(lines: string[]): string {
  for (let i = 0; i < lines.length; i++) {
    const line = withoutContacts(lines[i] ?? '')
    const place = findPlace(line)
    if (!place) continue
    const before = line.slice(0, place.index)
    const street = STREET.exec(before)?.[0]
    if (street) return `${street.trim()}, ${place.text}`
    const previous = withoutContacts(lines[i - 1] ?? '').trim()
    const previousStreet = STREET.exec(previous)
    if (previousStreet && previousStreet[0].length >= previous.length - 2) {
      return `${previousStreet[0].trim()}, ${place.text}`
    }
    return place.text
  }
  return ''
}

/** Lines that are not a name: contact details, places, headings, sentences, dates. */
function couldBeName(line: string): boolean {
  if (line.length < 4 || line.length > 40) return false
  if (EMAIL.test(line) || PHONE.test(line) || /\d/.test(line)) return false
  if (findPlace(line) || readHeading(line)) return false
  if (/^(?:curriculum|resume|résumé|cv\b|hoja de vida)/i.test(fold(line))) return false
  const words = line.split(/\s+/)
  if (words.length < 2 || words.length > 5) return false
  return words.every(
    (word) => /^[\p{Lu}][\p{L}'’.-]*$/u.test(word) || /^(?:de|del|la|y|van|von)$/.test(word),
  )
}

/** The name: the first line near the top that is not contact text (and 'Name: ...' lines). */
export function findName(headerLines: string[]): string {
  for (const raw of headerLines.slice(0, 8)) {
    const line = stripBullet(raw).replace(/\t/g, ' ')
    const labelled = /^(?:name|nombre|full name|nombre completo)\s*:\s*(.+)$/i.exec(line)
    const candidate = (labelled?.[1] ?? line)
      .split(/\s+[|•·]\s+|\s{2,}/)[0]!
      .replace(/[,|]+$/, '')
      .trim()
    if (couldBeName(candidate)) return isAllCaps(candidate) ? titleCase(candidate) : candidate
  }
  return ''
}
