import type { Answer } from './answer'
import type { Draft } from './draft'
import { boundOf, type Bound } from './pay-bounds'
import type { HourlyRateRange } from './types'

/** Hours in a working year and week, to turn '40k a year' or '$700 a week' into hourly pay. */
export const HOURS_PER_YEAR = 2080
export const HOURS_PER_WEEK = 40

/** A number, '$' before it, 'k' after it. */
const NUMBER = /(\$\s*)?\b(\d+(?:\.\d+)?)(\s*k\b)?/g

/**
 * A figure said in two parts arrives as two numbers: 'eighteen fifty' as '18 50' (18.50 an
 * hour), 'eight fifty a week' as '8 50 a week' (850). The second part is 10 or 20..95, and
 * nothing but a pay word, a range's joining word ('between seventeen fifty and nineteen') or the
 * end follows it.
 */
const SECOND_PART =
  /^\s+(10|[2-9]\d)\b(?=\s*(?:$|[.,!?]|dollars?\b|bucks\b|an?\b|per\b|la\b|por\b|al\b|hourly\b|weekly\b|or\b|o\b|to\b|too\b|and\b|-|through\b|minimum\b|min\b|max\b|tops\b|is\b|would\b|plus\b|\+))/

const HOURLY =
  /^\s*(?:dollars?|bucks|usd|dolares|pesos)?\s*(?:(?:an|a|per|each|la|por|the|por la|\/)\s*(?:hour|h|hora)\b|hourly\b|p\/?h\b|\/\s*h\b)/
const ANNUAL =
  /^\s*(?:dollars?|bucks|dolares)?\s*(?:(?:a|per|each|al|por|el|\/)\s*(?:year|ano|annum)\b|annually\b|yearly\b|annual\b|salary\b)/
const WEEKLY =
  /^\s*(?:dollars?|bucks|dolares)?\s*(?:(?:a|per|each|every|a la|por|la|\/)\s*(?:week|wk|semana)\b|weekly\b)/
const MONEY = /^\s*(?:dollars?|bucks|usd|dolares)\b/
/** Numbers of something else: miles, years, pounds, things counted ('200 units an hour'). */
const OTHER =
  /^\s*(?:\+\s*)?(?:units|cases|boxes|pallets|picks|orders|items|pieces|parts|packages|cartons|totes|trucks|trailers|lines|cajas|piezas|tarimas|miles?|mills?|mi\b|millas?|km|kms|kilomet|minutes?|minutos?|mins?\b|hours?|horas?|years?|anos?|months?|meses|lbs?\b|pounds|libras|percent|%|people|days|dias|weeks|semanas|shifts?|turnos?|kids|children|hijos|st\b|nd\b|rd\b|th\b)/
/** The first figure of a range of something else: '15 or 20 miles', '2-3 years'. */
const RANGE_OF_OTHER = /^\s*(?:-|to|or|o|a)\s*\d+(?:\.\d+)?(?=\s*[a-z%])/
/** What follows a figure, or the second figure of its range: the unit both are counted in. */
const unitAfter = (after: string) => {
  const range = after.match(RANGE_OF_OTHER)
  return range ? after.slice(range[0].length) : after
}
/** 'min' after a figure, in talk about pay, is a minimum, not minutes. */
const MIN_WORD = /^\s*min\b/

const PAY_WORDS =
  /\b(?:pay|paid|pays|paying|make|making|made|earn|earning|salary|wage|wages|rate|money|ganar|gano|ganaba|pago|pagan|paguen|sueldo|salario|hourly|dollars|dolares|bucks|per hour|an hour|la hora|take|to start|starting)\b/

/** Words between two figures that make them a range: '17 to 20', 'between 18 and 20'. */
const RANGE_JOIN = /^\s*(?:-|,|to|too|and|or|through|hasta|y|o|a)\s*$/

type Period = 'hourly' | 'annual' | 'weekly' | 'money' | 'none'

interface Amount {
  start: number
  end: number
  value: number
  dollar: boolean
  period: Period
  other: boolean
}

const round2 = (value: number) => Math.round(value * 100) / 100

const periodAfter = (after: string): { period: Period; length: number } => {
  const periods: [Period, RegExp][] = [
    ['hourly', HOURLY],
    ['annual', ANNUAL],
    ['weekly', WEEKLY],
    ['money', MONEY],
  ]
  for (const [period, pattern] of periods) {
    const match = after.match(pattern)
    if (match) return { period, length: match[0].length }
  }
  return { period: 'none', length: 0 }
}

