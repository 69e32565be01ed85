import { fold } from '../vocabulary/fold'
import { findDateRange, findSpan, type DateOptions, type DateRange } from './dates'
import type { EmploymentEntry } from './draft-profile'
import { findPlace } from './places'
import { capitalise, isBulleted, stripBullet, tidyCase, trimField } from './text-utils'

/** An employment entry with the dates behind its duration. */
export interface ParsedEmployment extends EmploymentEntry {
  range?: DateRange
  /** Months of a duration given without dates ('3 years'). */
  spanMonths?: number
}

interface Draft {
  headers: string[]
  /** How many header lines came before (or on) the date line. */
  headersAtDate: number
  /** Whether the date line carried header text (Title<tab>Date) or stood alone. */
  dateLineHadText: boolean
  range?: DateRange
  span?: { months: number; text: string }
  description: string[]
}

const newDraft = (): Draft => ({
  headers: [],
  headersAtDate: 0,
  dateLineHadText: false,
  description: [],
})

const TITLE_WORDS =
  /\b(?:operators?|associates?|assemblers?|assembly\s+line|pickers?|selectors?|handlers?|lead|leader|supervisor|manager|technician|tech|clerk|driver|loader|unloader|packer|welder|machinist|inspector|specialist|coordinator|worker|laborer|labourer|helper|mechanic|attendant|stocker|cashier|cook|team\s+member|crew\s+member|receiver|shipper|porter|custodian|janitor|sorter|material\s+handler|forklift|fabricator|painter|sanitation|maintenance|apprentice|trainee|intern|foreman|dispatcher|operador(?:a)?|ayudante|empacador(?:a)?|almacenista|ensamblador(?:a)?|soldador|encargado|trabajador(?:a)?|auxiliar|obrero|chofer|montacarguista|supervisora?|general\s+labor)\b/
const EMPLOYER_WORDS =
  /\b(?:inc|llc|l\.l\.c|ltd|co|corp|corporation|company|companies|group|logistics|distribution|services|foods?|manufacturing|industries|industrial|staffing|storage|supply|freight|fulfillment|works|parts|components|packaging|solutions|enterprises|systems|products|center|centre|warehousing|transport|transportation|trucking|farms?|plant|mills?|brands|maquiladora|s\.a\.|de\s+c\.v|amazon|walmart|target|fedex|ups|dhl)\b/

function titleScore(segment: string): number {
  const folded = fold(segment)
  return (TITLE_WORDS.test(folded) ? 2 : 0) - (EMPLOYER_WORDS.test(folded) ? 2 : 0)
}

const SEPARATORS = /\s*(?:\||\t|•|·|—|–|\s-+\s|-{2,}|@|\bat\b(?=\s+\p{Lu})|,)\s*/u
const SUFFIX_ONLY = /^(?:inc|llc|l\.l\.c|ltd|co|corp)\.?$/i

function splitSegments(text: string): string[] {
  const segments: string[] = []
  for (const part of text.split(SEPARATORS)) {
    const segment = trimField(
      balanceParens(part)
        .replace(/\(\s*\)|\[\s*\]/g, ' ')
        .replace(/\s+/g, ' '),
    )
    if (segment === '' || /^(?:remote|on-?site|hybrid)$/i.test(segment)) continue
    if (SUFFIX_ONLY.test(segment) && segments.length > 0) {
      segments[segments.length - 1] += `, ${segment}`
    } else segments.push(segment)
  }
  return segments
}

const tidyTitle = (title: string) =>
  capitalise(
    title
      .split(/\s+\/\s+/)
      .map((part) => tidyCase(part))
      .join(' / '),
  )

/** Title, employer and location from an entry's header lines (dates already removed). */
function readHeaders(headers: string[]): {
  jobTitle: string
  employerName: string
  location: string
} {
  let location = ''
  const segments: string[] = []
  for (const header of headers) {
    let text = header
    const place = findPlace(text)
    if (place) {
      if (!location) location = place.location
      text = `${text.slice(0, place.index)} | ${text.slice(place.index + place.length)}`
    }
    segments.push(...splitSegments(text))
  }
  if (segments.length === 0) return { jobTitle: '', employerName: '', location }
  const scored = segments.map((segment, index) => ({ segment, index, score: titleScore(segment) }))
  // The most title-like segment is the title; ties go to the first one (Title, then Employer).
  const title = [...scored].sort((a, b) => b.score - a.score || a.index - b.index)[0]!
  const rest = scored.filter((s) => s !== title)
  if (rest.length === 0) {
    return title.score >= 0 && !(title.score === 0 && EMPLOYER_WORDS.test(fold(title.segment)))
      ? { jobTitle: tidyTitle(title.segment), employerName: '', location }
      : { jobTitle: '', employerName: tidyCase(title.segment), location }
  }
  const employer = [...rest].sort((a, b) => a.score - b.score || a.index - b.index)[0]!
  return {
    jobTitle: tidyTitle(title.segment),
    employerName: tidyCase(employer.segment),
    location,
  }
}

