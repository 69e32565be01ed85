import { describe, expect, it } from 'vitest'
import {
  applyBackspace,
  applyInput,
  applyPaste,
  emptyOtp,
  isOtpComplete,
  moveFocus,
  otpToCode,
  parsePastedCode,
} from './otp-digits'

const digitsOf = (code: string) => emptyOtp().map((_, i) => code[i] ?? '')

describe('applyInput', () => {
  it('sets the typed digit and moves to the next box', () => {
    expect(applyInput(emptyOtp(), 0, '4')).toEqual({ digits: digitsOf('4'), focusIndex: 1 })
  })

  it('stays on the last box after its digit', () => {
    const edit = applyInput(digitsOf('12345'), 5, '6')
    expect(edit).toEqual({ digits: digitsOf('123456'), focusIndex: 5 })
  })

  it('replaces the old digit when the new one lands beside it', () => {
    expect(applyInput(digitsOf('123'), 1, '29')?.digits).toEqual(digitsOf('193'))
    expect(applyInput(digitsOf('123'), 1, '92')?.digits).toEqual(digitsOf('193'))
  })

  it('fills from the first box when several digits arrive at once (SMS autofill)', () => {
    expect(applyInput(emptyOtp(), 0, '654321')).toEqual({
      digits: digitsOf('654321'),
      focusIndex: 5,
    })
  })

  it('ignores non-digits', () => {
    expect(applyInput(digitsOf('1'), 1, 'a')).toBeNull()
  })

  it('clears the box when the input was emptied', () => {
    expect(applyInput(digitsOf('12'), 1, '')).toEqual({ digits: digitsOf('1'), focusIndex: 1 })
  })
})

describe('applyBackspace', () => {
  it('clears a filled box and stays on it', () => {
    expect(applyBackspace(digitsOf('123'), 2)).toEqual({ digits: digitsOf('12'), focusIndex: 2 })
  })

  it('on an empty box moves back and clears the previous box', () => {
    expect(applyBackspace(digitsOf('12'), 2)).toEqual({ digits: digitsOf('1'), focusIndex: 1 })
  })

  it('does nothing on the first, empty box', () => {
    expect(applyBackspace(emptyOtp(), 0)).toEqual({ digits: emptyOtp(), focusIndex: 0 })
  })
})

describe('moveFocus', () => {
  it('moves one box and stops at the ends', () => {
    expect(moveFocus(emptyOtp(), 2, -1)).toBe(1)
    expect(moveFocus(emptyOtp(), 2, 1)).toBe(3)
    expect(moveFocus(emptyOtp(), 0, -1)).toBe(0)
    expect(moveFocus(emptyOtp(), 5, 1)).toBe(5)
  })
})

describe('paste', () => {
  it('accepts digits, with spaces or dashes between them', () => {
    expect(parsePastedCode(' 123 456 ')).toBe('123456')
    expect(parsePastedCode('123-456')).toBe('123456')
  })

  it('rejects anything with other characters', () => {
    expect(parsePastedCode('abc')).toBeNull()
    expect(parsePastedCode('12a456')).toBeNull()
    expect(parsePastedCode('')).toBeNull()
  })

  it('fills from the first box whatever box had focus, emptying the rest', () => {
    expect(applyPaste(digitsOf('999999'), '123')).toEqual({
      digits: digitsOf('123'),
      focusIndex: 3,
    })
  })

  it('keeps only the first 6 digits', () => {
    expect(applyPaste(emptyOtp(), '12345678')?.digits).toEqual(digitsOf('123456'))
  })

  it('ignores a non-digit paste', () => {
    expect(applyPaste(digitsOf('12'), 'hello')).toBeNull()
  })
})

describe('completion', () => {
  it('is complete only with 6 digits', () => {
    expect(isOtpComplete(digitsOf('12345'))).toBe(false)
    expect(isOtpComplete(digitsOf('123456'))).toBe(true)
    expect(otpToCode(digitsOf('123456'))).toBe('123456')
  })
})