function readAmounts(text: string, payTalk: boolean): Amount[] {
  const amounts: Amount[] = []
  const number = new RegExp(NUMBER)
  let match: RegExpExecArray | null
  while ((match = number.exec(text))) {
    const [whole, dollar, digits, k] = match
    let value = Number(digits)
    let numberEnd = match.index + whole.length
    const second = !k && /^\d{1,2}$/.test(digits!) ? text.slice(numberEnd).match(SECOND_PART) : null
    if (second) numberEnd += second[0].length
    if (k) value *= 1000
    const after = text.slice(numberEnd)
    const { period, length } = periodAfter(after)
    // 'eight fifty a week' is 850 a week; 'eighteen fifty an hour' is 18.50.
    if (second)
      value =
        period === 'weekly' || period === 'annual'
          ? value * 100 + Number(second[1])
          : value + Number(second[1]) / 100
    amounts.push({
      start: match.index,
      end: numberEnd + length,
      value,
      dollar: Boolean(dollar) || Boolean(k),
      period: k && period === 'none' ? 'annual' : period,
      // '$24 min' is money: a '$' figure is never minutes.
      other:
        length === 0 &&
        OTHER.test(unitAfter(after)) &&
        !((payTalk || Boolean(dollar)) && MIN_WORD.test(unitAfter(after))),
    })
    number.lastIndex = numberEnd + length
  }
  return amounts
}

/** Dollars an hour, or undefined when the figure cannot be pay. */
function hourly(amount: Amount, period: Period): number | undefined {
  const { value } = amount
  let rate = value
  if (period === 'annual' || (period !== 'weekly' && value >= 1000)) rate = value / HOURS_PER_YEAR
  else if (period === 'weekly' || value >= 250) rate = value / HOURS_PER_WEEK
  rate = round2(rate)
  return rate >= 7 && rate <= 200 ? rate : undefined
}

const converted = (amount: Amount, period: Period): HourlyRateRange['convertedFrom'] =>
  period === 'annual' || (period !== 'weekly' && amount.value >= 1000)
    ? 'annual'
    : period === 'weekly' || amount.value >= 250
      ? 'weekly'
      : undefined

/** Five digits, not round, with no money mark: a zip code ('75201, 18 an hour'). */
const zipLike = (amount: Amount) =>
  !amount.dollar && amount.value >= 10000 && amount.value < 100000 && amount.value % 100 !== 0

/**
 * A figure the candidate needs, asks for or accepts as a floor, said without a unit and not in
 * reply to another question, is pay: 'looking for forklift work, need at least 25', 'I need 17
 * minimum', 'Anything over 18'. Miles and years come with their unit in such answers.
 */
const NEEDED_FIGURE =
  /\b(?:(?:need|needs|want|asking(?: for)?|expect|expecting|necesito|quiero|pido)\s+(?:at (?:the )?least|a minimum of|minimum|no less than|al menos|minimo)|(?:anything|something) (?:over|above|more than|north of)|nothing (?:under|below|less than))\s*$/
const NEEDED_BEFORE =
  /\b(?:need|needs|want|asking(?: for)?|expect|expecting|necesito|quiero|pido)\s+$/
const FLOOR_AFTER = /^\s*(?:minimum|minimo|at (?:the )?least|al menos)\b(?!\s*(?:of\s+)?\d)/

/** Dollars and cents: '16.50' is money, whatever the question (nothing else is counted so). */
const CENTS = /^\d{1,3}\.\d\d$/

/**
 * A figure opening the clause right after one about pay goes on with it: 'pay isn't a big deal,
 * 20 is fine'.
 */
function followsPayClause(answer: Answer, start: number): boolean {
  const clause = answer.clauseAt(start)
  const before = answer.clauseBefore(start)
  return (
    before !== undefined &&
    /^\W*$/.test(answer.text.slice(clause.start, start)) &&
    PAY_WORDS.test(before.text)
  )
}

