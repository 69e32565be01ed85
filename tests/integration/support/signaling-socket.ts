import WebSocket from 'ws'

/**
 * The browser's signalling socket without the WebRTC side, for the tests of who may open it and
 * what closes it.
 */

/** The upgrade's HTTP status when it is refused, or 101 when the socket opened. */
export function upgradeStatus(url: string, headers: { origin?: string } = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, headers.origin ? { origin: headers.origin } : {})
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0)
      ws.terminate()
    })
    ws.once('open', () => {
      resolve(101)
      ws.terminate()
    })
    ws.once('error', (error) => {
      // 'unexpected-response' has resolved already when the upgrade was refused.
      if (ws.readyState !== WebSocket.CLOSED) reject(error)
    })
  })
}

export interface OpenSocket {
  ws: WebSocket
  /** The close code the client saw. */
  closed: Promise<number>
  messages: unknown[]
}

/**
 * An open signalling socket from `origin`. With `accessToken`, its first message is the hello
 * a browser sends (docs/adr/0090); without, the test sends what it likes first.
 */
export function openSignalingSocket(
  url: string,
  options: { origin: string; accessToken?: string },
): Promise<OpenSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { origin: options.origin })
    const messages: unknown[] = []
    const closed = new Promise<number>((resolveClose) => ws.on('close', resolveClose))
    ws.on('message', (data) => messages.push(JSON.parse(String(data))))
    ws.once('open', () => {
      if (options.accessToken !== undefined) {
        ws.send(JSON.stringify({ type: 'hello', accessToken: options.accessToken }))
      }
      resolve({ ws, closed, messages })
    })
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    )
    ws.once('error', reject)
  })
}
