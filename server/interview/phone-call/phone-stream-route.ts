import { WebSocketServer, type RawData, type WebSocket } from 'ws'
import { PROTOCOL_VIOLATION_CLOSE } from '../../../contract/interview'
import type { Logger } from '../../logger'
import { parseTwilioStreamMessage } from '../../telephony/twilio-media-stream'
import type { InterviewCalls, OpenInterview } from '../agent/interview-calls'
import { keepAlive, messageBudget, refuse, socketText, type SocketRoute } from '../socket-routes'
import { PhoneCallLink, type PhoneCallDeps, type StreamSocket } from './phone-call-link'

/**
 * The phone interview's media stream at /ws/phone/{token}: what TwiML's <Connect><Stream>
 * opens when the candidate picks up. Twilio keeps only the URL's path, so the short-lived call
 * token is the last path segment; no browser comes here, so there is no Origin to check, and
 * anything but an open phone engagement's unexpired token is refused before the upgrade.
 */
const PHONE_STREAM_PATH = /^\/ws\/phone\/([A-Za-z0-9_-]{20,128})$/
/** A media message is ~300 bytes; nothing Twilio sends comes near this. */
const MAX_STREAM_MESSAGE_BYTES = 64 * 1024
/** Twilio sends 50 media messages a second, plus marks and the odd DTMF. */
const MESSAGE_BURST = 400
const MESSAGES_PER_SECOND = 150

interface PhoneStreamDeps {
  calls: InterviewCalls
  /** The open phone engagement this token unlocks, or undefined. */
  authorise(token: string): Promise<OpenInterview | undefined>
  phoneCall: PhoneCallDeps
  logger: Logger
  now(): number
}

export function createPhoneStreamRoute(deps: PhoneStreamDeps): SocketRoute {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_STREAM_MESSAGE_BYTES })

  const serve = (ws: WebSocket, open: OpenInterview) => {
    const engagementId = open.engagementId
    const socket: StreamSocket = {
      send: (text) => {
        if (ws.readyState === ws.OPEN) ws.send(text)
      },
      close: (code, reason) => {
        if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(code, reason)
      },
    }
    const link = deps.calls.connect(
      open,
      (agent) => new PhoneCallLink(agent, socket, deps.phoneCall),
    )
    const withinBudget = messageBudget(deps.now, MESSAGE_BURST, MESSAGES_PER_SECOND)
    const stopKeepAlive = keepAlive(ws)

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (!withinBudget()) return socket.close(PROTOCOL_VIOLATION_CLOSE, 'too many messages')
      const text = socketText(data, isBinary)
      const message = text === undefined ? undefined : parseTwilioStreamMessage(text)
      if (!message) return socket.close(PROTOCOL_VIOLATION_CLOSE, 'malformed message')
      link.handle(message)
    })
    ws.on('close', () => {
      stopKeepAlive()
      link.disconnected()
    })
    ws.on('error', (error) =>
      deps.logger.warn({ err: error, engagementId }, 'Phone stream socket error'),
    )
  }

  return {
    path: PHONE_STREAM_PATH,
    async upgrade(request, socket, head, match) {
      const open = await deps.authorise(match[1] ?? '')
      if (!open) return refuse(socket, 401, 'Unauthorized')
      wss.handleUpgrade(request, socket, head, (ws) => serve(ws, open))
    },
    close() {
      for (const client of wss.clients) client.terminate()
      wss.close()
    },
  }
}
