import type { Answer } from './answer'
import type { Draft } from './draft'
import type { HourlyRateRange } from './types'

/** Hours in a working year and week, to turn '40k a year' or '$700 a week' into hourly pay. */
export const HOURS_PER_YEAR = 2080
export const HOURS_PER_WEEK = 40

/** A number, '$' before it, 'k' after it; 'eighteen fifty an hour' arrives as '18 50 an hour'. */
const NUMBER =
  /(\$\s*)?\b(\d+(?:\.\d+)?)(?:\s+(\d{2})(?=\s*(?:dollars?\s*)?(?:an|a|per|la|por)\s*(?:hour|hora)))?(\s*k\b)?/g

const HOURLY =
  /^\s*(?:dollars?|bucks|usd|dolares|pesos)?\s*(?:(?:an|a|per|each|la|por|the|por la|\/)\s*(?:hour|hr|h|hora)\b|hourly\b|p\/?h\b|\/\s*hr?\b)/
const ANNUAL =
  /^\s*(?:dollars?|bucks|dolares)?\s*(?:(?:a|per|each|al|por|el|\/)\s*(?:year|yr|ano|annum)\b|annually\b|yearly\b|annual\b|salary\b)/
const WEEKLY =
  /^\s*(?:dollars?|bucks|dolares)?\s*(?:(?:a|per|each|a la|por|la|\/)\s*(?:week|wk|semana)\b|weekly\b)/
const MONEY = /^\s*(?:dollars?|bucks|usd|dolares)\b/
/** Numbers of something else: miles, years, pounds. */
const OTHER =
  /^\s*(?:\+\s*)?(?:miles?|mi\b|millas?|km|kms|kilomet|minutes?|minutos?|mins?\b|hours?|hrs?\b|horas?|years?|anos?|months?|meses|lbs?\b|pounds|libras|percent|%|people|days|dias|weeks|semanas|shifts?|turnos?|kids|children|hijos|st\b|nd\b|rd\b|th\b)/

const PAY_WORDS =
  /\b(?:pay|paid|make|making|earn|earning|salary|wage|wages|rate|money|ganar|gano|ganaba|pago|pagan|paguen|sueldo|salario|hourly|dollars|dolares|bucks|per hour|an hour|la hora)\b/

const MIN_BEFORE =
  /(?:at least|minimum(?: of)?|min|no less than|not less than|more than|over|above|starting(?: at)?|start(?: at)?|al menos|minimo|mas de|arriba de|no menos de|from)\s*$/
const MAX_BEFORE =
  /(?:up to|at most|no more than|maximum(?: of)?|max|under|below|less than|hasta|maximo|menos de|not more than)\s*$/
const MIN_AFTER =
  /^\s*(?:or more|or higher|or better|or above|plus|\+|minimum|at least|o mas|para arriba)/
const MAX_AFTER = /^\s*(?:or less|or lower|max(?:imum)?|tops|at most|o menos)/
const RANGE_JOIN = /^\s*(?:-|to|and|or|through|hasta|y|o|a)\s*$/

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

function readAmounts(text: string): Amount[] {
  const amounts: Amount[] = []
  for (const match of text.matchAll(NUMBER)) {
    const [whole, dollar, digits, cents, k] = match
    let value = Number(digits) + (cents ? Number(cents) / 100 : 0)
    if (k) value *= 1000
    const numberEnd = match.index + whole.length
    const after = text.slice(numberEnd)
    const unit = [HOURLY, ANNUAL, WEEKLY, MONEY].map((pattern) => after.match(pattern))
    const index = unit.findIndex(Boolean)
    const period: Period = (['hourly', 'annual', 'weekly', 'money', 'none'] as const)[
      index === -1 ? 4 : index
    ]!
    const end = numberEnd + (index === -1 ? 0 : unit[index]![0].length)
    amounts.push({
      start: match.index,
      end,
      value,
      dollar: Boolean(dollar) || Boolean(k),
      period: k && period === 'none' ? 'annual' : period,
      other: index === -1 && OTHER.test(after),
    })
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

/** Whether the number is pay: money marks, or pay talk (or a pay question) and a bare figure. */
function isPay(answer: Answer, amount: Amount, period: Period): boolean {
  if (amount.other) return false
  const yearLike = amount.value >= 1950 && amount.value <= 2035 && !amount.dollar
  if (amount.dollar || period !== 'none') return !(yearLike && period === 'none')
  if (yearLike || (amount.value >= 10000 && amount.value < 100000)) return false
  return (
    answer.expectedSlot === 'hourlyRateRange' || PAY_WORDS.test(answer.clauseAt(amount.start).text)
  )
}

/** hourlyRateRange from '$17-20', 'eighteen an hour', 'at least 19', '40k a year', 'quince la hora'. */
export function readPay(answer: Answer, draft: Draft): void {
  const text = answer.free
  const amounts = readAmounts(text)
  const range: HourlyRateRange = {}
  for (let i = 0; i < amounts.length; i++) {
    const first = amounts[i]!
    const second = amounts[i + 1]
    const joined = second && RANGE_JOIN.test(text.slice(first.end, second.start).replace('$', ''))
    if (joined) {
      // '17 to 20 dollars an hour': the unit after the second figure covers both.
      const period =
        first.period !== 'none' && first.period !== 'money' ? first.period : second.period
      if (
        (isPay(answer, second, period) || isPay(answer, first, period)) &&
        !first.other &&
        !second.other
      ) {
        const low = hourly(first, period)
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
    const before = text.slice(Math.max(0, first.start - 25), first.start)
    const after = text.slice(first.end)
    const isMax = MAX_BEFORE.test(before) || MAX_AFTER.test(after)
    const isMin = MIN_BEFORE.test(before) || MIN_AFTER.test(after)
    const key = isMax && !isMin ? 'max' : 'min'
    if (range[key] !== undefined) continue
    range[key] = rate
    const from = converted(first, first.period)
    if (from) range.convertedFrom = from
    answer.use(first.start, first.end)
  }
  if (range.min !== undefined && range.max !== undefined && range.min > range.max)
    [range.min, range.max] = [range.max, range.min]
  if (range.min !== undefined || range.max !== undefined) draft.hourlyRateRange = range
}
