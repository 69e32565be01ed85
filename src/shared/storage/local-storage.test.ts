import { afterEach, describe, expect, it } from 'vitest'
import { clearAllStorage, readStorage, writeStorage } from './local-storage'

afterEach(() => localStorage.clear())

describe('local storage', () => {
  it("keeps the candidate's records only while signed in", () => {
    writeStorage('userCurrentStep', '2')
    writeStorage('onboardingStatus', '0')
    expect(Object.keys(localStorage)).toEqual([])

    writeStorage('accessToken', 'token')
    writeStorage('userCurrentStep', '2')
    expect(readStorage('userCurrentStep')).toBe('2')
  })

  it('writes the sign-in keys and the device choices before there is a session', () => {
    writeStorage('sessionToken', 'session')
    writeStorage('mobileNumber', '2065550100')
    writeStorage('language', 'es')
    expect(readStorage('sessionToken')).toBe('session')
    expect(readStorage('mobileNumber')).toBe('2065550100')
    expect(readStorage('language')).toBe('es')
  })

  it('after a sign-out, a late write leaves nothing but the device choices', () => {
    writeStorage('accessToken', 'token')
    writeStorage('language', 'es')
    writeStorage('userStepData', '{}')
    clearAllStorage()
    writeStorage('userCurrentStep', '3')
    expect(Object.keys(localStorage)).toEqual(['language'])
  })
})
