import { generateKeyPairSync, randomBytes, sign } from 'node:crypto'

/**
 * A self-signed X.509 certificate for 127.0.0.1, written out in DER by hand (node:crypto signs
 * but does not build certificates): enough for a loopback TLS server a test trusts explicitly.
 * P-256 key, ECDSA-SHA256, valid for a day, subjectAltName IP 127.0.0.1, a CA so OpenSSL takes
 * it as its own trust anchor.
 */

const derLength = (length: number) =>
  length < 0x80
    ? Buffer.from([length])
    : length < 0x100
      ? Buffer.from([0x81, length])
      : Buffer.from([0x82, length >> 8, length & 0xff])
const tlv = (tag: number, ...content: Buffer[]) => {
  const body = Buffer.concat(content)
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body])
}
const sequence = (...content: Buffer[]) => tlv(0x30, ...content)
const set = (...content: Buffer[]) => tlv(0x31, ...content)
const integer = (bytes: Buffer) =>
  // A leading 1 bit would make it negative: DER prefixes a zero byte.
  tlv(0x02, (bytes[0] ?? 0) & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes)
const octetString = (bytes: Buffer) => tlv(0x04, bytes)
const bitString = (bytes: Buffer) => tlv(0x03, Buffer.from([0]), bytes)
const utf8String = (text: string) => tlv(0x0c, Buffer.from(text, 'utf8'))
const bool = (value: boolean) => tlv(0x01, Buffer.from([value ? 0xff : 0]))
const explicit = (tagNumber: number, content: Buffer) => tlv(0xa0 + tagNumber, content)

function objectId(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number)
  const bytes = [first * 40 + second]
  for (const arc of rest) {
    const base128 = [arc & 0x7f]
    for (let value = arc >> 7; value > 0; value >>= 7) base128.unshift((value & 0x7f) | 0x80)
    bytes.push(...base128)
  }
  return tlv(0x06, Buffer.from(bytes))
}

/** UTCTime, YYMMDDHHMMSSZ. */
const utcTime = (date: Date) =>
  tlv(0x17, Buffer.from(`${date.toISOString().slice(2, 19).replace(/[-T:]/g, '')}Z`, 'ascii'))

const ECDSA_WITH_SHA256 = sequence(objectId('1.2.840.10045.4.3.2'))

interface SelfSignedCert {
  /** PEM, for the server's `cert` and the client's `ca`. */
  cert: string
  /** PEM (PKCS #8). */
  key: string
}

export function selfSignedCert(commonName = '127.0.0.1'): SelfSignedCert {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const name = sequence(set(sequence(objectId('2.5.4.3'), utf8String(commonName))))
  const now = Date.now()
  const extensions = sequence(
    // basicConstraints (critical): CA, so the certificate anchors its own chain.
    sequence(objectId('2.5.29.19'), bool(true), octetString(sequence(bool(true)))),
    // subjectAltName: iPAddress [7] 127.0.0.1, what Node checks the address against.
    sequence(objectId('2.5.29.17'), octetString(sequence(tlv(0x87, Buffer.from([127, 0, 0, 1]))))),
  )
  const tbsCertificate = sequence(
    explicit(0, integer(Buffer.from([2]))),
    integer(Buffer.concat([Buffer.from([0x01]), randomBytes(15)])),
    ECDSA_WITH_SHA256,
    name,
    sequence(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 60 * 60_000))),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    explicit(3, extensions),
  )
  const signature = sign('sha256', tbsCertificate, privateKey)
  const der = sequence(tbsCertificate, ECDSA_WITH_SHA256, bitString(signature))
  const lines = der.toString('base64').match(/.{1,64}/g) ?? []
  return {
    cert: `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`,
    key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  }
}
