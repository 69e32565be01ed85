import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../server/config'
import type { ConsoleSmsProvider } from '../../server/providers/sms/console-provider'
import { startServer } from '../../server/start-server'
import { signInOverHttp } from './support/running-server'

describe('startServer', () => {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hirelane-server-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    return dir
  }

  it('serves over a real socket on embedded PGlite, and keeps keys and data across restarts', async () => {
    const dataDir = tempDir()
    const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', STATIC_DIR: join(dataDir, 'no-build') }

    const first = await startServer({ env, port: 0 })
    expect(first.url).toBe(`http://localhost:${first.port}`)
    const { accessToken, userId } = await signInOverHttp(first, '2065559001')
    expect((first.sms as ConsoleSmsProvider).outboxFor('+12065559001')).toHaveLength(1)
    const page = await fetch(`${first.url}/dashboard`)
    expect(page.status).toBe(503)
    // The embedded Azurite answers while the server runs and is gone after close().
    const blobOrigin = first.blobs.origin ?? ''
    expect(blobOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await fetch(`${blobOrigin}/devstoreaccount1/resumes?restype=container`)).status).toBe(
      403,
    )
    await first.close()
    await expect(fetch(`${blobOrigin}/devstoreaccount1`)).rejects.toThrow()

    expect(statSync(join(dataDir, 'keys', 'server-secret')).mode & 0o777).toBe(0o600)
    const second = await startServer({ env, port: 0 })
    cleanups.push(() => second.close())
    const details = await fetch(`${second.url}/api/Candidate/GetDetails?candidateId=${userId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(details.status).toBe(200)
  })

  it('uses DATABASE_URL when set', async () => {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DATABASE_URL is not set: run npm run test:server')
    const server = await startServer({
      env: {
        DATA_DIR: tempDir(),
        LOG_LEVEL: 'silent',
        DATABASE_URL: url,
        JWT_SECRET: 'x'.repeat(32),
      },
      port: 0,
    })
    cleanups.push(() => server.close())
    await signInOverHttp(server, '2065559002')
  })

  it('throws ConfigError for a bad configuration before opening anything', async () => {
    await expect(startServer({ env: { PORT: 'abc' } })).rejects.toBeInstanceOf(ConfigError)
  })
})
