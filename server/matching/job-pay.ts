import { HOURS_PER_WEEK, HOURS_PER_YEAR } from '../interview/extract/pay'

/** A job's pay as posted: dollars per hour, week or year. */
interface PayQuote {
  payRateMin: number
  payRateMax: number
  payRateType: string
}

/** Hours a weekly or yearly figure is spread over (the same the interview uses for candidates). */
export const hoursPerPayUnit = (payRateType: string): number =>
  payRateType === 'Weekly' ? HOURS_PER_WEEK : payRateType === 'Annual' ? HOURS_PER_YEAR : 1

/** The posted range in dollars an hour. */
export function hourlyPay(quote: PayQuote): { min: number; max: number } {
  const hours = hoursPerPayUnit(quote.payRateType)
  return { min: quote.payRateMin / hours, max: quote.payRateMax / hours }
}

const UNIT: Record<string, string> = { Hourly: '/hr', Weekly: '/week', Annual: '/year' }

/** 19 -> '19', 19.5 -> '19.50', 52000 -> '52,000'. (Not toLocaleString: ten times slower.) */
function dollars(value: number): string {
  if (Number.isInteger(value) && value < 1000) return String(value)
  const [whole = '0', cents] = (Number.isInteger(value) ? String(value) : value.toFixed(2)).split(
    '.',
  )
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',')
  return cents === undefined ? grouped : `${grouped}.${cents}`
}

/** The job's own quote: '$19-22/hr', '$19.50/hr', '$850-950/week', '$52,000-60,000/year'. */
export function formatPay(quote: PayQuote): string {
  const unit = UNIT[quote.payRateType] ?? ''
  const range =
    quote.payRateMin === quote.payRateMax
      ? dollars(quote.payRateMin)
      : `${dollars(quote.payRateMin)}-${dollars(quote.payRateMax)}`
  return `$${range}${unit}`
}
