import { fold } from '../vocabulary/fold'

/** A month as year * 12 + (month - 1). */
export type MonthIndex = number

export interface DateRange {
  /** The range as written, dashes normalised: 'Mar 2019 - Present'. */
  text: string
  /** First month worked. */
  start: MonthIndex
  /** The month after the last month worked (exclusive). */
  end: MonthIndex
  /** Whether the range runs to the present. */
  current: boolean
}

const MONTHS: [RegExp, number][] = [
  [/^(jan|ene)/, 1],
  [/^feb/, 2],
  [/^mar/, 3],
  [/^(apr|abr)/, 4],
  [/^may/, 5],
  [/^jun/, 6],
  [/^jul/, 7],
  [/^(aug|ago)/, 8],
  [/^(sep|set)/, 9],
  [/^oct/, 10],
  [/^nov/, 11],
  [/^(dec|dic)/, 12],
]

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|' +
  'oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|ene(?:ro)?|febrero|marzo|abr(?:il)?|mayo|junio|julio|' +
  'ago(?:sto)?|sept?iembre|set(?:iembre)?|octubre|noviembre|dic(?:iembre)?)\\.?'
const YEAR = '(?:19[6-9]\\d|20[0-4]\\d)'
const DATE = `(?:${MONTH}\\s*,?\\s*(?:de(?:l)?\\s+)?${YEAR}|(?:0?[1-9]|1[0-2])\\s*[/.-]\\s*${YEAR}|${YEAR})`
const PRESENT =
  '(?:present|current(?:ly)?|now|today|date|ongoing|presente|actual(?:idad|mente)?|la fecha|hoy)'
const RANGE_SEPARATOR =
  '\\s*(?:-+|–|—|~|\\bto\\b|\\bthrough\\b|\\bthru\\b|\\buntil\\b|\\bhasta\\b|\\bal?\\b)\\s*'

/** A date range, searched in folded text (lower case, no accents). */
const RANGE = new RegExp(
  `(?<![\\w/])(${DATE})${RANGE_SEPARATOR}(${DATE}|${PRESENT})(?![\\w/])`,
  'i',
)
/** 'Since 2019', 'Desde marzo 2019': a range to the present. */
const SINCE = new RegExp(`\\b(?:since|desde)\\s+(${DATE})(?![\\w/])`, 'i')
/** '3 years', '2 yrs', '18 months', '2 años', as a duration with no dates. */
const SPAN = /(?<![\w.])(\d{1,2}(?:\.\d)?)\s*\+?\s*(years?|yrs?|anos?|months?|mos?|meses?)(?![\w])/i
/** A lone year or month-year: the education year, or a one-date job. */
const SINGLE = new RegExp(`(?<![\\w/])(${DATE})(?![\\w/])`, 'i')

export interface DateOptions {
  /** The month 'Present' means. */
  now: MonthIndex
}

export const monthIndexOf = (date: Date): MonthIndex =>
  date.getUTCFullYear() * 12 + date.getUTCMonth()

/** Parses one date; year-only dates are January. Returns the month and whether a month was given. */
function parseDate(text: string): { month: MonthIndex; hasMonth: boolean } | undefined {
  const folded = fold(text).trim()
  const year = /(19|20)\d\d/.exec(folded)
  if (!year) return undefined
  const y = Number(year[0])
  const numeric = /^(\d{1,2})\s*[/.-]/.exec(folded)
  if (numeric) return { month: y * 12 + Number(numeric[1]) - 1, hasMonth: true }
  const named = MONTHS.find(([pattern]) => pattern.test(folded))
  if (named && /^[a-z]/.test(folded)) return { month: y * 12 + named[1] - 1, hasMonth: true }
  return { month: y * 12, hasMonth: false }
}

/** Dashes and 'to' kept as written, but a spaced hyphen: 'Mar 2019 – Present' -> 'Mar 2019 - Present'. */
const tidyRangeText = (text: string) =>
  text
    .replace(/\s*(?:-+|–|—|~)\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The first date range in the line. Month-year ends count their month (Jun 2016 - Feb 2019 is 33
 * months); a year-only end means that year began (2014 - 2018 is 4 years; 2014 - 2014 is 1 year);
 * 'Present' counts the current month.
 */
export function findDateRange(
  line: string,
  options: DateOptions,
): { range: DateRange; index: number; length: number } | undefined {
  // fold() keeps the length of text without combining marks; match on folded, cut from the line.
  const folded = fold(line.normalize('NFC'))
  const source = folded.length === line.length ? line : folded
  const match = RANGE.exec(folded)
  if (match) {
    const start = parseDate(match[1] ?? '')
    const endText = match[2] ?? ''
    const current = new RegExp(`^${PRESENT}$`, 'i').test(endText)
    const end = current ? { month: options.now, hasMonth: true } : parseDate(endText)
    if (start && end) {
      let endMonth = end.hasMonth ? end.month + 1 : end.month
      if (endMonth <= start.month) endMonth = start.month + (end.hasMonth ? 1 : 12)
      const text = source.slice(match.index, match.index + match[0].length)
      return {
        range: { text: tidyRangeText(text), start: start.month, end: endMonth, current },
        index: match.index,
        length: match[0].length,
      }
    }
  }
  const since = SINCE.exec(folded)
  if (since) {
    const start = parseDate(since[1] ?? '')
    if (start) {
      const text = source.slice(since.index, since.index + since[0].length)
      return {
        range: {
          text: tidyRangeText(text),
          start: start.month,
          end: Math.max(options.now + 1, start.month + 1),
          current: true,
        },
        index: since.index,
        length: since[0].length,
      }
    }
  }
  return undefined
}

/** '3 years' / '18 months' / '2 años' in the line, as months, with where it was found. */
export function findSpan(
  line: string,
): { months: number; text: string; index: number; length: number } | undefined {
  const folded = fold(line)
  const match = SPAN.exec(folded)
  if (!match) return undefined
  const amount = Number(match[1])
  const unit = match[2] ?? ''
  const months = /^(y|a)/.test(unit) ? Math.round(amount * 12) : Math.round(amount)
  if (months <= 0 || months > 600) return undefined
  const text = line.slice(match.index, match.index + match[0].length).trim()
  return { months, text, index: match.index, length: match[0].length }
}

/** The first single date (a year, or month and year) in the line. */
export function findSingleDate(
  line: string,
): { year: number; text: string; index: number; length: number } | undefined {
  const match = SINGLE.exec(fold(line))
  if (!match) return undefined
  const parsed = parseDate(match[1] ?? '')
  if (!parsed) return undefined
  return {
    year: Math.floor(parsed.month / 12),
    text: line.slice(match.index, match.index + match[0].length),
    index: match.index,
    length: match[0].length,
  }
}

/** Months covered by the ranges, overlaps counted once. */
export function coveredMonths(ranges: { start: MonthIndex; end: MonthIndex }[]): number {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start)
  let total = 0
  let open: { start: number; end: number } | undefined
  for (const range of sorted) {
    if (open && range.start <= open.end) {
      open.end = Math.max(open.end, range.end)
    } else {
      if (open) total += open.end - open.start
      open = { ...range }
    }
  }
  if (open) total += open.end - open.start
  return total
}
