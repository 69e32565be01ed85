import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

interface CountingProxy {
  /** e.g. http://127.0.0.1:12345: put it where the target's origin was. */
  url: string
  /** What the client asked, in order. */
  requests: Array<{ method: string; path: string; headers: IncomingHttpHeaders }>
  /** Response body bytes the target sent, over every request. */
  bodyBytes(): number
  close(): Promise<void>
}

/**
 * A loopback HTTP proxy in front of `target` that counts the response bytes the target sends:
 * a test of a capped read can see what was transferred, not only what was returned.
 */
export async function startCountingProxy(target: string): Promise<CountingProxy> {
  const to = new URL(target)
  const requests: CountingProxy['requests'] = []
  let bytes = 0
  const server = createServer((incoming, outgoing) => {
    requests.push({
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
    })
    const upstream = request(
      {
        host: to.hostname,
        port: to.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.on('data', (chunk: Buffer) => {
          bytes += chunk.byteLength
          outgoing.write(chunk)
        })
        answer.on('end', () => outgoing.end())
      },
    )
    upstream.on('error', () => outgoing.destroy())
    outgoing.on('close', () => upstream.destroy())
    incoming.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    bodyBytes: () => bytes,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
