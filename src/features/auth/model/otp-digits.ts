import { OTP_LENGTH } from '@contract/auth'

/** One entry per box: a single digit or '' when empty. */
export type OtpDigits = readonly string[]

/** Result of an edit: the new digits and the box that should have focus next. */
export interface OtpEdit {
  digits: OtpDigits
  focusIndex: number
}

export const emptyOtp = (length: number = OTP_LENGTH): OtpDigits => Array.from({ length }, () => '')

export const isOtpComplete = (digits: OtpDigits): boolean =>
  digits.length > 0 && digits.every((digit) => /^\d$/.test(digit))

export const otpToCode = (digits: OtpDigits): string => digits.join('')

const lastIndex = (digits: OtpDigits) => digits.length - 1

/** Fills the boxes from the first one; the boxes after the code are emptied. */
export const fillFromStart = (digits: OtpDigits, code: string): OtpEdit => {
  const chars = code.slice(0, digits.length).split('')
  return {
    digits: digits.map((_, i) => chars[i] ?? ''),
    focusIndex: Math.min(chars.length, lastIndex(digits)),
  }
}

/**
 * A paste is taken only when it is a code: digits, optionally split by spaces or dashes
 * ('123 456'). Anything else is ignored (null), as docs/product.md#the-two-steps asks.
 */
export const parsePastedCode = (text: string): string | null => {
  const compact = text.trim().replace(/[\s-]/g, '')
  return /^\d+$/.test(compact) ? compact : null
}

export const applyPaste = (digits: OtpDigits, text: string): OtpEdit | null => {
  const code = parsePastedCode(text)
  return code === null ? null : fillFromStart(digits, code)
}

/**
 * What the input of box `index` now holds (`value`) becomes the new digits:
 * - one digit: set it and move to the next box;
 * - the old digit plus a new one (caret was not over the old one): keep the new one;
 * - several digits (SMS autofill into the first box): fill from the first box;
 * - emptied (mobile keyboards delete through input, not keydown): clear the box;
 * - no digit at all: ignored (null).
 */
export const applyInput = (digits: OtpDigits, index: number, value: string): OtpEdit | null => {
  if (value === '') return setDigit(digits, index, '', index)
  const typed = value.replace(/\D/g, '')
  if (typed === '') return null
  const old = digits[index] ?? ''
  const replaced =
    typed.length === 2 && old !== '' && typed.includes(old) ? typed.replace(old, '') : typed
  if (replaced.length === 1) {
    return setDigit(digits, index, replaced, Math.min(index + 1, lastIndex(digits)))
  }
  return fillFromStart(digits, replaced)
}

/** Backspace clears a filled box; on an empty box it moves back and clears the previous one. */
export const applyBackspace = (digits: OtpDigits, index: number): OtpEdit => {
  if (digits[index]) return setDigit(digits, index, '', index)
  if (index === 0) return { digits, focusIndex: 0 }
  return setDigit(digits, index - 1, '', index - 1)
}

/** Left/right arrows move one box, stopping at the ends. */
export const moveFocus = (digits: OtpDigits, index: number, step: -1 | 1): number =>
  Math.max(0, Math.min(lastIndex(digits), index + step))

const setDigit = (
  digits: OtpDigits,
  index: number,
  digit: string,
  focusIndex: number,
): OtpEdit => ({
  digits: digits.map((current, i) => (i === index ? digit : current)),
  focusIndex,
})
