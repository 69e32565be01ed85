/** An RFC 4122 version 4 UUID from 16 random bytes. */
export const uuidFromBytes = (bytes: Uint8Array): string => {
  const b = Uint8Array.from(bytes)
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A new Idempotency-Key, made once when the candidate submits. crypto.randomUUID exists only in
 * secure contexts; a phone trying the app over plain http on the local network still has
 * getRandomValues.
 */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)))
