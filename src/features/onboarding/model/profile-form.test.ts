import { describe, expect, it } from 'vitest'
import {
  canSubmitProfile,
  filterName,
  isEmailValid,
  isNameValid,
  toProfileDetails,
} from './profile-form'

describe('names (docs/product.md#step-1-profile)', () => {
  it('keeps letters, spaces and hyphens and drops everything else as typed', () => {
    expect(filterName('Mary-Jo 2nd!')).toBe('Mary-Jo nd')
    expect(filterName("O'Brien.")).toBe('OBrien')
    expect(filterName('José Núñez')).toBe('José Núñez')
    expect(filterName('123@#$')).toBe('')
  })

  it('is required after trimming', () => {
    expect(isNameValid('   ')).toBe(false)
    expect(isNameValid('')).toBe(false)
    expect(isNameValid('  Ana ')).toBe(true)
    expect(isNameValid('Ana-Maria de la Cruz')).toBe(true)
  })
})

describe('email (contract EMAIL_PATTERN)', () => {
  it.each([
    ['ana@example.com', true],
    ['  ana@example.com  ', true],
    ['ana@example', false],
    ['ana example@x.com', false],
    ['@example.com', false],
    ['ana@.com', false],
    ['', false],
  ])('%j -> %s', (value, valid) => {
    expect(isEmailValid(value)).toBe(valid)
  })
})

describe('Continue', () => {
  const valid = {
    firstName: 'Ana',
    lastName: 'Diaz',
    emailId: 'ana@example.com',
    termsAccepted: true,
  }

  it('is allowed only when the names, the email and the terms all hold', () => {
    expect(canSubmitProfile(valid)).toBe(true)
    expect(canSubmitProfile({ ...valid, firstName: ' ' })).toBe(false)
    expect(canSubmitProfile({ ...valid, lastName: '' })).toBe(false)
    expect(canSubmitProfile({ ...valid, emailId: 'ana@' })).toBe(false)
    expect(canSubmitProfile({ ...valid, termsAccepted: false })).toBe(false)
  })

  it('sends trimmed values and the full name', () => {
    expect(
      toProfileDetails({ ...valid, firstName: ' Ana ', emailId: ' ana@example.com ' }),
    ).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      emailId: 'ana@example.com',
      fullName: 'Ana Diaz',
    })
  })
})
