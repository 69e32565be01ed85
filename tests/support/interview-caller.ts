import * as v from 'valibot'
import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  type RTCRtpTransceiver,
} from 'werift'
import WebSocket from 'ws'
import { serverSignalSchema, type ServerSignal } from '../../contract/interview'
import { FRAME_MS, FRAME_SAMPLES, encodeOpusFrames } from '../../server/interview/voice'

/**
 * A candidate's browser, played by werift + ws, for the server tests and the load benchmark:
 * it offers one audio line, exchanges candidates, streams Opus continuously (silence, or a
 * recorded answer when asked) and records everything the server sends.
 */
/** A caption the server sent: what the recruiter says, with its kind and any answer options. */
export type CaptionSignal = Extract<ServerSignal, { type: 'caption' }>

export const isCaption = (signal: ServerSignal): signal is CaptionSignal =>
  signal.type === 'caption'

export interface InterviewCaller {
  signals: ServerSignal[]
  captions(): CaptionSignal[]
  /** RTP packets received from the recruiter. */
  received(): number
  /**
   * RTP packets received in each of the recruiter's talkspurts so far, in order (the server marks
   * the first packet of each spoken prompt): what was played of a prompt, whenever it is read.
   */
  talkspurts(): number[]
  /** Resolves with the close code when the socket closes. */
  closed: Promise<number>
  connected: Promise<void>
  /** Waits until a signal matching `predicate` has arrived (or has already). */
  waitFor(predicate: (signal: ServerSignal) => boolean, timeoutMs?: number): Promise<ServerSignal>
  /**
   * Plays these Opus frames as the microphone, then silence again. Resolves when played, with
   * the wall-clock time (epoch ms) the frame at `markIndex` (default: the last) was sent.
   */
  speak(frames: readonly Uint8Array[], markIndex?: number): Promise<{ markSentAt: number }>
  sendRaw(data: string | Buffer): void
  send(message: unknown): void
  /** Offers again on a new peer connection over the same socket (the server replaces its peer). */
  renegotiate(): Promise<void>
  /**
   * A signal dip: every UDP packet of the current peer connection (STUN, DTLS, RTP both ways) is
   * lost until the returned function is called. The signalling socket stays up.
   */
  interruptMedia(): () => void
  /** Drops the connection without ending the interview (a lost signal). */
  drop(): Promise<void>
  hangUp(): Promise<void>
}

/** What interruptMedia needs of a werift ICE protocol's UDP transport. */
interface UdpProtocol {
  transport: {
    send(data: Buffer, addr: [string, number]): Promise<void>
    onData(data: Buffer, addr: [string, number]): void
  }
}

/** Offers made before giving up on a connection that keeps failing to set up. */
const MAX_OFFERS = 3

/** 20 ms of digital silence as Opus, what a muted browser microphone sends. */
const SILENCE_FRAME =
  encodeOpusFrames(new Int16Array(FRAME_SAMPLES))[0] ?? new Uint8Array([0xf8, 0xff, 0xfe])

