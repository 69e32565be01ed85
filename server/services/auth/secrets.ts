import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** The sign-in session token handed to the client: 32 random bytes, base64url. */
export const newSessionToken = (): string => randomBytes(32).toString('base64url')

/** Tokens are stored only as their SHA-256, so a database leak does not hand out sessions. */
export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex')

/** Six uniformly random digits, zero-padded. */
export const newOtpCode = (): string => randomInt(0, 1_000_000).toString().padStart(6, '0')

/**
 * The stored form of a code: HMAC-SHA256 under the server key, bound to the code's row id so
 * a hash cannot be replayed on another row. A million possible codes make a plain hash
 * trivially reversible; the key makes it useless without the server.
 */
export const hashOtpCode = (key: Uint8Array, codeId: string, code: string): string =>
  createHmac('sha256', key).update(`${codeId}:${code}`, 'utf8').digest('hex')

/** Constant-time comparison of two hex digests. */
export function digestsEqual(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}
