import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from './support/databases'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The landing page's language on the reference server (docs/adr/0108): '/' answers with the Spanish
 * prerender (es.html) when the `lang` cookie says so, else when Accept-Language prefers Spanish
 * over English, and caches keep one answer per cookie and header; '/es' is always Spanish.
 */

const ENGLISH_STYLE = '.lp-hero{color:navy}'
const SPANISH_STYLE = '.lp-hero{color:navy;--lang:es}'
const ENGLISH = `<!doctype html><html lang="en-US"><style>${ENGLISH_STYLE}</style><div id="root"><h1>Your next job?</h1></div>`
const SPANISH = `<!doctype html><html lang="es-US"><style>${SPANISH_STYLE}</style><div id="root"><h1>¿Tu próximo trabajo?</h1></div>`
const SHELL = '<!doctype html><div id="root"></div>'
const LOGIN_STYLE = '.login-page{color:navy}'
const LOGIN_SPANISH_STYLE = '.login-page{color:navy;--lang:es}'
const LOGIN = `<!doctype html><html lang="en-US"><style>${LOGIN_STYLE}</style><div id="root"><h1>Log in to Hirelane</h1></div>`
const LOGIN_SPANISH = `<!doctype html><html lang="es-US"><style>${LOGIN_SPANISH_STYLE}</style><div id="root"><h1>Inicia sesión en Hirelane</h1></div>`
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const SPANISH_BROWSER = 'es-US,es;q=0.9,en;q=0.8'
const ENGLISH_BROWSER = 'en-US,en;q=0.9,es;q=0.5'

function fakeBuild({ spanish = true, login = false } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'hirelane-dist-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'index.html'), ENGLISH)
  writeFileSync(join(dir, 'shell.html'), SHELL)
  if (spanish) {
    writeFileSync(join(dir, 'es.html'), SPANISH)
    writeFileSync(join(dir, 'es.html.gz'), 'gzip bytes of the Spanish page')
  }
  if (login) {
    writeFileSync(join(dir, 'login.html'), LOGIN)
    if (spanish) writeFileSync(join(dir, 'login-es.html'), LOGIN_SPANISH)
  }
  return dir
}

describeEachDatabase('the landing page in the visitor’s language', (database) => {
  let staticDir: string
  let t: TestApp
  beforeAll(() => {
    staticDir = fakeBuild()
    t = createTestApp(database.db, { STATIC_DIR: staticDir })
  })
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.request(path, { headers })

  it('answers / in English by default, varying on the cookie and Accept-Language', async () => {
    const requests: Record<string, string>[] = [
      {},
      { 'Accept-Language': ENGLISH_BROWSER },
      { Cookie: 'lang=en' },
    ]
    for (const headers of requests) {
      const response = await get('/', headers)
      expect(await response.text(), JSON.stringify(headers)).toBe(ENGLISH)
      expect(response.headers.get('Vary')).toMatch(/Cookie/)
      expect(response.headers.get('Vary')).toMatch(/Accept-Language/)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
    }
  })

  it('answers / in Spanish for a browser that prefers Spanish and has no cookie', async () => {
    const response = await get('/', { 'Accept-Language': SPANISH_BROWSER })
    expect(await response.text()).toBe(SPANISH)
    expect(response.headers.get('Vary')).toMatch(/Cookie/)
    expect(response.headers.get('Vary')).toMatch(/Accept-Language/)
    expect(response.headers.get('Content-Type')).toMatch(/text\/html/)
  })

  it('lets the cookie the language switch sets win over Accept-Language, both ways', async () => {
    const chosenSpanish = await get('/', {
      Cookie: 'session=x; lang=es',
      'Accept-Language': ENGLISH_BROWSER,
    })
    expect(await chosenSpanish.text()).toBe(SPANISH)
    const chosenEnglish = await get('/', {
      Cookie: 'lang=en',
      'Accept-Language': SPANISH_BROWSER,
    })
    expect(await chosenEnglish.text()).toBe(ENGLISH)
    // A cookie naming no language the product speaks counts as no cookie.
    const unknown = await get('/', { Cookie: 'lang=fr', 'Accept-Language': SPANISH_BROWSER })
    expect(await unknown.text()).toBe(SPANISH)
  })

  it('answers /es in Spanish whatever the cookie and header say, precompressed too', async () => {
    const requests: Record<string, string>[] = [
      {},
      { Cookie: 'lang=en', 'Accept-Language': ENGLISH_BROWSER },
    ]
    for (const headers of requests) {
      const response = await get('/es', headers)
      expect(await response.text()).toBe(SPANISH)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
    }
    const gzip = await get('/es', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip')
    expect(await gzip.text()).toBe('gzip bytes of the Spanish page')
    const head = await t.app.request('/es', { method: 'HEAD' })
    expect(head.status).toBe(200)
  })

  it('keeps the other paths on the shell, /login too in a build without its prerender', async () => {
    for (const path of ['/login', '/es/anything', '/dashboard']) {
      const response = await get(path, { 'Accept-Language': SPANISH_BROWSER, Cookie: 'lang=es' })
      expect(await response.text(), path).toBe(SHELL)
    }
  })

  it("allows the Spanish page's <style> blocks in the CSP, on / and /es", async () => {
    for (const path of ['/', '/es', '/login']) {
      const csp = (await get(path)).headers.get('Content-Security-Policy') ?? ''
      expect(csp, path).toContain(sha256(SPANISH_STYLE))
      expect(csp, path).toContain(sha256(ENGLISH_STYLE))
    }
  })

  it('answers /login with the prerendered login page in the visitor’s language, in a build that has it', async () => {
    const dir = fakeBuild({ login: true })
    const built = createTestApp(database.db, { STATIC_DIR: dir })
    try {
      const login = (headers: Record<string, string>) => built.app.request('/login', { headers })
      const english = await login({ 'Accept-Language': ENGLISH_BROWSER })
      expect(await english.text()).toBe(LOGIN)
      expect(english.headers.get('Vary')).toMatch(/Cookie/)
      expect(english.headers.get('Vary')).toMatch(/Accept-Language/)
      expect(english.headers.get('Cache-Control')).toBe('no-cache')
      expect(await (await login({ 'Accept-Language': SPANISH_BROWSER })).text()).toBe(LOGIN_SPANISH)
      expect(
        await (await login({ Cookie: 'lang=en', 'Accept-Language': SPANISH_BROWSER })).text(),
      ).toBe(LOGIN)
      // Its inline styles are let in by the CSP of every page.
      const csp = english.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain(sha256(LOGIN_STYLE))
      expect(csp).toContain(sha256(LOGIN_SPANISH_STYLE))
      // Other paths stay on the shell.
      expect(await (await built.app.request('/login/other')).text()).toBe(SHELL)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('answers /login in English in a build with only the English login page', async () => {
    const dir = fakeBuild({ spanish: false, login: true })
    const built = createTestApp(database.db, { STATIC_DIR: dir })
    try {
      const response = await built.app.request('/login', {
        headers: { 'Accept-Language': SPANISH_BROWSER, Cookie: 'lang=es' },
      })
      expect(await response.text()).toBe(LOGIN)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('falls back to English at / and to the shell at /es in a build without the Spanish page', async () => {
    const dir = fakeBuild({ spanish: false })
    const older = createTestApp(database.db, { STATIC_DIR: dir })
    try {
      const landing = await older.app.request('/', {
        headers: { 'Accept-Language': SPANISH_BROWSER, Cookie: 'lang=es' },
      })
      expect(await landing.text()).toBe(ENGLISH)
      expect(await (await older.app.request('/es')).text()).toBe(SHELL)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
