import { describe, expect, it } from 'vitest'
import { workerLanguage, type CookieReader } from './worker-language'

const cookies = (jar: Record<string, string>): CookieReader => ({
  get: (name) => Promise.resolve(name in jar ? { value: jar[name]! } : null),
})

describe('the language of the worker’s own words', () => {
  it('reads the page’s lang cookie', async () => {
    expect(await workerLanguage(cookies({ lang: 'es' }))).toBe('es')
    expect(await workerLanguage(cookies({ lang: 'en' }))).toBe('en')
  })

  it('falls back to English without the Cookie Store API, the cookie, or a known value', async () => {
    expect(await workerLanguage(undefined)).toBe('en')
    expect(await workerLanguage(cookies({}))).toBe('en')
    expect(await workerLanguage(cookies({ lang: 'fr' }))).toBe('en')
    expect(await workerLanguage({ get: () => Promise.reject(new Error('blocked')) })).toBe('en')
  })
})
