import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import * as v from 'valibot'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import {
  MAX_SIGNAL_MESSAGE_BYTES,
  PROTOCOL_VIOLATION_CLOSE,
  clientSignalSchema,
  type ServerSignal,
} from '../../../contract/interview'
import type { Logger } from '../../logger'
import type { InterviewCalls, OpenInterview } from '../agent/interview-calls'
import { WebCallLink, type SignalChannel, type WebCallDeps } from './web-call-link'

/**
 * The signalling socket at callEndpointUri (/ws/interview/{engagementId}?token=…). The upgrade
 * is refused unless the Origin is the app's and the token is the engagement's own, unexpired
 * call token (never the access token: URLs end up in logs). Messages are JSON, at most
 * MAX_SIGNAL_MESSAGE_BYTES, at most a burst of MESSAGE_BURST then MESSAGES_PER_SECOND; a client
 * that breaks these rules is closed with 4002.
 */
export const SIGNALING_PATH =
  /^\/ws\/interview\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
export const MESSAGE_BURST = 60
export const MESSAGES_PER_SECOND = 20
/** A socket that misses a ping this long is dead (a phone that lost signal sends no FIN). */
const HEARTBEAT_MS = 15_000

export interface SignalingDeps {
  calls: InterviewCalls
  /** The open engagement this token unlocks, or undefined. */
  authorise(engagementId: string, token: string): Promise<OpenInterview | undefined>
  webCall: WebCallDeps
  /** The app's own origin (PUBLIC_URL). */
  publicOrigin: string
  logger: Logger
  now(): number
}

/** Same host as the request (the API's own origin) or the configured app origin. */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicOrigin: string,
): boolean {
  if (!origin) return false
  try {
    const url = new URL(origin)
    return url.origin === publicOrigin || (host !== undefined && url.host === host)
  } catch {
    return false
  }
}

function refuse(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** A token bucket: `take()` is false once the client sends faster than allowed. */
function messageBudget(now: () => number) {
  let tokens = MESSAGE_BURST
  let last = now()
  return () => {
    const at = now()
    tokens = Math.min(MESSAGE_BURST, tokens + ((at - last) / 1000) * MESSAGES_PER_SECOND)
    last = at
    if (tokens < 1) return false
    tokens -= 1
    return true
  }
}

export function attachInterviewSignaling(server: Server, deps: SignalingDeps): { close(): void } {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_MESSAGE_BYTES })

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    void upgrade(request, socket, head).catch((error: unknown) => {
      deps.logger.error({ err: error }, 'Interview socket upgrade failed')
      refuse(socket, 500, 'Internal Server Error')
    })
  }

  const upgrade = async (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const match = SIGNALING_PATH.exec(url.pathname)
    if (!match?.[1]) return refuse(socket, 404, 'Not Found')
    if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.publicOrigin)) {
      return refuse(socket, 403, 'Forbidden')
    }
    const token = url.searchParams.get('token') ?? ''
    const open = token === '' ? undefined : await deps.authorise(match[1].toLowerCase(), token)
    if (!open) return refuse(socket, 401, 'Unauthorized')
    wss.handleUpgrade(request, socket, head, (ws) => serve(ws, open))
  }

  const serve = (ws: WebSocket, open: OpenInterview) => {
    const engagementId = open.engagementId
    const channel: SignalChannel = {
      send: (message: ServerSignal) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message))
      },
      close: (code, reason) => {
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason)
      },
    }
    const link = deps.calls.connect(open, (agent) => new WebCallLink(agent, channel, deps.webCall))
    const withinBudget = messageBudget(deps.now)
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

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!withinBudget()) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'too many messages')
      const parsed = isBinary ? undefined : parseMessage(data)
      if (!parsed) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'malformed message')
      link.handle(parsed).catch((error: unknown) => {
        deps.logger.error({ err: error, engagementId }, 'Interview message failed')
      })
    })
    ws.on('close', () => {
      clearInterval(heartbeat)
      link.disconnected()
    })
    ws.on('error', (error) =>
      deps.logger.warn({ err: error, engagementId }, 'Interview socket error'),
    )
  }

  server.on('upgrade', onUpgrade)
  return {
    close() {
      server.off('upgrade', onUpgrade)
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}

function parseMessage(data: RawData) {
  let json: unknown
  try {
    const text = Array.isArray(data)
      ? Buffer.concat(data).toString('utf8')
      : Buffer.from(data as ArrayBuffer).toString('utf8')
    json = JSON.parse(text)
  } catch {
    return undefined
  }
  const result = v.safeParse(clientSignalSchema, json)
  return result.success ? result.output : undefined
}
