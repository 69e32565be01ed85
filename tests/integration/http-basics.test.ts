import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../server/db/client'
import { rateLimitBuckets } from '../../server/db/schema'
import { SmsDeliveryError, type SmsProvider } from '../../server/providers/sms/sms-provider'
import { describeEachDatabase } from './support/databases'
import {
  createTestApp,
  errorOf,
  latestCode,
  phoneNumber,
  resendOtp,
  signIn,
  signUp,
  startLogin,
  validateOtp,
} from './support/test-app'

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='; " +
  "img-src 'self' data: blob:; " +
  "font-src 'self'; connect-src 'self'; media-src 'self' blob:; worker-src 'self'; manifest-src 'self'; " +
  "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"

function expectSecurityHeaders(response: Response, csp = EXPECTED_CSP) {
  expect(response.headers.get('Content-Security-Policy')).toBe(csp)
  expect(response.headers.get('Strict-Transport-Security')).toBe(
    'max-age=63072000; includeSubDomains',
  )
  expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  expect(response.headers.get('Permissions-Policy')).toBe(
    'microphone=(self), camera=(), geolocation=()',
  )
  expect(response.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin')
  expect(response.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/)
}

/** A fake vite build: index.html, a hashed asset, the service worker and the manifest. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hirelane-dist-'))
  mkdirSync(join(dir, 'assets'))
  mkdirSync(join(dir, 'icons'))
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><title>Hirelane</title><div id="root"></div>',
  )
  writeFileSync(join(dir, 'assets', 'x-abc123.js'), 'console.log("app")')
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Hirelane Jobs"}')
  writeFileSync(join(dir, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  return dir
}

describeEachDatabase('HTTP basics', (database) => {
  let staticDir: string
  beforeAll(() => {
    staticDir = fakeBuild()
  })
  afterAll(() => rmSync(staticDir, { recursive: true, force: true }))

  it('puts the security headers and no-store on API answers, errors included', async () => {
    const t = createTestApp(database.db)
    const ok = await signUp(t, phoneNumber(400))
    expect(ok.status).toBe(200)
    expectSecurityHeaders(ok)
    expect(ok.headers.get('Cache-Control')).toBe('no-store')

    const unauthorized = await t.app.request('/api/Candidate/GetDetails?candidateId=x')
    expect(unauthorized.status).toBe(401)
    expectSecurityHeaders(unauthorized)
    expect(unauthorized.headers.get('Cache-Control')).toBe('no-store')
  })

  it('adds CSP_CONNECT_SRC origins to connect-src', async () => {
    const t = createTestApp(database.db, {
      CSP_CONNECT_SRC: 'https://api.hirelane.example, https://eu.i.posthog.com',
      STATIC_DIR: staticDir,
    })
    const response = await t.app.request('/')
    expectSecurityHeaders(
      response,
      EXPECTED_CSP.replace(
        "connect-src 'self'",
        "connect-src 'self' https://api.hirelane.example https://eu.i.posthog.com",
      ),
    )
  })

  it('answers an unknown /api route with a 404 envelope', async () => {
    const t = createTestApp(database.db, { STATIC_DIR: staticDir })
    for (const [method, path] of [
      ['GET', '/api/Nope'],
      ['POST', '/api/SMSLogin/Nope'],
      ['GET', '/api/SMSLogin/SignUpAndLogin'],
      ['GET', '/api'],
    ] as const) {
      const response = await t.app.request(path, { method })
      expect(await errorOf(response)).toEqual({
        status: 404,
        code: 'not_found',
        message: `No API call matches ${method} ${path}.`,
      })
      expectSecurityHeaders(response)
    }
  })

  it('refuses a body over 64 KB with 413', async () => {
    const t = createTestApp(database.db)
    const response = await t.app.request('/api/SMSLogin/SignUpAndLogin', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-DeviceId': 'device-test-0001' },
      body: JSON.stringify({ padding: 'x'.repeat(70_000) }),
    })
    expect(await errorOf(response)).toEqual({
      status: 413,
      code: 'payload_too_large',
      message: 'The request body is too large.',
    })
  })

  it('answers 502 when the SMS provider fails, and the failed code does not count', async () => {
    let failing = true
    const flakySms: SmsProvider = {
      name: 'twilio',
      send: async () => {
        if (failing) throw new SmsDeliveryError('Twilio answered 500')
      },
    }
    const t = createTestApp(database.db, {}, { sms: flakySms })
    for (let i = 0; i < 6; i++) {
      const response = await signUp(t, phoneNumber(401))
      expect(await errorOf(response)).toEqual({
        status: 502,
        code: 'sms_delivery_failed',
        message: 'We could not send the text message. Please try again in a moment.',
      })
    }
    failing = false
    expect((await signUp(t, phoneNumber(401))).status).toBe(200)
  })

  it('keeps the previous code working when sending a resent code fails', async () => {
    let failing = false
    const t = createTestApp(database.db)
    const flakySms: SmsProvider = {
      name: 'console',
      send: async (message) => {
        if (failing) throw new SmsDeliveryError('provider down')
        await t.sms.send(message)
      },
    }
    const flaky = createTestApp(database.db, {}, { sms: flakySms })
    const number = phoneNumber(406)
    const sessionToken = await startLogin(flaky, number)
    const firstCode = latestCode(t, number)

    failing = true
    flaky.clock.advanceSeconds(30)
    const resent = await resendOtp(flaky, { nationalNumber: number, sessionToken })
    expect(await errorOf(resent)).toMatchObject({ status: 502, code: 'sms_delivery_failed' })

    failing = false
    const validated = await validateOtp(flaky, {
      nationalNumber: number,
      otp: firstCode,
      sessionToken,
    })
    expect(validated.status).toBe(200)
  })

  it('serves the prerendered landing page at / and the shell elsewhere, precompressed', async () => {
    const dir = fakeBuild()
    writeFileSync(join(dir, 'index.html'), '<div id="root"><h1>Your next job?</h1></div>')
    writeFileSync(join(dir, 'shell.html'), '<div id="root"></div>')
    writeFileSync(join(dir, 'assets', 'x-abc123.js.br'), 'brotli bytes')
    writeFileSync(join(dir, 'shell.html.gz'), 'gzip bytes')
    mkdirSync(join(dir, 'images'))
    writeFileSync(join(dir, 'images', 'hero.webp'), 'webp bytes')
    const t = createTestApp(database.db, { STATIC_DIR: dir })
    try {
      expect(await (await t.app.request('/')).text()).toContain('Your next job?')
      for (const path of ['/login', '/terms', '/dashboard/job-1']) {
        expect(await (await t.app.request(path)).text(), path).toBe('<div id="root"></div>')
      }

      const br = await t.app.request('/assets/x-abc123.js', {
        headers: { 'Accept-Encoding': 'gzip, deflate, br' },
      })
      expect(br.headers.get('Content-Encoding')).toBe('br')
      expect(br.headers.get('Vary')).toContain('Accept-Encoding')
      expect(await br.text()).toBe('brotli bytes')
      const plain = await t.app.request('/assets/x-abc123.js')
      expect(plain.headers.get('Content-Encoding')).toBeNull()
      expect(await plain.text()).toBe('console.log("app")')

      const gzipShell = await t.app.request('/submissions', {
        headers: { 'Accept-Encoding': 'gzip' },
      })
      expect(gzipShell.headers.get('Content-Encoding')).toBe('gzip')
      expect(gzipShell.headers.get('Cache-Control')).toBe('no-cache')

      const image = await t.app.request('/images/hero.webp')
      expect(image.headers.get('Cache-Control')).toBe(
        'public, max-age=86400, stale-while-revalidate=604800',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('announces a screen’s scripts in the shell’s Link header, from the build’s route list', async () => {
    const dir = fakeBuild()
    writeFileSync(join(dir, 'shell.html'), '<div id="root"></div>')
    writeFileSync(
      join(dir, 'route-preloads.json'),
      JSON.stringify([
        { path: '/dashboard', files: ['/assets/dashboard-1.js', '/assets/signed-in-2.js'] },
        { path: '/dashboard/$jobId', files: ['/assets/detail-3.js'] },
        { path: '/login', files: [] },
      ]),
    )
    const t = createTestApp(database.db, { STATIC_DIR: dir })
    try {
      const dashboard = await t.app.request('/dashboard')
      expect(await dashboard.text()).toBe('<div id="root"></div>')
      expect(dashboard.headers.get('Link')).toBe(
        '</assets/dashboard-1.js>; rel=modulepreload, </assets/signed-in-2.js>; rel=modulepreload',
      )
      expect((await t.app.request('/dashboard/job-1?x=1')).headers.get('Link')).toBe(
        '</assets/detail-3.js>; rel=modulepreload',
      )
      for (const path of ['/login', '/no-such-screen', '/dashboard/job-1/more', '/']) {
        expect((await t.app.request(path)).headers.get('Link'), path).toBeNull()
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('serves the built files with their cache headers and index.html for app routes', async () => {
    const t = createTestApp(database.db, { STATIC_DIR: staticDir })

    const asset = await t.app.request('/assets/x-abc123.js')
    expect(asset.status).toBe(200)
    expect(await asset.text()).toBe('console.log("app")')
    expect(asset.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expectSecurityHeaders(asset)

    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest']) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Cache-Control'), path).toBe('no-cache')
      expectSecurityHeaders(response)
    }

    for (const path of [
      '/dashboard',
      '/submissions/job-42',
      '/onboarding?step=2',
      '/terms-of-service',
    ]) {
      const response = await t.app.request(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await response.text()).toContain('<div id="root"></div>')
      expectSecurityHeaders(response)
    }

    const head = await t.app.request('/dashboard', { method: 'HEAD' })
    expect(head.status).toBe(200)

    // A missing hashed asset is a 404, not index.html cached as a script.
    const missingAsset = await t.app.request('/assets/gone-000000.js')
    expect(missingAsset.status).toBe(404)
    expectSecurityHeaders(missingAsset)

    // Path traversal never leaves the build directory.
    const traversal = await t.app.request('/../package.json')
    expect(await traversal.text()).not.toContain('"name"')
  })

  it('answers a plain 503 saying to build when the build directory is missing', async () => {
    const t = createTestApp(database.db, { STATIC_DIR: join(staticDir, 'does-not-exist') })
    const response = await t.app.request('/dashboard')
    expect(response.status).toBe(503)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/plain/)
    expect(await response.text()).toContain('npm run build')
    expectSecurityHeaders(response)

    // The API still works without a build.
    expect((await signUp(t, phoneNumber(402))).status).toBe(200)
  })

  it('serves the dev outbox (not wrapped) with the console provider, and 404 with Twilio', async () => {
    const t = createTestApp(database.db)
    await signUp(t, phoneNumber(403))
    const outbox = await t.app.request(`/api/dev/outbox?phone=%2B1${phoneNumber(403)}`)
    expect(outbox.status).toBe(200)
    const body = await outbox.json()
    expect(body).toEqual({
      messages: [
        {
          to: `+1${phoneNumber(403)}`,
          body: expect.stringMatching(
            /^Your Hirelane code is \d{6}\. It expires in 10 minutes\.\n\n@localhost #\d{6}$/,
          ),
          code: expect.stringMatching(/^\d{6}$/),
          sentAt: t.clock.now().toISOString(),
        },
      ],
    })
    const unencodedPlus = await t.app.request(`/api/dev/outbox?phone=+1${phoneNumber(403)}`)
    expect(await unencodedPlus.json()).toEqual(body)
    const noPhone = await t.app.request('/api/dev/outbox')
    expect(await errorOf(noPhone)).toMatchObject({ status: 400, message: 'phone is required' })
    const badPhone = await t.app.request('/api/dev/outbox?phone=2065550100')
    expect(await errorOf(badPhone)).toMatchObject({
      status: 400,
      message: 'phone must be +1 followed by 10 digits',
    })

    const twilio = createTestApp(
      database.db,
      {
        SMS_PROVIDER: 'twilio',
        TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
        TWILIO_AUTH_TOKEN: 'token',
        TWILIO_FROM_NUMBER: '+12065550100',
      },
      { sms: { name: 'twilio', send: async () => {} } },
    )
    const hidden = await twilio.app.request(`/api/dev/outbox?phone=%2B1${phoneNumber(403)}`)
    expect(await errorOf(hidden)).toMatchObject({ status: 404, code: 'not_found' })
  })

  it('takes the client IP from the socket, and from the last X-Forwarded-For entry only with TRUST_PROXY', async () => {
    const signUpFrom = (
      t: ReturnType<typeof createTestApp>,
      address: string,
      forwardedFor?: string,
    ) =>
      t.app.request(
        '/api/SMSLogin/SignUpAndLogin',
        {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'X-DeviceId': 'device-test-0001',
            ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
          },
          body: JSON.stringify({
            userPhoneNumber: phoneNumber(405),
            loginId: 'c'.repeat(64),
            countryCode: '1',
          }),
        },
        // What @hono/node-server passes as bindings: getConnInfo reads the socket from here.
        { incoming: { socket: { remoteAddress: address, remoteFamily: 'IPv4' } } },
      )

    const direct = createTestApp(
      database.db,
      { RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '1' },
      { realClientIp: true },
    )
    expect((await signUpFrom(direct, '10.0.0.1', '198.51.100.1')).status).toBe(200)
    // X-Forwarded-For is ignored without TRUST_PROXY: same socket, same budget.
    expect((await signUpFrom(direct, '10.0.0.1', '198.51.100.2')).status).toBe(429)
    expect((await signUpFrom(direct, '10.0.0.2')).status).toBe(200)

    await database.db.delete(rateLimitBuckets)
    const proxied = createTestApp(
      database.db,
      { RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '1', TRUST_PROXY: 'true' },
      { realClientIp: true },
    )
    expect((await signUpFrom(proxied, '10.0.0.1', '1.1.1.1, 198.51.100.1')).status).toBe(200)
    // A forged first entry does not help: the proxy's own (last) entry counts.
    expect((await signUpFrom(proxied, '10.0.0.1', '2.2.2.2, 198.51.100.1')).status).toBe(429)
    expect((await signUpFrom(proxied, '10.0.0.1', '198.51.100.2')).status).toBe(200)
  })

  it('keeps the answer to a signed-in call free of caching', async () => {
    const t = createTestApp(database.db)
    const { accessToken, userId } = await signIn(t, phoneNumber(404))
    const response = await t.app.request(`/api/Candidate/GetDetails?candidateId=${userId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(response.headers.get('Cache-Control')).toBe('no-store')
  })
})

describe('the one error handler', () => {
  it('answers an unexpected failure with a 500 envelope and logs it with the request id', async () => {
    const brokenDatabase = new Proxy({} as Database, {
      get() {
        throw new Error('database is down')
      },
    })
    const t = createTestApp(brokenDatabase)
    const response = await signUp(t, phoneNumber(499))
    const body = await response.json()
    expect(response.status).toBe(500)
    expect(body).toEqual({
      status: false,
      message: 'Something went wrong on our side. Please try again.',
      error: {
        code: 'internal_error',
        details: { requestId: response.headers.get('X-Request-Id') },
      },
    })
    expectSecurityHeaders(response)
    const logged = t.logs.find((line) => line.msg === 'Unhandled error')
    expect(logged).toMatchObject({
      requestId: response.headers.get('X-Request-Id'),
      err: { message: 'database is down' },
    })
  })
})
