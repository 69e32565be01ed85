/**
 * Numbers as candidates say them, for the language model's corpus: 'twenty two', 'nineteen
 * fifty' (pay), 'twenty nineteen' and 'two thousand nineteen' (years). The extractor turns these
 * words back into digits (server/interview/extract/numbers.ts).
 */

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const TEENS = [
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** 0 to 999 999 in words: 'one hundred twenty five'. */
export function numberWords(value: number): string {
  if (!Number.isInteger(value) || value < 0 || value > 999_999)
    throw new RangeError(`numberWords takes an integer from 0 to 999999, not ${value}`)
  if (value < 10) return ONES[value]!
  if (value < 20) return TEENS[value - 10]!
  if (value < 100) {
    const unit = value % 10
    return unit === 0
      ? TENS[Math.floor(value / 10)]!
      : `${TENS[Math.floor(value / 10)]} ${ONES[unit]}`
  }
  if (value < 1000) {
    const rest = value % 100
    const hundreds = `${ONES[Math.floor(value / 100)]} hundred`
    return rest === 0 ? hundreds : `${hundreds} ${numberWords(rest)}`
  }
  const rest = value % 1000
  const thousands = `${numberWords(Math.floor(value / 1000))} thousand`
  return rest === 0 ? thousands : `${thousands} ${numberWords(rest)}`
}

/** Dollars and cents the way pay is said: 17 'seventeen', 17.5 'seventeen fifty'. */
export function dollarWords(value: number): string {
  const cents = Math.round(value * 100) % 100
  const dollars = Math.floor(value)
  if (cents === 0) return numberWords(dollars)
  return `${numberWords(dollars)} ${cents < 10 ? `oh ${ONES[cents]}` : numberWords(cents)}`
}

/** A year both ways it is said: 2019 'twenty nineteen' and 'two thousand nineteen'. */
export function yearWords(year: number): string[] {
  const century = Math.floor(year / 100)
  const rest = year % 100
  const paired =
    rest === 0
      ? `${numberWords(century)} hundred`
      : `${numberWords(century)} ${rest < 10 ? `oh ${ONES[rest]}` : numberWords(rest)}`
  return year >= 2000 && year < 2010 ? [numberWords(year)] : [paired, numberWords(year)]
}

/** One digit as it is read out in a ZIP code: 'oh' or 'zero' for 0. */
export const digitWords = (digit: number): string[] =>
  digit === 0 ? ['zero', 'oh'] : [ONES[digit]!]
