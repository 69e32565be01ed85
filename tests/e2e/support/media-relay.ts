import { createSocket, type RemoteInfo, type Socket } from 'node:dgram'
import type { Page } from '@playwright/test'

/**
 * The interview call's media path through a UDP relay the test controls, so a test can make
 * the signal dip for real: Chromium offers no switch to lose its WebRTC packets, and the server
 * offers host candidates only. The call's signalling socket is routed through the test
 * (page.routeWebSocket), which rewrites the ICE candidates each side announces: the browser
 * is told the server sits at the relay's browser-side port, the server that the browser sits at
 * its server-side port. Every STUN, DTLS and RTP packet then crosses the relay, and `cut()`
 * loses them all, both ways, until `restore()`. The socket itself is left alone.
 */
interface MediaRelay {
  cut(): void
  restore(): void
  /** Packets the relay has passed on (both ways): proof the call runs through it. */
  forwarded(): number
  /** Signalling sockets the page opened: 1 while the call was never rebuilt. */
  sockets(): number
  close(): Promise<void>
}

/** 'candidate:…' fields: foundation, component, transport, priority, address, port, 'typ', type. */
const CANDIDATE = /^(a=)?candidate:(\S+) (\d+) (\S+) (\d+) (\S+) (\d+) typ (\S+)(.*)$/i

interface Address {
  address: string
  port: number
}

const bind = (socket: Socket) =>
  new Promise<number>((resolve) => socket.bind(0, '0.0.0.0', () => resolve(socket.address().port)))

export async function relayCallMedia(page: Page): Promise<MediaRelay> {
  const towardsBrowser = createSocket('udp4')
  const towardsServer = createSocket('udp4')
  const browserSidePort = await bind(towardsBrowser)
  const serverSidePort = await bind(towardsServer)
  let server: Address | undefined
  let browser: RemoteInfo | undefined
  let cut = false
  let forwarded = 0

  towardsBrowser.on('message', (packet, from) => {
    browser = from
    if (cut || !server) return
    forwarded += 1
    towardsServer.send(packet, server.port, server.address)
  })
  towardsServer.on('message', (packet) => {
    if (cut || !browser) return
    forwarded += 1
    towardsBrowser.send(packet, browser.port, browser.address)
  })

  /**
   * One candidate line rewritten to the relay's `port`, or undefined to drop it: only the first
   * UDP IPv4 candidate of each side is kept, so there is one path and it is the relay's.
   */
  let serverKept = false
  let browserKept = false
  const rewrite = (line: string, side: 'server' | 'browser'): string | undefined => {
    const match = CANDIDATE.exec(line.trim())
    if (!match) return line
    const [, prefix = '', foundation, component, transport, priority, address = '', port] = match
    const rest = match[9] ?? ''
    if (transport?.toLowerCase() !== 'udp' || !/^\d+\.\d+\.\d+\.\d+$/.test(address))
      return undefined
    if (side === 'server') {
      if (serverKept) return undefined
      serverKept = true
      server = { address, port: Number(port) }
    } else {
      if (browserKept) return undefined
      browserKept = true
    }
    const relayPort = side === 'server' ? browserSidePort : serverSidePort
    return `${prefix}candidate:${foundation} ${component} udp ${priority} ${address} ${relayPort} typ ${match[8]}${rest}`
  }
  const rewriteSdp = (sdp: string, side: 'server' | 'browser') =>
    sdp
      .split('\r\n')
      .flatMap((line) => {
        if (!line.startsWith('a=candidate:')) return [line]
        const rewritten = rewrite(line, side)
        return rewritten === undefined ? [] : [rewritten]
      })
      .join('\r\n')

  /** A signalling message with its candidates rewritten, or undefined to drop it. */
  const rewriteSignal = (data: string, side: 'server' | 'browser'): string | undefined => {
    const message = JSON.parse(data) as {
      type: string
      sdp?: string
      candidate?: { candidate: string } | null
    }
    if ((message.type === 'offer' || message.type === 'answer') && message.sdp)
      return JSON.stringify({ ...message, sdp: rewriteSdp(message.sdp, side) })
    if (message.type === 'candidate' && message.candidate?.candidate) {
      const candidate = rewrite(message.candidate.candidate, side)
      return candidate === undefined
        ? undefined
        : JSON.stringify({ ...message, candidate: { ...message.candidate, candidate } })
    }
    return data
  }

  let sockets = 0
  await page.routeWebSocket(/\/ws\/interview\//, (ws) => {
    sockets += 1
    const toServer = ws.connectToServer()
    ws.onMessage((data) => {
      const message = rewriteSignal(String(data), 'browser')
      if (message !== undefined) toServer.send(message)
    })
    toServer.onMessage((data) => {
      const message = rewriteSignal(String(data), 'server')
      if (message !== undefined) ws.send(message)
    })
  })

  return {
    cut: () => {
      cut = true
    },
    restore: () => {
      cut = false
    },
    forwarded: () => forwarded,
    sockets: () => sockets,
    close: async () => {
      await page.unrouteAll({ behavior: 'ignoreErrors' })
      await Promise.all(
        [towardsBrowser, towardsServer].map(
          (socket) => new Promise<void>((resolve) => socket.close(() => resolve())),
        ),
      )
    },
  }
}
