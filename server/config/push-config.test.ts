import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './index'
import { generateVapidKeys, loadVapidKeys } from '../keys'

/** Push configuration: extra push hosts, the VAPID pair, the support address. */

function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`)
}

describe('push configuration', () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'hirelane-vapid-'))
    dirs.push(dir)
    return dir
  }

  it('defaults: no extra hosts, keys generated, support@hirelane.example', () => {
    expect(loadConfig({})).toMatchObject({
      supportEmail: 'support@hirelane.example',
      push: { extraEndpointHosts: [], vapidKeys: undefined },
    })
  })

  it('reads extra hosts as URL.host writes them, and a configured pair', () => {
    const pair = generateVapidKeys()
    const config = loadConfig({
      PUSH_EXTRA_ENDPOINT_HOSTS: '127.0.0.1:8443, Push.Internal.example:443',
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      SUPPORT_EMAIL: 'help@jobs.example.com',
    })
    expect(config.push).toEqual({
      extraEndpointHosts: ['127.0.0.1:8443', 'push.internal.example'],
      vapidKeys: pair,
    })
    expect(loadVapidKeys({ push: config.push, dataDir: '/nonexistent' })).toEqual(pair)
  })

  it.each([
    [
      { PUSH_EXTRA_ENDPOINT_HOSTS: 'https://push.example.com' },
      'Invalid configuration: PUSH_EXTRA_ENDPOINT_HOSTS must be a comma-separated list of host or host:port (got "https://push.example.com")',
    ],
    [
      { SUPPORT_EMAIL: 'support' },
      'Invalid configuration: SUPPORT_EMAIL must be an email address (got "support")',
    ],
    [
      { VAPID_PUBLIC_KEY: generateVapidKeys().publicKey },
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither (a pair is then generated once)',
    ],
    [
      {
        VAPID_PUBLIC_KEY: generateVapidKeys().publicKey,
        VAPID_PRIVATE_KEY: generateVapidKeys().privateKey,
      },
      'is not the public key of VAPID_PRIVATE_KEY',
    ],
  ])('refuses %j with one line', (env, message) => {
    expect(configErrorOf(env)).toContain(message)
  })

  it('never echoes the private key', () => {
    const secret = 'x'.repeat(12)
    expect(configErrorOf({ VAPID_PRIVATE_KEY: secret })).not.toContain(secret)
  })

  it('generates a pair once into DATA_DIR and keeps it', () => {
    const dataDir = tempDir()
    const push = loadConfig({}).push
    const first = loadVapidKeys({ push, dataDir })
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65)
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32)
    const file = join(dataDir, 'keys', 'vapid.json')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(loadVapidKeys({ push, dataDir })).toEqual(first)
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first)

    writeFileSync(file, 'not json')
    expect(() => loadVapidKeys({ push, dataDir })).toThrow(/is damaged: delete it/)
  })
})