export async function callInterview(
  callEndpointUri: string,
  /** accessToken: the sign-in that said 'I agree', proved in the socket's first message. */
  options: { origin: string; accessToken: string; streamAudio?: boolean },
): Promise<InterviewCaller> {
  const signals: ServerSignal[] = []
  const waiters: {
    predicate: (signal: ServerSignal) => boolean
    resolve: (s: ServerSignal) => void
  }[] = []
  const ws = new WebSocket(callEndpointUri, { origin: options.origin })
  const send = (message: unknown) => {
    if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message))
  }
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)))
  let resolveConnected = () => {}
  const connected = new Promise<void>((resolve) => {
    resolveConnected = resolve
  })
  let received = 0
  const talkspurts: number[] = []
  let stopped = false

  /**
   * One peer connection and its offer on the signalling socket. A new one replaces the last
   * (the server answers every offer with a new peer of its own).
   */
  let pc: RTCPeerConnection | undefined
  let transceiver: RTCRtpTransceiver | undefined
  let answered: Promise<void> = Promise.resolve()
  let attempts = 0
  const offer = async () => {
    attempts += 1
    void pc?.close().catch(() => undefined)
    const peer = new RTCPeerConnection({
      iceServers: [],
      codecs: {
        audio: [
          new RTCRtpCodecParameters({
            mimeType: 'audio/opus',
            clockRate: 48_000,
            channels: 2,
            payloadType: 111,
          }),
        ],
      },
    })
    pc = peer
    transceiver = peer.addTransceiver('audio', { direction: 'sendrecv' })
    answered = Promise.resolve()
    peer.onTrack.subscribe((track) =>
      track.onReceiveRtp.subscribe((rtp) => {
        if (peer !== pc) return
        received++
        if (rtp.header.marker || talkspurts.length === 0) talkspurts.push(0)
        talkspurts[talkspurts.length - 1] = (talkspurts.at(-1) ?? 0) + 1
      }),
    )
    let peerConnected = false
    peer.connectionStateChange.subscribe((state) => {
      if (peer !== pc || stopped) return
      if (state === 'connected') {
        peerConnected = true
        resolveConnected()
      }
      // werift's DTLS client (this stand-in is the DTLS client: the server answers passive) drops
      // the handshake when a stalled event loop makes it resend its hello and both hellos get a
      // reply; a browser's does not. Offer again, as a browser's "Retry call" would.
      if (state === 'failed' && !peerConnected && attempts < MAX_OFFERS) void offer()
    })
    peer.onIceCandidate.subscribe((candidate) => {
      const json = candidate?.toJSON()
      if (peer === pc && json?.candidate) {
        send({
          type: 'candidate',
          candidate: {
            candidate: json.candidate,
            sdpMid: json.sdpMid ?? null,
            sdpMLineIndex: json.sdpMLineIndex ?? null,
          },
        })
      }
    })
    await peer.setLocalDescription(await peer.createOffer())
    if (peer === pc) send({ type: 'offer', sdp: peer.localDescription?.sdp })
  }

  ws.on('message', (data) => {
    const parsed = v.safeParse(serverSignalSchema, JSON.parse(String(data)))
    if (!parsed.success) return
    const signal = parsed.output
    signals.push(signal)
    const peer = pc
    if (signal.type === 'answer' && peer)
      answered = peer.setRemoteDescription({ type: 'answer', sdp: signal.sdp })
    if (signal.type === 'candidate' && signal.candidate && peer) {
      const candidate = signal.candidate
      void answered
        .then(() =>
          peer.addIceCandidate({
            candidate: candidate.candidate,
            sdpMid: candidate.sdpMid ?? undefined,
            sdpMLineIndex: candidate.sdpMLineIndex ?? undefined,
          }),
        )
        .catch(() => undefined)
    }
    for (const waiter of [...waiters]) {
      if (waiter.predicate(signal)) {
        waiters.splice(waiters.indexOf(waiter), 1)
        waiter.resolve(signal)
      }
    }
  })
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve())
    ws.once('error', reject)
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused: ${response.statusCode}`)),
    )
  })
  send({ type: 'hello', accessToken: options.accessToken })
  await offer()

  // The microphone: one Opus frame every 20 ms, silence unless an answer is being played.
  let queue: Uint8Array[] = []
  let queueDone: (() => void) | undefined
  let markLeft = -1
  let markSentAt = 0
  let sequence = 0
  let timestamp = 0
  const startedAt = performance.now()
  let sent = 0
  let timer: NodeJS.Timeout | undefined
  const tick = () => {
    const due = Math.floor((performance.now() - startedAt) / FRAME_MS)
    while (sent <= due) {
      const frame = queue.shift() ?? SILENCE_FRAME
      if (markLeft >= 0 && markLeft-- === 0) markSentAt = performance.timeOrigin + performance.now()
      if (queue.length === 0 && queueDone) {
        queueDone()
        queueDone = undefined
      }
      sequence = (sequence + 1) & 0xffff
      timestamp = (timestamp + FRAME_SAMPLES) >>> 0
      const header = new RtpHeader({
        payloadType: 111,
        sequenceNumber: sequence,
        timestamp,
        ssrc: 4242,
      })
      void transceiver?.sender
        .sendRtp(new RtpPacket(header, Buffer.from(frame)))
        .catch(() => undefined)
      sent++
    }
    timer = setTimeout(tick, FRAME_MS / 2)
  }
  if (options.streamAudio !== false) void connected.then(tick)

  const stop = async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    timer = undefined
    await pc?.close().catch(() => undefined)
  }

  return {
    signals,
    captions: () =>
      signals.filter((s): s is Extract<ServerSignal, { type: 'caption' }> => s.type === 'caption'),
    received: () => received,
    talkspurts: () => [...talkspurts],
    closed,
    connected,
    waitFor(predicate, timeoutMs = 20_000) {
      const seen = signals.find(predicate)
      if (seen) return Promise.resolve(seen)
      return new Promise((resolve, reject) => {
        const timeout = setTimeout(
          () => reject(new Error('timed out waiting for a signal')),
          timeoutMs,
        )
        waiters.push({
          predicate,
          resolve: (signal) => {
            clearTimeout(timeout)
            resolve(signal)
          },
        })
      })
    },
    speak(frames, markIndex = frames.length - 1) {
      queue = [...frames]
      markLeft = markIndex
      return new Promise((resolve) => {
        queueDone = () => resolve({ markSentAt })
      })
    },
    sendRaw: (data) => ws.send(data),
    send,
    renegotiate() {
      attempts = 0
      return offer()
    },
    interruptMedia() {
      let cut = true
      for (const iceTransport of pc?.iceTransports ?? []) {
        // werift keeps its UDP sockets behind the ICE connection's (private) protocols.
        const { protocols } = iceTransport.connection as unknown as { protocols: UdpProtocol[] }
        for (const { transport } of protocols) {
          const { send, onData } = transport
          transport.send = (data, addr) => (cut ? Promise.resolve() : send(data, addr))
          transport.onData = (data, addr) => {
            if (!cut) onData(data, addr)
          }
        }
      }
      return () => {
        cut = false
      }
    },
    async drop() {
      ws.terminate()
      await stop()
    },
    async hangUp() {
      send({ type: 'end' })
      await closed
      await stop()
    },
  }
}
