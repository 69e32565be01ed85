import { describe, expect, it } from 'vitest'
import { landingLanguageOf, languageOfAcceptLanguage, languageOfCookie } from './landing-language'

describe('languageOfAcceptLanguage', () => {
  it('takes Spanish when it weighs more than English, by weight and then by order', () => {
    expect(languageOfAcceptLanguage('es-US,es;q=0.9,en;q=0.8')).toBe('es')
    expect(languageOfAcceptLanguage('en-US;q=0.5, es-MX;q=0.9')).toBe('es')
    expect(languageOfAcceptLanguage('fr-FR, es;q=0.7, en;q=0.3')).toBe('es')
    expect(languageOfAcceptLanguage('es, en')).toBe('es')
  })

  it('keeps English when English comes first or neither is named', () => {
    expect(languageOfAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en')
    expect(languageOfAcceptLanguage('en, es')).toBe('en')
    expect(languageOfAcceptLanguage('fr-FR, de;q=0.5')).toBe('en')
    expect(languageOfAcceptLanguage('*')).toBe('en')
    expect(languageOfAcceptLanguage('')).toBe('en')
    expect(languageOfAcceptLanguage(undefined)).toBe('en')
  })

  it('ignores refused (q=0) and malformed weights', () => {
    expect(languageOfAcceptLanguage('es;q=0, en;q=0.1')).toBe('en')
    expect(languageOfAcceptLanguage('es;q=banana, en;q=0.2')).toBe('en')
    expect(languageOfAcceptLanguage('es;q=2, en;q=0.2')).toBe('en')
  })
})

describe('landingLanguageOf', () => {
  it('follows the cookie first, then Accept-Language', () => {
    expect(landingLanguageOf('es', 'en-US')).toBe('es')
    expect(landingLanguageOf('en', 'es-US')).toBe('en')
    expect(landingLanguageOf(undefined, 'es-US,es;q=0.9')).toBe('es')
    expect(landingLanguageOf('fr', 'es-US')).toBe('es')
  })

  it('reads only the languages the product speaks from the cookie', () => {
    expect(languageOfCookie('es')).toBe('es')
    expect(languageOfCookie('ES')).toBeUndefined()
    expect(languageOfCookie('<script>')).toBeUndefined()
  })
})
