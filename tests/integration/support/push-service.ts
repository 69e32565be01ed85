import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto'
import type { IncomingHttpHeaders } from 'node:http'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import type { PushSubscriptionJson } from '../../../contract/push'
import { selfSignedCert } from './self-signed-cert'

/**
 * A stand-in push service on loopback, speaking the Web Push protocol (RFC 8030) over real TLS:
 * it takes what the server's web-push library POSTs, answers with the status a test scripts,
 * and gives the test the tools of the two real ends: the VAPID check a push service makes
 * (RFC 8292) and the decryption a browser makes (RFC 8291, aes128gcm of RFC 8188), with keys
 * generated the way a browser generates them.
 */

export interface ReceivedPush {
  /** The device name of the endpoint (its last path segment). */
  device: string
  headers: IncomingHttpHeaders
  body: Buffer
  /** What the stand-in answered. */
  status: number
}

export interface StandInPushService {
  /** host:port, for PUSH_EXTRA_ENDPOINT_HOSTS. */
  host: string
  /** A TLS agent trusting this service's self-signed certificate (and nothing else). */
  agent: Agent
  endpoint(device: string): string
  /** The statuses the next pushes to `device` get, in order; 201 after them. */
  answer(device: string, ...statuses: number[]): void
  received(device?: string): ReceivedPush[]
  close(): Promise<void>
}

export async function startPushService(): Promise<StandInPushService> {
  const { cert, key } = selfSignedCert()
  const scripted = new Map<string, number[]>()
  const received: ReceivedPush[] = []
  const server = createServer({ cert, key }, (request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const device = decodeURIComponent(request.url?.split('/').at(-1) ?? '')
      const status = scripted.get(device)?.shift() ?? 201
      received.push({ device, headers: request.headers, body: Buffer.concat(chunks), status })
      if (status === 429) response.setHeader('Retry-After', '1')
      response.writeHead(status).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  const agent = new Agent({ ca: cert, keepAlive: false })
  return {
    host,
    agent,
    endpoint: (device) => `https://${host}/push/${encodeURIComponent(device)}`,
    answer: (device, ...statuses) => scripted.set(device, statuses),
    received: (device) => received.filter((push) => device === undefined || push.device === device),
    close: async () => {
      agent.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/* The browser's end -------------------------------------------------------------------------- */

export interface BrowserKeys {
  subscription: PushSubscriptionJson
  /** The P-256 pair pushManager.subscribe made; its private half never leaves the browser. */
  ecdh: ECDH
  authSecret: Buffer
}

/** What pushManager.subscribe gives: a fresh P-256 key pair and a 16-byte auth secret. */
export function browserSubscription(endpoint: string): BrowserKeys {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16)
  return {
    ecdh,
    authSecret,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: authSecret.toString('base64url'),
      },
    },
  }
}

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length))

/**
 * Decrypts an aes128gcm push body as the browser does (RFC 8291 section 3.4, RFC 8188): the
 * header carries salt, record size and the sender's one-time public key; the keys come from
 * ECDH with it and the auth secret.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16)
  const recordSize = body.readUInt32BE(16)
  const keyIdLength = body.readUInt8(20)
  const senderPublic = body.subarray(21, 21 + keyIdLength)
  const records = body.subarray(21 + keyIdLength)

  const ecdhSecret = keys.ecdh.computeSecret(senderPublic)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    keys.ecdh.getPublicKey(),
    senderPublic,
  ])
  const ikm = hkdf(ecdhSecret, keys.authSecret, keyInfo, 32)
  const contentKey = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16)
  const nonceBase = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12)

  const plain: Buffer[] = []
  for (let sequence = 0, offset = 0; offset < records.length; sequence += 1) {
    const record = records.subarray(offset, offset + recordSize)
    offset += recordSize
    // Each record's nonce is the base XOR its sequence number (big-endian, in the last bytes).
    const nonce = Buffer.from(nonceBase)
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8)
    const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
    decipher.setAuthTag(record.subarray(-16))
    const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()])
    // Padding: the content, a delimiter (2 on the last record, 1 before), then zeros.
    let end = padded.length - 1
    while (end >= 0 && padded[end] === 0) end -= 1
    const delimiter = padded[end]
    if (delimiter !== 1 && delimiter !== 2) throw new Error('The record has no padding delimiter.')
    plain.push(padded.subarray(0, end))
    if (delimiter === 2) break
  }
  return Buffer.concat(plain).toString('utf8')
}

/* The push service's end --------------------------------------------------------------------- */

interface VapidClaims {
  aud: string
  exp: number
  sub: string
}

/**
 * The check a push service makes of `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292):
 * k is the application server's key, the JWT is ES256-signed by it, addressed to this
 * service's origin and expiring within 24 hours. Throws on any failure.
 */
export function verifyVapid(
  headers: IncomingHttpHeaders,
  expected: { publicKey: string; audience: string },
): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(headers.authorization ?? '')
  if (!match) throw new Error(`Not a VAPID Authorization header: ${headers.authorization}`)
  const [, token = '', k = ''] = match
  if (k !== expected.publicKey) throw new Error('k is not the application server key')
  const point = Buffer.from(k, 'base64url')
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const [header = '', payload = '', signature = ''] = token.split('.')
  const { alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }
  if (alg !== 'ES256') throw new Error(`The JWT is signed with ${alg}, not ES256`)
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('The JWT signature does not verify against k')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims
  const nowSeconds = Date.now() / 1000
  if (claims.aud !== expected.audience) throw new Error(`aud is ${claims.aud}`)
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 60 * 60)) {
    throw new Error(`exp ${claims.exp} is not within the next 24 hours`)
  }
  return claims
}