/** Sentences rather than a title or an employer. */
function isProse(line: string): boolean {
  const words = line.split(/\s+/)
  const lower = words.filter((word) => /^[a-z]/.test(word)).length
  return (
    words.length >= 8 ||
    (words.length >= 5 && (/[.;]$/.test(line) || lower / words.length >= 0.6)) ||
    /^[a-z]/.test(line) ||
    line.includes('; ')
  )
}

/** Drops parentheses left unmatched once a place or date was cut out ('HEB DC (San Antonio, TX)'). */
function balanceParens(text: string): string {
  let out = text
  while ((out.match(/\(/g)?.length ?? 0) > (out.match(/\)/g)?.length ?? 0)) {
    out = out.replace(/\((?![^(]*\))/, ' ')
  }
  while ((out.match(/\)/g)?.length ?? 0) > (out.match(/\(/g)?.length ?? 0)) {
    out = out.replace(/(?<!\([^)]*)\)/, ' ')
  }
  return out
}

/**
 * Employment entries from the lines of the experience sections. An entry is its header lines
 * (title, employer, place; in any order and on one or several lines), one date range or
 * duration, and its bullet points or sentences. Sections are separated by a blank line.
 */
export function parseEmployment(lines: string[], options: DateOptions): ParsedEmployment[] {
  const drafts: Draft[] = []
  let current: Draft | undefined
  let blankSinceDate = false
  const start = () => {
    current = newDraft()
    drafts.push(current)
    blankSinceDate = false
    return current
  }

  for (const raw of lines) {
    const line = raw.trim()
    if (line === '') {
      if (current && (current.range || current.description.length > 0)) blankSinceDate = true
      continue
    }
    if (isBulleted(line) && !findDateRange(stripBullet(line), options)) {
      const draft = current ?? start()
      draft.description.push(stripBullet(line))
      continue
    }
    const text = stripBullet(line)
    const found = findDateRange(text, options)
    const span = found ? undefined : findSpan(text)
    const dated = found ?? (span && text.split(/\s+/).length <= 10 ? span : undefined)
    if (dated) {
      const rest = trimField(
        `${text.slice(0, dated.index)} | ${text.slice(dated.index + dated.length)}`.replace(
          /\(\s*\)/g,
          ' ',
        ),
      )
      let draft: Draft = current ?? start()
      if (draft.description.length > 0 || draft.range || draft.span || blankSinceDate) {
        const previous = draft
        draft = start()
        // 'Title / Employer | Date' entries: headers after the date belong to the next entry.
        const carried = previous.headers.length - previous.headersAtDate
        if (
          carried > 0 &&
          previous.description.length === 0 &&
          (previous.headersAtDate >= 2 || !previous.dateLineHadText)
        ) {
          draft.headers.push(...previous.headers.splice(previous.headersAtDate))
        }
      }
      if (rest) draft.headers.push(rest)
      draft.headersAtDate = draft.headers.length
      draft.dateLineHadText = rest !== ''
      if (found) draft.range = found.range
      else if (span) draft.span = { months: span.months, text: span.text }
      continue
    }
    if (current && (current.headers.length > 0 || current.range) && isProse(text)) {
      // A wrapped bullet continues the previous description line.
      if (/^[a-z]/.test(text) && current.description.length > 0) {
        current.description[current.description.length - 1] += ` ${text}`
      } else current.description.push(text)
      continue
    }
    if (!current || current.description.length > 0 || blankSinceDate) start()
    current!.headers.push(text)
  }

  return drafts
    .filter((draft) => draft.headers.length > 0 || draft.range)
    .map((draft) => {
      const fields = readHeaders(draft.headers)
      const entry: ParsedEmployment = {
        employerName: fields.employerName,
        jobTitle: fields.jobTitle,
        duration: draft.range?.text ?? draft.span?.text ?? '',
        location: fields.location,
        description: draft.description.join('\n'),
      }
      if (draft.range) entry.range = draft.range
      if (draft.span) entry.spanMonths = draft.span.months
      return entry
    })
    .filter((entry) => entry.employerName || entry.jobTitle)
}
