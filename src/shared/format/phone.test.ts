import { describe, expect, it } from 'vitest'
import { formatPhone, isValidPhone, toPhoneDigits } from './phone'

describe('toPhoneDigits', () => {
  it('keeps digits only', () => {
    expect(toPhoneDigits('(555) 12a3-4b')).toBe('5551234')
  })

  it('keeps at most 10 digits', () => {
    expect(toPhoneDigits('555123456789')).toBe('5551234567')
  })

  it('drops a pasted +1 country code', () => {
    expect(toPhoneDigits('+1 (555) 123-4567')).toBe('5551234567')
  })
})

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['5', '(5'],
    ['555', '(555'],
    ['5551', '(555) 1'],
    ['55512', '(555) 12'],
    ['555123', '(555) 123'],
    ['5551234', '(555) 123-4'],
    ['5551234567', '(555) 123-4567'],
  ])('formats %j progressively as %j', (input, expected) => {
    expect(formatPhone(input)).toBe(expected)
  })

  it('ignores non-digits and anything past 10 digits', () => {
    expect(formatPhone('555-abc-123 45678')).toBe('(555) 123-4567')
  })

  it('lets Backspace remove a digit after a separator (no stuck punctuation)', () => {
    // The field held '(555) 1' and Backspace removed the '1'.
    expect(formatPhone('(555) ')).toBe('(555')
  })
})

describe('isValidPhone', () => {
  it('is valid only for the full format', () => {
    expect(isValidPhone('(555) 123-4567')).toBe(true)
    expect(isValidPhone('(555) 123-456')).toBe(false)
    expect(isValidPhone('5551234567')).toBe(false)
    expect(isValidPhone('(555) 123-45678')).toBe(false)
    expect(isValidPhone('')).toBe(false)
  })

  it('accepts whatever formatPhone makes of 10 digits', () => {
    expect(isValidPhone(formatPhone('555.123.4567 ext'))).toBe(true)
  })
})
