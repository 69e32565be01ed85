import { beforeEach, describe, expect, it } from 'vitest'
import {
  hasPreference,
  loadInterviewMode,
  loadPreferencesForm,
  loadProfileForm,
  nextStep,
  previousStep,
  readStoredStep,
  resolveStartStep,
  saveInterviewModeDraft,
  savePreferencesDraft,
  saveProfileDraft,
  writeStoredStep,
} from './onboarding-progress'

// The candidate's records are kept only while signed in (shared/storage/local-storage.ts).
beforeEach(() => localStorage.setItem('accessToken', 'token'))

describe('step mechanics (docs/product.md#onboarding)', () => {
  it('Back never goes below 1, Next never beyond 4', () => {
    expect(previousStep(1)).toBe(1)
    expect(previousStep(3)).toBe(2)
    expect(nextStep(4)).toBe(4)
    expect(nextStep(1)).toBe(2)
  })

  it('starts at the larger of the stored step and the server step', () => {
    expect(resolveStartStep(undefined, undefined)).toBe(1)
    expect(resolveStartStep(3, 2)).toBe(3)
    expect(resolveStartStep(1, 2)).toBe(2)
    expect(resolveStartStep(2, undefined)).toBe(2)
    // 0 (finished) is the guard's business; the stored step stands.
    expect(resolveStartStep(2, 0)).toBe(2)
  })

  it('stores the step as userCurrentStep and ignores junk', () => {
    writeStoredStep(3)
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
    expect(readStoredStep()).toBe(3)
    localStorage.setItem('userCurrentStep', 'seven')
    expect(readStoredStep()).toBeUndefined()
  })

  it('stores nothing once signed out (an effect that runs after a Logout)', () => {
    localStorage.removeItem('accessToken')
    writeStoredStep(2)
    expect(localStorage.getItem('userCurrentStep')).toBeNull()
  })
})

describe('userStepData', () => {
  it('keeps the values of the current step as JSON', () => {
    saveProfileDraft({ firstName: 'Ana', lastName: '', emailId: 'a@', termsAccepted: true })
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({
      step: 1,
      firstName: 'Ana',
      lastName: '',
      emailId: 'a@',
      termsAccepted: true,
    })
    expect(loadProfileForm()).toEqual({
      firstName: 'Ana',
      lastName: '',
      emailId: 'a@',
      termsAccepted: true,
    })
  })

  it('falls back to the saved profile when the draft belongs to another step', () => {
    localStorage.setItem('firstName', 'Ana')
    localStorage.setItem('lastName', 'Diaz')
    localStorage.setItem('emailId', 'ana@example.com')
    saveInterviewModeDraft('phone')
    expect(loadProfileForm()).toEqual({
      firstName: 'Ana',
      lastName: 'Diaz',
      emailId: 'ana@example.com',
      termsAccepted: true,
    })
    expect(loadInterviewMode()).toBe('phone')
  })

  it('restores preferences from the draft, else from selectedJobTitle and customJobTitle', () => {
    localStorage.setItem('selectedJobTitle', JSON.stringify(['Assembler', 'Not a type']))
    localStorage.setItem('customJobTitle', 'Baker')
    expect(loadPreferencesForm()).toEqual({ selectedTitles: ['Assembler'], customTitle: 'Baker' })
    savePreferencesDraft({ selectedTitles: ['Order Picker'], customTitle: '' })
    expect(loadPreferencesForm()).toEqual({ selectedTitles: ['Order Picker'], customTitle: '' })
  })

  it('defaults to start-now and survives broken JSON', () => {
    localStorage.setItem('userStepData', '{not json')
    expect(loadInterviewMode()).toBe('web')
    expect(loadPreferencesForm()).toEqual({ selectedTitles: [], customTitle: '' })
  })

  it('needs a job type or a custom title', () => {
    expect(hasPreference({ selectedTitles: [], customTitle: '  ' })).toBe(false)
    expect(hasPreference({ selectedTitles: [], customTitle: 'Cook' })).toBe(true)
    expect(hasPreference({ selectedTitles: ['Assembler'], customTitle: '' })).toBe(true)
  })
})
