import { ECDH } from 'node:crypto'

/**
 * True when a base64url text is a point on P-256 (uncompressed). The contract checks the
 * length; this catches 65 bytes that are no key, which web-push could only fail on later, at
 * every send, so the subscription is refused at once instead.
 */
export function isP256PublicKey(base64url: string): boolean {
  const bytes = Buffer.from(base64url, 'base64url')
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false
  try {
    // Converting needs the point on the curve; OpenSSL refuses anything else.
    ECDH.convertKey(bytes, 'prime256v1', undefined, undefined, 'compressed')
    return true
  } catch {
    return false
  }
}
