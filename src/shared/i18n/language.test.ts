import { describe, expect, it } from 'vitest'
import { languageFromPreferences, languageOfTag } from './language'
import { plural } from './intl'

describe('language from the browser and the page', () => {
  it('takes the first preferred language the product speaks, any region, else English', () => {
    expect(languageFromPreferences(['es-MX', 'en-US'])).toBe('es')
    expect(languageFromPreferences(['fr-FR', 'ES', 'en'])).toBe('es')
    expect(languageFromPreferences(['en-GB', 'es-US'])).toBe('en')
    expect(languageFromPreferences(['pt-BR'])).toBe('en')
    expect(languageFromPreferences([])).toBe('en')
  })

  it('reads <html lang>', () => {
    expect(languageOfTag('es-US')).toBe('es')
    expect(languageOfTag('en')).toBe('en')
    expect(languageOfTag('de')).toBeUndefined()
    expect(languageOfTag(null)).toBeUndefined()
  })

  it('picks plural forms by the locale', () => {
    const forms = { one: 'empleo', other: 'empleos' }
    expect(plural('es-US', 1, forms)).toBe('empleo')
    expect(plural('es-US', 0, forms)).toBe('empleos')
    expect(plural('es-US', 2, forms)).toBe('empleos')
  })
})
