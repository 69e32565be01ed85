import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import type { WebSocket } from 'ws'
import type { Logger } from '../logger'

/**
 * The server's WebSocket endpoints (the browser's signalling, the phone's media stream) share
 * one 'upgrade' listener: each route claims its own path, and a path nobody claims is a 404.
 */
export interface SocketRoute {
  /** Matched against the request's path. */
  path: RegExp
  /** Refuses (with `refuse`) or upgrades the request; a throw becomes a 500. */
  upgrade(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    match: RegExpExecArray,
  ): Promise<void>
  /** Server shutdown: every socket of this route goes. */
  close(): void
}

export function attachSocketRoutes(
  server: Server,
  routes: readonly SocketRoute[],
  logger: Logger,
): { close(): void } {
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost')
    for (const route of routes) {
      const match = route.path.exec(pathname)
      if (!match) continue
      void route.upgrade(request, socket, head, match).catch((error: unknown) => {
        logger.error({ err: error }, 'Socket upgrade failed')
        refuse(socket, 500, 'Internal Server Error')
      })
      return
    }
    refuse(socket, 404, 'Not Found')
  }
  server.on('upgrade', onUpgrade)
  return {
    close() {
      server.off('upgrade', onUpgrade)
      for (const route of routes) route.close()
    },
  }
}

export function refuse(
  socket: Duplex,
  status: number,
  reason: string,
  headers: Record<string, string> = {},
): void {
  const extra = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${extra.join('')}Connection: close\r\nContent-Length: 0\r\n\r\n`,
  )
}

/** A token bucket: `take()` is false once the client sends faster than allowed. */
export function messageBudget(now: () => number, burst: number, perSecond: number) {
  let tokens = burst
  let last = now()
  return () => {
    const at = now()
    tokens = Math.min(burst, tokens + ((at - last) / 1000) * perSecond)
    last = at
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}

/** A socket that misses a ping this long is dead (a phone that lost signal sends no FIN). */
const HEARTBEAT_MS = 15_000

/** Pings the socket and terminates it when a pong does not come back; returns the stop. */
export function keepAlive(ws: WebSocket): () => void {
  let alive = true
  const heartbeat = setInterval(() => {
    if (!alive) {
      ws.terminate()
      return
    }
    alive = false
    ws.ping()
  }, HEARTBEAT_MS)
  ws.on('pong', () => {
    alive = true
  })
  return () => clearInterval(heartbeat)
}

/** A text frame's text, or undefined for a binary frame. */
export function socketText(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) {
  if (isBinary) return undefined
  return Array.isArray(data)
    ? Buffer.concat(data).toString('utf8')
    : Buffer.from(data as ArrayBuffer).toString('utf8')
}

/** A text frame's JSON, or undefined for a binary frame or text that is not JSON. */
export function socketJson(data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean): unknown {
  const text = socketText(data, isBinary)
  if (text === undefined) return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
