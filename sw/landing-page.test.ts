import { describe, expect, it } from 'vitest'
import { landingLanguageFor, languageCookie } from './landing-page'

describe('the landing page the worker answers / with', () => {
  it('follows the lang cookie first', () => {
    expect(landingLanguageFor('es', ['en-US'])).toBe('es')
    expect(landingLanguageFor('en', ['es-MX', 'es'])).toBe('en')
  })

  it("else the browser's first language the product speaks, else English", () => {
    expect(landingLanguageFor(undefined, ['fr-FR', 'es-US', 'en'])).toBe('es')
    expect(landingLanguageFor('fr', ['en-US', 'es'])).toBe('en')
    expect(landingLanguageFor(null, ['de'])).toBe('en')
  })

  it('reads the cookie through the Cookie Store API, and copes without it', async () => {
    const scope = { cookieStore: { get: async (name: string) => ({ value: `${name}:es` }) } }
    expect(await languageCookie(scope)).toBe('lang:es')
    expect(await languageCookie({})).toBeUndefined()
    const failing = { cookieStore: { get: () => Promise.reject(new Error('denied')) } }
    expect(await languageCookie(failing)).toBeUndefined()
  })
})
