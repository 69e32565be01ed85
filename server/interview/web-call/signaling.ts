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
import { keepAlive, messageBudget, refuse, socketJson, type SocketRoute } from '../socket-routes'
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

export function createSignalingRoute(deps: SignalingDeps): SocketRoute {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_SIGNAL_MESSAGE_BYTES })

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
    const withinBudget = messageBudget(deps.now, MESSAGE_BURST, MESSAGES_PER_SECOND)
    const stopKeepAlive = keepAlive(ws)

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!withinBudget()) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'too many messages')
      const parsed = v.safeParse(clientSignalSchema, socketJson(data, isBinary))
      if (!parsed.success) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'malformed message')
      link.handle(parsed.output).catch((error: unknown) => {
        deps.logger.error({ err: error, engagementId }, 'Interview message failed')
      })
    })
    ws.on('close', () => {
      stopKeepAlive()
      link.disconnected()
    })
    ws.on('error', (error) =>
      deps.logger.warn({ err: error, engagementId }, 'Interview socket error'),
    )
  }

  return {
    path: SIGNALING_PATH,
    async upgrade(request, socket, head, match) {
      if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.publicOrigin)) {
        return refuse(socket, 403, 'Forbidden')
      }
      const url = new URL(request.url ?? '/', 'http://localhost')
      const token = url.searchParams.get('token') ?? ''
      const engagementId = (match[1] ?? '').toLowerCase()
      const open = token === '' ? undefined : await deps.authorise(engagementId, token)
      if (!open) return refuse(socket, 401, 'Unauthorized')
      wss.handleUpgrade(request, socket, head, (ws) => serve(ws, open))
    },
    close() {
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
