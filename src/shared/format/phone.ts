import { PHONE_DIGITS } from '@contract/phone'

const FULL_PHONE_PATTERN = /^\(\d{3}\) \d{3}-\d{4}$/

/**
 * The national digits in whatever the user typed or pasted: digits only, at most 10. A
 * pasted '+1 ...' loses its country code first (our own display never starts with '+').
 */
export const toPhoneDigits = (input: string): string =>
  input
    .replace(/^\s*\+\s*1/, '')
    .replace(/\D/g, '')
    .slice(0, PHONE_DIGITS)

/**
 * '(NNN) NNN-NNNN', built up as the digits arrive: '5' -> '(5', '55512' -> '(555) 12'.
 * No trailing ') ' or '-' is added before the next digit, so Backspace always removes one.
 */
export const formatPhone = (input: string): string => {
  const digits = toPhoneDigits(input)
  if (digits.length === 0) return ''
  const area = digits.slice(0, 3)
  const exchange = digits.slice(3, 6)
  const line = digits.slice(6)
  if (digits.length <= 3) return `(${area}`
  if (digits.length <= 6) return `(${area}) ${exchange}`
  return `(${area}) ${exchange}-${line}`
}

/** Valid only when the display matches the full format (docs/product.md#the-two-steps). */
export const isValidPhone = (display: string): boolean => FULL_PHONE_PATTERN.test(display)
