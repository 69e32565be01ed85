import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../server/config'
import { startServer } from '../../server/start-server'

/**
 * The console SMS provider and its outbox (every sign-in code for anyone who
 * asks) start only where nobody else reaches the server, or with DEV_AFFORDANCES=on, and the
 * start line says which mode the server is in. The real startServer, embedded PGlite and Azurite.
 */

const TWILIO_SMS = {
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'secret-token',
  TWILIO_FROM_NUMBER: '+12065550100',
}

describe('the server start and the development affordances', () => {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  /** Starts the server on a free port with env; resolves with it and the lines it logged. */
  async function start(env: Record<string, string>) {
    const dataDir = mkdtempSync(join(tmpdir(), 'hirelane-dev-affordances-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    const messages: string[] = []
    const logDestination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
          messages.push(String((JSON.parse(line) as { msg?: unknown }).msg))
        done()
      },
    })
    const server = await startServer({
      env: {
        DATA_DIR: dataDir,
        STATIC_DIR: join(dataDir, 'no-build'),
        TRANSCRIBER: 'none',
        ...env,
      },
      port: 0,
      logDestination,
    })
    cleanups.push(() => server.close())
    return { server, modeLines: messages.filter((message) => message.startsWith('Mode: ')) }
  }

  const outboxStatus = async (url: string) =>
    (await fetch(`${url}/api/dev/outbox?phone=%2B12065550123`)).status

  it('refuses the console SMS provider beside a public URL that is not loopback', async () => {
    const refused = startServer({
      env: { PUBLIC_URL: 'https://app.hirelane.example', DATA_DIR: '/nonexistent/hirelane' },
      port: 0,
    })
    await expect(refused).rejects.toBeInstanceOf(ConfigError)
    await expect(refused).rejects.toThrow(
      /^Invalid configuration: SMS_PROVIDER is console \(the default\), a development affordance: .*PUBLIC_URL "https:\/\/app\.hirelane\.example" is not loopback; .*DEV_AFFORDANCES=on/,
    )
  })

  it('starts in development mode with DEV_AFFORDANCES=on there, the outbox answering', async () => {
    const { server, modeLines } = await start({
      PUBLIC_URL: 'https://app.hirelane.example',
      DEV_AFFORDANCES: 'on',
    })
    expect(modeLines).toEqual([
      'Mode: development affordances on (DEV_AFFORDANCES=on): SMS codes readable at /api/dev/outbox, the dev phone at /dev/phone',
    ])
    expect(await outboxStatus(server.url)).toBe(200)
  })

  it('starts in development mode on a loopback public URL', async () => {
    const { server, modeLines } = await start({ PUBLIC_URL: 'http://127.0.0.1:8080' })
    expect(modeLines).toEqual([
      'Mode: development affordances on (loopback PUBLIC_URL and HOST): SMS codes readable at /api/dev/outbox, the dev phone at /dev/phone',
    ])
    expect(await outboxStatus(server.url)).toBe(200)
  })

  it('starts in production mode with Twilio SMS, /api/dev/outbox a 404', async () => {
    const { server, modeLines } = await start({
      ...TWILIO_SMS,
      PUBLIC_URL: 'https://app.hirelane.example',
    })
    expect(modeLines).toEqual(['Mode: production (no development affordances)'])
    expect(await outboxStatus(server.url)).toBe(404)
    expect((await fetch(`${server.url}/dev/phone`)).status).toBe(404)
  })
})
