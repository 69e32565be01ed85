import { createServer, type IncomingMessage, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'

/**
 * A stand-in for Google's push registration service, on loopback, so Chromium's real
 * `pushManager.subscribe` works on a machine with no Internet (the push e2e). Chromium's own
 * switches point its GCM client here (`--gcm-checkin-url`, `--gcm-registration-url`); the
 * browser then runs its whole subscription path (permission, key, encryption keys, the endpoint)
 * as on a phone, with a token from here instead of Google's. Only the two calls it makes are
 * answered:
 * - check-in (AndroidCheckinResponse, protobuf): a device id and secret;
 * - registration (form POST): `token=...` for a subscription, `deleted=<app>` for an
 *   unsubscribe. The form's `sender` is the applicationServerKey the page subscribed with.
 * Chromium writes endpoints for a registration service other than Google's on its staging push
 * host (CHROMIUM_TEST_PUSH_HOST), which the e2e server allows with PUSH_EXTRA_ENDPOINT_HOSTS.
 * Messages never come through here: tests deliver them with CDP ServiceWorker.deliverPushMessage.
 */

export const CHROMIUM_TEST_PUSH_HOST = 'jmt17.google.com'

export interface Registration {
  app: string
  sender: string
  token: string
}

export interface FakeGcm {
  /** Chromium flags that send its GCM client here. */
  chromiumArgs: string[]
  registrations: Registration[]
  deletions: string[]
  stop: () => Promise<void>
}

/** protobuf fields 1 (stats_ok), 7 (android_id, fixed64), 8 (security_token, fixed64). */
function checkinResponse(): Buffer {
  const fixed64 = (value: bigint) => {
    const bytes = Buffer.alloc(8)
    bytes.writeBigUInt64LE(value)
    return bytes
  }
  return Buffer.concat([
    Buffer.from([0x08, 0x01]),
    Buffer.from([0x39]),
    fixed64(4_815_162_342n),
    Buffer.from([0x41]),
    fixed64(1_123_581_321n),
  ])
}

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    request.on('error', reject)
  })

export async function startFakeGcm(): Promise<FakeGcm> {
  const registrations: Registration[] = []
  const deletions: string[] = []
  let counter = 0
  const server: Server = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (request.url?.startsWith('/checkin')) {
        response.setHeader('content-type', 'application/x-protobuf')
        response.end(checkinResponse())
        return
      }
      if (request.url?.startsWith('/register')) {
        const form = new URLSearchParams(body)
        const app = form.get('app') ?? ''
        response.setHeader('content-type', 'text/plain')
        if (form.get('delete') === 'true') {
          deletions.push(app)
          response.end(`deleted=${app}`)
          return
        }
        counter += 1
        const token = `e2e-token-${counter}-${Date.now()}`
        registrations.push({ app, sender: form.get('sender') ?? '', token })
        response.end(`token=${token}`)
        return
      }
      response.statusCode = 404
      response.end()
    })
  })
  // No MCS connection is needed to subscribe, so its endpoint drops every connection at once.
  // A port of its own: a port merely assumed closed may be another server's by then, and what
  // that one does with the browser's TLS is anyone's guess.
  const mcs = createTcpServer((socket) => socket.destroy())
  await Promise.all(
    [server, mcs].map(
      (listener) =>
        new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve())),
    ),
  )
  const { port } = server.address() as AddressInfo
  const { port: mcsPort } = mcs.address() as AddressInfo
  const base = `http://127.0.0.1:${port}`
  const close = (listener: { close: (done: () => void) => unknown }) =>
    new Promise<void>((resolve) => listener.close(() => resolve()))
  return {
    chromiumArgs: [
      `--gcm-checkin-url=${base}/checkin`,
      `--gcm-registration-url=${base}/register`,
      `--gcm-mcs-endpoint=https://127.0.0.1:${mcsPort}`,
    ],
    registrations,
    deletions,
    stop: async () => {
      await Promise.all([close(server), close(mcs)])
    },
  }
}
