import * as v from 'valibot'
import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import {
  MAX_SIGNAL_MESSAGE_BYTES,
  PROTOCOL_VIOLATION_CLOSE,
  WRONG_SESSION_CLOSE,
  clientSignalSchema,
  signalHelloSchema,
  type ClientSignal,
  type ServerSignal,
} from '../../../contract/interview'
import type { Logger } from '../../logger'
import {
  ADMISSION_RETRY_AFTER_SECONDS,
  type InterviewAdmission,
} from '../admission/interview-admission'
import type { InterviewCalls, OpenInterview } from '../agent/interview-calls'
import { keepAlive, messageBudget, refuse, socketJson, type SocketRoute } from '../socket-routes'
import { WebCallLink, type SignalChannel, type WebCallDeps } from './web-call-link'

/**
 * The signalling socket at callEndpointUri (/ws/interview/{engagementId}?token=…). The upgrade
 * is refused unless the Origin is the app's and the token is the engagement's own, unexpired
 * call token whose sign-in session is still live (never the access token: URLs end up in logs).
 * The first message must be the hello proving that same session (docs/adr/0090); until it is
 * checked the socket joins nothing (what comes meanwhile waits), and a socket that proves
 * another session, or none, is closed with 4003 while the live call goes on. Messages are JSON,
 * at most MAX_SIGNAL_MESSAGE_BYTES, at most a burst of MESSAGE_BURST then MESSAGES_PER_SECOND;
 * a client that breaks these rules, or sends no hello in SESSION_PROOF_TIMEOUT_MS, is closed
 * with 4002.
 */
const SIGNALING_PATH =
  /^\/ws\/interview\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i
export const MESSAGE_BURST = 60
const MESSAGES_PER_SECOND = 20
/** A browser sends its hello as the socket opens; an idle socket is not kept waiting longer. */
const SESSION_PROOF_TIMEOUT_MS = 10_000

interface SignalingDeps {
  calls: InterviewCalls
  /**
   * Whether this node takes the call: a call started on another node (a balancer may send its
   * socket anywhere) is refused here while this node is full, so its live calls keep their pace.
   */
  admission: Pick<InterviewAdmission, 'mayConnect'>
  /** The open engagement this token unlocks, or undefined. */
  authorise(engagementId: string, token: string): Promise<OpenInterview | undefined>
  /** Whether the hello's access token is the sign-in session that started the call. */
  proveSession(engagementId: string, accessToken: string): Promise<boolean>
  webCall: WebCallDeps
  /** The app's own origin (PUBLIC_URL). */
  publicOrigin: string
  logger: Logger
  now(): number
}

/** Same host as the request (the API's own origin) or the configured app origin. */
function isAllowedOrigin(
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
    const withinBudget = messageBudget(deps.now, MESSAGE_BURST, MESSAGES_PER_SECOND)
    const stopKeepAlive = keepAlive(ws)
    /** Joined once the hello proved the session; messages after the hello wait until then. */
    let link: WebCallLink | undefined
    let helloReceived = false
    const waiting: ClientSignal[] = []
    const proofTimer = setTimeout(
      () => channel.close(PROTOCOL_VIOLATION_CLOSE, 'no session proof'),
      SESSION_PROOF_TIMEOUT_MS,
    )
    const handle = (joined: WebCallLink, message: ClientSignal) =>
      joined.handle(message).catch((error: unknown) => {
        deps.logger.error({ err: error, engagementId }, 'Interview message failed')
      })
    const checkHello = async (accessToken: string) => {
      const proved = await deps.proveSession(engagementId, accessToken)
      clearTimeout(proofTimer)
      if (ws.readyState !== ws.OPEN) return
      if (!proved) return channel.close(WRONG_SESSION_CLOSE, 'not the session of this call')
      // Only now may this socket take over the call from a connection already live.
      const joined = deps.calls.connect(
        open,
        (agent) => new WebCallLink(agent, channel, deps.webCall),
      )
      link = joined
      for (const message of waiting.splice(0)) void handle(joined, message)
    }

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!withinBudget()) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'too many messages')
      const json = socketJson(data, isBinary)
      if (!helloReceived) {
        const parsedHello = v.safeParse(signalHelloSchema, json)
        if (!parsedHello.success) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'hello expected')
        helloReceived = true
        checkHello(parsedHello.output.accessToken).catch((error: unknown) => {
          deps.logger.error({ err: error, engagementId }, 'Interview session check failed')
          channel.close(WRONG_SESSION_CLOSE, 'session not checked')
        })
        return
      }
      const parsed = v.safeParse(clientSignalSchema, json)
      if (!parsed.success) return channel.close(PROTOCOL_VIOLATION_CLOSE, 'malformed message')
      if (link) return void handle(link, parsed.output)
      // A browser sends its offer and a few candidates behind the hello; not a flood.
      if (waiting.length >= MESSAGE_BURST)
        return channel.close(PROTOCOL_VIOLATION_CLOSE, 'too many messages')
      waiting.push(parsed.output)
    })
    ws.on('close', () => {
      clearTimeout(proofTimer)
      stopKeepAlive()
      link?.disconnected()
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
      if (!deps.admission.mayConnect(engagementId))
        return refuse(socket, 503, 'Service Unavailable', {
          'Retry-After': String(ADMISSION_RETRY_AFTER_SECONDS),
        })
      wss.handleUpgrade(request, socket, head, (ws) => serve(ws, open))
    },
    close() {
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
