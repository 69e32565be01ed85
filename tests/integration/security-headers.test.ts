import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  latestCode,
  phoneNumber,
  signUp,
  startLogin,
  validateOtp,
  type TestApp,
} from './support/test-app'

/**
 * The Mozilla Observatory's header checks (docs/adr/0095), on the prerendered landing page, the SPA
 * shell a deep link gets (/dashboard) and API answers: a CSP without unsafe sources, HSTS for
 * at least six months, no framing, a private referrer policy, nosniff, COOP and no cookies;
 * and CORP same-origin, so no other site loads our answers.
 */

const SIX_MONTHS_SECONDS = 15_768_000
const PRIVATE_REFERRER_POLICIES = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
]
const LANDING_STYLE = 'body{margin:0;background:#f6f8fb}'
const SHELL_STYLE = '.shell{min-height:100vh}'
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The CSP as directive -> sources. */
function parseCsp(header: string | null): Map<string, string[]> {
  expect(header, 'Content-Security-Policy').toBeTruthy()
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!.toLowerCase(), sources]),
  )
}

/** What Observatory checks, asserted on one response. */
function expectObservatoryHeaders(response: Response, label: string) {
  const csp = parseCsp(response.headers.get('Content-Security-Policy'))
  const defaultSrc = csp.get('default-src')
  expect(defaultSrc, `${label}: default-src`).toBeDefined()
  const scriptSrc = csp.get('script-src') ?? defaultSrc ?? []
  const styleSrc = csp.get('style-src') ?? defaultSrc ?? []
  for (const [directive, sources] of [
    ['default-src', defaultSrc ?? []],
    ['script-src', scriptSrc],
    ['style-src', styleSrc],
  ] as const) {
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:'])
      expect(sources, `${label}: ${directive} ${unsafe}`).not.toContain(unsafe)
  }
  const objectSrc = csp.get('object-src') ?? defaultSrc
  expect(
    defaultSrc?.includes("'none'") || objectSrc?.join(' ') === "'none'",
    `${label}: object-src 'none'`,
  ).toBe(true)
  expect(csp.get('base-uri'), `${label}: base-uri`).toBeDefined()
  expect(csp.get('form-action'), `${label}: form-action`).toBeDefined()
  expect(
    csp.get('frame-ancestors')?.join(' ') === "'none'" ||
      response.headers.get('X-Frame-Options')?.toUpperCase() === 'DENY',
    `${label}: frame-ancestors 'none' or X-Frame-Options DENY`,
  ).toBe(true)

  const hsts = response.headers.get('Strict-Transport-Security') ?? ''
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0)
  expect(maxAge, `${label}: HSTS max-age`).toBeGreaterThanOrEqual(SIX_MONTHS_SECONDS)

  expect(PRIVATE_REFERRER_POLICIES, `${label}: Referrer-Policy`).toContain(
    response.headers.get('Referrer-Policy'),
  )
  expect(response.headers.get('X-Content-Type-Options'), `${label}: nosniff`).toBe('nosniff')
  expect(response.headers.get('Cross-Origin-Opener-Policy'), `${label}: COOP`).toBe('same-origin')
  expect(response.headers.get('Cross-Origin-Resource-Policy'), `${label}: CORP`).toBe('same-origin')
  expect(response.headers.get('Set-Cookie'), `${label}: cookie-free`).toBeNull()
  expect(response.headers.get('Access-Control-Allow-Origin'), `${label}: CORS`).not.toBe('*')
}

describeEachDatabase('security headers (Mozilla Observatory)', (database) => {
  let staticDir: string
  let t: TestApp
  beforeAll(() => {
    staticDir = mkdtempSync(join(tmpdir(), 'hirelane-dist-'))
    mkdirSync(join(staticDir, 'assets'))
    writeFileSync(
      join(staticDir, 'index.html'),
      `<!doctype html><style>${LANDING_STYLE}</style><div id="root"><h1>Your next job?</h1></div>`,
    )
    writeFileSync(
      join(staticDir, 'shell.html'),
      `<!doctype html><style data-critical>${SHELL_STYLE}</style><div id="root"></div>`,
    )
    t = createTestApp(database.db, { STATIC_DIR: staticDir })
  })
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

  it('passes on /, /dashboard and the API, signed out and signed in', async () => {
    const landing = await t.app.request('/')
    expect(await landing.text()).toContain('Your next job?')
    expectObservatoryHeaders(landing, '/')
    const shell = await t.app.request('/dashboard')
    expect(await shell.text()).toContain('<div id="root"></div>')
    expectObservatoryHeaders(shell, '/dashboard')

    const number = phoneNumber(7001)
    expectObservatoryHeaders(await signUp(t, phoneNumber(7002)), 'SignUpAndLogin')
    const sessionToken = await startLogin(t, number)
    const signedIn = await validateOtp(t, {
      nationalNumber: number,
      otp: latestCode(t, number),
      sessionToken,
    })
    expect(signedIn.status).toBe(200)
    expectObservatoryHeaders(signedIn, 'ValidateOtp')
    const { message } = (await signedIn.clone().json()) as {
      message: { data: { accessToken: string } }
    }
    const details = await t.app.request('/api/Candidate/GetProfileAnalysisStatus?candidateId=x', {
      headers: { Authorization: `Bearer ${message.data.accessToken}` },
    })
    expectObservatoryHeaders(details, 'GetProfileAnalysisStatus')
    expectObservatoryHeaders(await t.app.request('/api/Nope'), 'unknown API route')
  })

  it('marks the service worker, manifest and icons same-origin, which their own page loads', async () => {
    mkdirSync(join(staticDir, 'icons'), { recursive: true })
    writeFileSync(join(staticDir, 'sw.js'), 'self.addEventListener("push", () => {})')
    writeFileSync(join(staticDir, 'manifest.webmanifest'), '{"name":"Hirelane"}')
    writeFileSync(join(staticDir, 'icons', 'icon-192.png'), 'png')
    for (const path of ['/sw.js', '/manifest.webmanifest', '/icons/icon-192.png']) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cross-Origin-Resource-Policy'), path).toBe('same-origin')
    }
  })

  it("allows the pages' own <style> blocks and styled-components' empty ones by hash, read at start", async () => {
    const styleSrc = async (app: TestApp, path: string) =>
      parseCsp((await app.app.request(path)).headers.get('Content-Security-Policy')).get(
        'style-src',
      )

    const emptyStyle = sha256('')
    for (const path of ['/', '/dashboard', '/login']) {
      expect(await styleSrc(t, path)).toEqual(
        expect.arrayContaining(["'self'", emptyStyle, sha256(LANDING_STYLE), sha256(SHELL_STYLE)]),
      )
    }
    // API answers hold no styles: no page hashes there.
    expect(await styleSrc(t, '/api/Nope')).toEqual(["'self'", emptyStyle])

    // The hashes are read when the server starts, not per request (no file I/O on the event
    // loop for every asset): a rebuild reaches the CSP with a restart.
    const rebuilt = '.shell{min-height:100dvh}'
    writeFileSync(join(staticDir, 'shell.html'), `<style>${rebuilt}</style><div id="root"></div>`)
    const running = await styleSrc(t, '/dashboard')
    expect(running).toContain(sha256(SHELL_STYLE))
    expect(running).not.toContain(sha256(rebuilt))

    const restarted = await styleSrc(
      createTestApp(database.db, { STATIC_DIR: staticDir }),
      '/dashboard',
    )
    expect(restarted).toContain(sha256(rebuilt))
    expect(restarted).not.toContain(sha256(SHELL_STYLE))
  })
})
