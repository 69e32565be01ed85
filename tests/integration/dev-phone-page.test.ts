import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../server/config'
import type { Database } from '../../server/db/client'
import { createLogger } from '../../server/logger'
import { createTelephonyProvider } from '../../server/providers/telephony/create-telephony-provider'
import { createDevTelephonyProvider } from '../../server/providers/telephony/dev-telephony-provider'
import { createTestApp } from './support/test-app'

/**
 * The dev phone page (/dev/phone): served from server/dev-phone only while the dev telephony
 * provider is on, a plain 404 (never the PWA's shell) otherwise, and allowed by the CSP to do
 * what it does: its own module scripts and stylesheet, no inline code, and the call's stream.
 */

const silent = createLogger('silent')
/** Serving a page reads no database: any use of it fails the test. */
const noDatabase = new Proxy({} as Database, {
  get() {
    throw new Error('The dev phone page must not touch the database')
  },
})

const TWILIO_VOICE = {
  TELEPHONY_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_VOICE_NUMBER: '+12065550142',
  TELEPHONY_PUBLIC_URL: 'https://voice.hirelane.example',
  // The console SMS beside a public telephony URL needs the switch (config.ts).
  DEV_AFFORDANCES: 'on',
}

/** A fake build, so a path the app does not own would get the PWA's shell (a 200). */
let staticDir = ''
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'hirelane-dev-phone-'))
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>landing</title>')
  writeFileSync(join(staticDir, 'shell.html'), '<!doctype html><title>PWA shell</title>')
})
afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

/** The app as the server builds it: the telephony provider the configuration names. */
function appWith(env: Record<string, string>) {
  const fullEnv = { STATIC_DIR: staticDir, ...env }
  const config = loadConfig({ DATA_DIR: '/nonexistent/hirelane-test', ...fullEnv })
  const telephony = createTelephonyProvider(config.telephony, silent, () => new Date())
  return createTestApp(noDatabase, fullEnv, telephony ? { telephony } : {})
}

const PAGE_FILES = [
  ['/dev/phone/phone.js', 'text/javascript; charset=utf-8'],
  ['/dev/phone/phone-codec.js', 'text/javascript; charset=utf-8'],
  ['/dev/phone/phone-protocol.js', 'text/javascript; charset=utf-8'],
  ['/dev/phone/capture-worklet.js', 'text/javascript; charset=utf-8'],
  ['/dev/phone/phone.css', 'text/css; charset=utf-8'],
] as const

const directives = (csp: string | null) =>
  new Map(
    (csp ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources] as const
    }),
  )

