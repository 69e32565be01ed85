import { createServer, request, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * The client address a test request stands for: the proxy takes it from this header (and
 * drops the header) instead of the loopback socket, so one test can be many clients.
 */
export const TEST_CLIENT_IP_HEADER = 'x-test-client-ip'

export interface ProxiedRequest {
  /** Index into the upstreams the request was sent to. */
  upstream: number
  method: string
  path: string
  headers: IncomingHttpHeaders
  /** The upstream's status, once it answered (502 when it could not be reached). */
  status?: number
}

export interface RoundRobinProxy {
  /** e.g. http://127.0.0.1:12345: the one address clients use, as they would a load balancer. */
  url: string
  /** Every request, in arrival order, with the upstream it went to. */
  requests: readonly ProxiedRequest[]
  /** How many requests each upstream received, by index. */
  countsByUpstream(): number[]
  close(): Promise<void>
}

/**
 * A loopback load balancer for the multi-node test: each request goes to the next upstream in
 * turn (request 1 to the first, 2 to the second, 3 to the first...), with no stickiness, so
 * consecutive calls of one client land on different nodes. Like a production balancer it
 * appends the client's address to X-Forwarded-For (the nodes run with TRUST_PROXY=true).
 * HTTP only: interview sockets are routed to their node by address, not by this proxy.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  if (upstreams.length === 0) throw new Error('A round-robin proxy needs at least one upstream.')
  // 'localhost' may resolve to ::1 while the nodes listen on 127.0.0.1.
  const targets = upstreams.map((upstream) => {
    const url = new URL(upstream)
    return { host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname, port: url.port }
  })
  const requests: ProxiedRequest[] = []
  let next = 0

  const server = createServer((incoming, outgoing) => {
    const upstream = next
    next = (next + 1) % targets.length
    const target = targets[upstream] as (typeof targets)[number]
    const record: ProxiedRequest = {
      upstream,
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      headers: incoming.headers,
    }
    requests.push(record)

    const { [TEST_CLIENT_IP_HEADER]: claimed, ...headers } = incoming.headers
    const client =
      (typeof claimed === 'string' ? claimed : undefined) ??
      incoming.socket.remoteAddress ??
      'unknown'
    const forwarded = headers['x-forwarded-for']
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${client}` : client

    const proxied = request(
      {
        host: target.host,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer) => {
        record.status = answer.statusCode ?? 502
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    proxied.on('error', () => {
      record.status = 502
      if (!outgoing.headersSent) outgoing.writeHead(502).end()
      else outgoing.destroy()
    })
    outgoing.on('close', () => proxied.destroy())
    incoming.pipe(proxied)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    countsByUpstream: () =>
      targets.map((_, index) => requests.filter((entry) => entry.upstream === index).length),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
