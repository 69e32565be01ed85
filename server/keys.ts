import { createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PushConfig } from './config'

/** Keys the server signs and hashes with. */
export interface ServerKeys {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array
  /** HMAC-SHA256 key for one-time codes: the database holds only HMACs, useless without it. */
  otpKey: Uint8Array
  /** The key each agency's report-signing secret is derived from (agency-reports/report-signing). */
  reportKey: Uint8Array
}

/**
 * Keys from one secret: JWT_SECRET when configured (every instance of a deployment shares it),
 * otherwise 32 random bytes generated once into DATA_DIR/keys/server-secret and reused, so
 * tokens and pending codes survive a restart.
 */
export function loadServerKeys(options: {
  jwtSecret: string | undefined
  dataDir: string
}): ServerKeys {
  return deriveServerKeys(options.jwtSecret ?? readOrCreateSecret(join(options.dataDir, 'keys')))
}

export function deriveServerKeys(secret: string): ServerKeys {
  const secretBytes = new TextEncoder().encode(secret)
  // The OTP key is derived, not the secret itself, so one leaked key does not reveal the other.
  const otpKey = new Uint8Array(
    hkdfSync('sha256', secretBytes, 'hirelane', 'one-time code hmac', 32),
  )
  const reportKey = new Uint8Array(
    hkdfSync('sha256', secretBytes, 'hirelane', 'agency report webhook', 32),
  )
  return { jwtKey: secretBytes, otpKey, reportKey }
}

/** Writes `content` to a new key file; a file already there (another process's) is kept. */
function createKeyFile(keysDir: string, name: string, content: () => string): string {
  const file = join(keysDir, name)
  mkdirSync(keysDir, { recursive: true, mode: 0o700 })
  try {
    // 'wx' fails if the file exists: two processes starting together keep the first one's key.
    writeFileSync(file, content(), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  return file
}

function readOrCreateSecret(keysDir: string): string {
  const file = createKeyFile(keysDir, 'server-secret', () => randomBytes(32).toString('base64url'))
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32)
    throw new Error(`The key file ${file} is damaged: delete it to generate a new one.`)
  return secret
}

/**
 * The application server's VAPID key pair (RFC 8292), base64url: the public key is the
 * uncompressed P-256 point browsers subscribe with, the private key the 32-byte scalar.
 */
export interface VapidKeys {
  publicKey: string
  privateKey: string
}

/** A new VAPID key pair. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  // getPrivateKey drops leading zero bytes; VAPID wants the scalar as exactly 32 bytes.
  const scalar = ecdh.getPrivateKey()
  const privateKey = Buffer.concat([Buffer.alloc(32 - scalar.length), scalar])
  return {
    publicKey: ecdh.getPublicKey().toString('base64url'),
    privateKey: privateKey.toString('base64url'),
  }
}

/**
 * The configured VAPID pair (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, which every instance of a
 * deployment shares), otherwise a pair generated once into DATA_DIR/keys/vapid.json and reused.
 * It must outlive restarts: every browser subscription is bound to the public key, and a new
 * key would silently end them all. Kept apart from the JWT secret so rotating one does not
 * touch the other.
 */
export function loadVapidKeys(options: { push: PushConfig; dataDir: string }): VapidKeys {
  if (options.push.vapidKeys) return options.push.vapidKeys
  const file = createKeyFile(join(options.dataDir, 'keys'), 'vapid.json', () =>
    JSON.stringify(generateVapidKeys()),
  )
  const damaged = () =>
    new Error(`The key file ${file} is damaged: delete it to generate a new one.`)
  let stored: unknown
  try {
    stored = JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    throw damaged()
  }
  const { publicKey, privateKey } = (stored ?? {}) as Partial<VapidKeys>
  if (typeof publicKey !== 'string' || typeof privateKey !== 'string') throw damaged()
  return { publicKey, privateKey }
}