describe('the dev phone page with TELEPHONY_PROVIDER=dev', () => {
  it('serves the page, which loads only external module scripts and a stylesheet', async () => {
    const t = appWith({ PUBLIC_URL: 'http://localhost:8080' })
    const response = await t.app.request('/dev/phone')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8')
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    const html = await response.text()

    expect(html).toContain('<script type="module" src="/dev/phone/phone.js"></script>')
    expect(html).toContain('<link rel="stylesheet" href="/dev/phone/phone.css" />')
    // Nothing inline for the CSP to refuse: every script has a src, no style element or
    // attribute, no event handler attribute.
    expect(html.match(/<script\b[^>]*>/g)).toEqual([
      '<script type="module" src="/dev/phone/phone.js">',
    ])
    expect(html).not.toMatch(/<style\b|\sstyle=|\son[a-z]+=/i)
    // The controls the page's script looks up.
    for (const id of ['answer-form', 'phone', 'answer', 'hang-up', 'state', 'captions'])
      expect(html).toContain(`id="${id}"`)
    expect(html).toMatch(/<label for="phone">Phone number<\/label>/)
    expect(html).toMatch(/<button id="answer" type="submit">Answer<\/button>/)
  })

  it('serves every file the page and its modules load, with the types a module script needs', async () => {
    const t = appWith({})
    for (const [path, type] of PAGE_FILES) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Content-Type'), path).toBe(type)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    }
    // What phone.js imports is served: static imports and the worklet's module.
    const script = await (await t.app.request('/dev/phone/phone.js')).text()
    const imported = [
      ...script.matchAll(/from '(\.\/[^']+)'/g),
      ...script.matchAll(/new URL\('(\.\/[^']+)', import\.meta\.url\)/g),
    ].map((match) => new URL(match[1] ?? '', 'http://localhost/dev/phone/phone.js').pathname)
    expect(imported.sort()).toEqual([
      '/dev/phone/capture-worklet.js',
      '/dev/phone/phone-codec.js',
      '/dev/phone/phone-protocol.js',
    ])
    for (const path of imported) expect((await t.app.request(path)).status, path).toBe(200)
  })

  it('serves nothing else: not the tests, types or page file by name, nor a path out of its folder', async () => {
    const t = appWith({})
    for (const path of [
      '/dev/phone/phone-codec.test.ts',
      '/dev/phone/phone-codec.d.ts',
      '/dev/phone/phone.html',
      '/dev/phone/',
      '/dev/phone/..%2fhttp%2fapp.ts',
      '/dev/phone/nope.js',
    ]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('PWA shell')
    }
    expect((await t.app.request('/dev/phone', { method: 'POST' })).status).toBe(404)
  })

  it('has a CSP that allows its own scripts and the call’s stream on this host, and nothing inline', async () => {
    const t = appWith({ PUBLIC_URL: 'http://localhost:8080' })
    const page = directives(
      (await t.app.request('/dev/phone')).headers.get('Content-Security-Policy'),
    )
    expect(page.get('script-src')).toEqual(["'self'"])
    expect(page.get('default-src')).toEqual(["'self'"])
    expect(page.get('style-src')).toContain("'self'")
    // 'self' covers fetch('/api/dev/phone-calls'); the stream URL is the public URL's host.
    expect(page.get('connect-src')).toEqual(["'self'", 'ws://localhost:8080'])
    // The worklet is a script (script-src 'self'); the microphone is allowed to this origin.
    expect((await t.app.request('/dev/phone')).headers.get('Permissions-Policy')).toContain(
      'microphone=(self)',
    )

    // The page's stream allowance is its own: the app's other answers keep connect-src 'self'.
    for (const path of [
      '/login',
      '/dev/phone/phone.js',
      '/api/dev/phone-calls?phone=%2B12065550123',
    ]) {
      const csp = directives((await t.app.request(path)).headers.get('Content-Security-Policy'))
      expect(csp.get('connect-src'), path).toEqual(["'self'"])
    }
  })

  it('allows wss:// to the telephony public URL when that is https (a tunnel)', async () => {
    // A tunnel reaches the server from elsewhere: the affordances need the switch there.
    const tunnel = appWith({
      TELEPHONY_PUBLIC_URL: 'https://abc123.tunnel.example',
      DEV_AFFORDANCES: 'on',
    })
    const csp = directives(
      (await tunnel.app.request('/dev/phone')).headers.get('Content-Security-Policy'),
    )
    expect(csp.get('connect-src')).toEqual(["'self'", 'wss://abc123.tunnel.example'])
  })

  it('lists the calls the page answers from the dev phone outbox', async () => {
    const t = appWith({})
    const response = await t.app.request('/api/dev/phone-calls?phone=%2B12065550123')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ calls: [] })
  })
})

describe('the dev phone page while the dev telephony provider is off', () => {
  const expectNoPage = async (t: ReturnType<typeof appWith>) => {
    for (const path of ['/dev/phone', ...PAGE_FILES.map(([path]) => path)]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).not.toContain('PWA shell')
    }
    // The rest of the app is as before: deep links still get the shell.
    const shell = await t.app.request('/onboarding')
    expect(shell.status).toBe(200)
    expect(await shell.text()).toContain('PWA shell')
    const csp = directives(
      (await t.app.request('/dev/phone')).headers.get('Content-Security-Policy'),
    )
    expect(csp.get('connect-src')).toEqual(["'self'"])
  }

  it('is a 404 with TELEPHONY_PROVIDER=none', async () => {
    await expectNoPage(appWith({ TELEPHONY_PROVIDER: 'none' }))
  })

  it('is a 404 with TELEPHONY_PROVIDER=twilio', async () => {
    await expectNoPage(appWith(TWILIO_VOICE))
  })

  it('is a 404 without the console SMS provider, even if a dev phone were given', async () => {
    const env = {
      STATIC_DIR: staticDir,
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM_NUMBER: '+12065550100',
    }
    const telephony = createDevTelephonyProvider({ logger: silent, now: () => new Date() })
    await expectNoPage(createTestApp(noDatabase, env, { telephony }))
  })
})
