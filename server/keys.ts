import { hkdfSync, randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** Keys the server signs and hashes with. */
export interface ServerKeys {
  /** HS256 key for access tokens. */
  jwtKey: Uint8Array
  /** HMAC-SHA256 key for one-time codes: the database holds only HMACs, useless without it. */
  otpKey: Uint8Array
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
  return { jwtKey: secretBytes, otpKey }
}

function readOrCreateSecret(keysDir: string): string {
  const file = join(keysDir, 'server-secret')
  mkdirSync(keysDir, { recursive: true, mode: 0o700 })
  try {
    // 'wx' fails if the file exists: two processes starting together keep the first one's secret.
    writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = readFileSync(file, 'utf8').trim()
  if (secret.length < 32)
    throw new Error(`The key file ${file} is damaged: delete it to generate a new one.`)
  return secret
}
