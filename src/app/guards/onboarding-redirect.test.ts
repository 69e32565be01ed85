import { describe, expect, it } from 'vitest'
import { onboardingRedirect, safeReturnPath } from './onboarding-redirect'

describe('onboardingRedirect', () => {
  it('sends a finished candidate away from onboarding', () => {
    expect(onboardingRedirect(0, '/onboarding', false)).toBe('/dashboard')
    expect(onboardingRedirect(0, '/onboarding/anything', false)).toBe('/dashboard')
  })

  it('lets a finished candidate see /check-profile only with the from-onboarding marker', () => {
    expect(onboardingRedirect(0, '/check-profile', false)).toBe('/dashboard')
    expect(onboardingRedirect(0, '/check-profile', true)).toBeNull()
  })

  it('lets a finished candidate open every other protected page', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/job-1',
      '/submissions',
      '/profile',
      '/preference',
      '/edit-profile',
    ]) {
      expect(onboardingRedirect(0, path, false)).toBeNull()
    }
  })

  it('keeps an unfinished candidate inside onboarding at every step', () => {
    for (const step of [1, 2, 3, 4]) {
      expect(onboardingRedirect(step, '/dashboard', false)).toBe('/onboarding')
      expect(onboardingRedirect(step, '/check-profile', true)).toBe('/onboarding')
      expect(onboardingRedirect(step, '/profile', false)).toBe('/onboarding')
      expect(onboardingRedirect(step, '/onboarding', false)).toBeNull()
    }
  })

  it('does not treat a look-alike path as onboarding', () => {
    expect(onboardingRedirect(0, '/onboardingx', false)).toBeNull()
    expect(onboardingRedirect(2, '/onboardingx', false)).toBe('/onboarding')
  })
})

describe('safeReturnPath', () => {
  it('returns a remembered path on this site', () => {
    expect(safeReturnPath('/submissions?filter=hired')).toBe('/submissions?filter=hired')
  })

  it('falls back to /dashboard for nothing, other origins and the login page itself', () => {
    expect(safeReturnPath(undefined)).toBe('/dashboard')
    expect(safeReturnPath('https://evil.example/')).toBe('/dashboard')
    expect(safeReturnPath('//evil.example/')).toBe('/dashboard')
    expect(safeReturnPath('/login')).toBe('/dashboard')
  })
})
