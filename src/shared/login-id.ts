import { toE164 } from '@contract/phone'
import { appConfig } from '@/shared/config'

const toHex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('')

/**
 * The loginId of SignUpAndLogin (docs/product.md#sign-in-calls-and-failures): hex HMAC-SHA256 of
 * '+1' and the 10 national digits, keyed with the configured login-id key. 64 lowercase hex
 * characters.
 */
export const computeLoginId = async (
  nationalDigits: string,
  key: string = appConfig.loginIdKey,
): Promise<string> => {
  const encoder = new TextEncoder()
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    encoder.encode(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const signature = await crypto.subtle.sign(
    'HMAC',
    cryptoKey,
    encoder.encode(toE164(nationalDigits)),
  )
  return toHex(signature)
}