/** Whether the number is pay: money marks, or pay talk (or a pay question) and a bare figure. */
function isPay(answer: Answer, amount: Amount, period: Period): boolean {
  if (amount.other) return false
  const yearLike = amount.value >= 1950 && amount.value <= 2035 && !amount.dollar
  if (amount.dollar || period !== 'none') return !(yearLike && period === 'none')
  if (CENTS.test(answer.text.slice(amount.start, amount.end).trim())) return true
  const before = answer.text.slice(Math.max(0, amount.start - 30), amount.start)
  const needed =
    answer.expectedSlot === undefined &&
    (NEEDED_FIGURE.test(before) ||
      (NEEDED_BEFORE.test(before) && FLOOR_AFTER.test(answer.text.slice(amount.end))))
  const payTalk =
    answer.expectedSlot === 'hourlyRateRange' ||
    needed ||
    PAY_WORDS.test(answer.clauseAt(amount.start).text) ||
    followsPayClause(answer, amount.start)
  if (yearLike) return false
  // Five digits are a zip code, unless a round salary in talk about pay ('I was making 40000').
  if (amount.value >= 10000 && amount.value < 100000) return payTalk && !zipLike(amount)
  return payTalk
}

/**
 * The first figure of a range takes the second's thousands when it is said without them:
 * '45 to 50 thousand a year', '45-50k' (45000 to 50000).
 */
function sharedMagnitude(first: Amount, second: Amount): Amount {
  const scaled = first.value * 1000
  return first.value < 1000 &&
    second.value >= 1000 &&
    scaled <= second.value &&
    scaled * 2 > second.value
    ? { ...first, value: scaled }
    : first
}

interface Figure {
  rate: number
  bound: Bound | undefined
  convertedFrom: HourlyRateRange['convertedFrom']
}

/**
 * hourlyRateRange from '$17-20', 'eighteen an hour', 'at least 19', 'tops 22', '40k a year',
 * 'quince la hora'. A single figure is a floor unless said as a ceiling (server/interview/
 * extract/pay-bounds.ts); a range gives both.
 */
export function readPay(answer: Answer, draft: Draft): void {
  const text = answer.free
  const payTalk = answer.expectedSlot === 'hourlyRateRange' || PAY_WORDS.test(text)
  const amounts = readAmounts(text, payTalk)
  const range: HourlyRateRange = {}
  const figures: Figure[] = []
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i]!
    const second = amounts[i + 1]
    const joined = second && RANGE_JOIN.test(text.slice(first.end, second.start).replace('$', ''))
    if (joined && !first.other && !second.other && !zipLike(first) && !zipLike(second)) {
      // '17 to 20 dollars an hour': the unit after the second figure covers both.
      const period =
        first.period !== 'none' && first.period !== 'money' ? first.period : second.period
      if (isPay(answer, second, period) || isPay(answer, first, period)) {
        const low = hourly(sharedMagnitude(first, second), period)
        const high = hourly(second, period)
        if (low !== undefined && high !== undefined && range.min === undefined) {
          range.min = Math.min(low, high)
          range.max = Math.max(low, high)
          const from = converted(second, period)
          if (from) range.convertedFrom = from
          answer.use(first.start, second.end)
        }
        i++
        continue
      }
    }
    if (!isPay(answer, first, first.period)) continue
    const rate = hourly(first, first.period)
    if (rate === undefined) continue
    const before = text.slice(Math.max(0, first.start - 40), first.start)
    const bound = boundOf(before, text.slice(first.end))
    figures.push({ rate, bound, convertedFrom: converted(first, first.period) })
    answer.use(first.start, first.end)
  }
  placeFigures(range, figures)
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    [range.min, range.max] = [range.max, range.min]
  if (range.min !== undefined || range.max !== undefined) draft.hourlyRateRange = range
}

/**
 * Stated floors and ceilings first; then a figure said plainly is the floor, or the top when
 * a stated floor is lower ('I'd take 18, I want 22'); then hopes top a floor, or are the floor.
 */
function placeFigures(range: HourlyRateRange, figures: Figure[]): void {
  const set = (key: 'min' | 'max', figure: Figure) => {
    if (range[key] !== undefined) return
    range[key] = figure.rate
    if (figure.convertedFrom) range.convertedFrom = figure.convertedFrom
  }
  for (const figure of figures)
    if (figure.bound === 'floor' || figure.bound === 'ceiling')
      set(figure.bound === 'ceiling' ? 'max' : 'min', figure)
  const statedFloor = range.min
  for (const figure of figures) {
    if (figure.bound !== undefined) continue
    if (statedFloor === undefined) set('min', figure)
    else if (figure.rate > statedFloor) set('max', figure)
  }
  for (const figure of figures)
    if (figure.bound === 'hope') set(range.min !== undefined ? 'max' : 'min', figure)
}
