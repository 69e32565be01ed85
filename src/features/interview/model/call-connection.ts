import * as v from 'valibot'
import {
  NORMAL_CLOSE,
  serverSignalSchema,
  TYPED_ANSWER_MAX_LENGTH,
  type ClientSignal,
  type ServerSignal,
  type SignalHello,
  type SignalIceCandidate,
} from '@contract/interview'

/** The parts of RTCPeerConnection the call uses, so tests can pass a fake. */
export interface PeerLike {
  readonly connectionState: RTCPeerConnectionState
  addTrack(track: MediaStreamTrack, stream: MediaStream): unknown
  createOffer(): Promise<RTCSessionDescriptionInit>
  setLocalDescription(description: RTCSessionDescriptionInit): Promise<void>
  setRemoteDescription(description: RTCSessionDescriptionInit): Promise<void>
  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void>
  close(): void
  onicecandidate: ((event: RTCPeerConnectionIceEvent) => void) | null
  ontrack: ((event: RTCTrackEvent) => void) | null
  onconnectionstatechange: ((event: Event) => void) | null
}

/** The parts of WebSocket the call uses. */
export interface SocketLike {
  readonly readyState: number
  send(data: string): void
  close(code?: number): void
  onopen: ((event: Event) => void) | null
  onmessage: ((event: MessageEvent) => void) | null
  onerror: ((event: Event) => void) | null
  onclose: ((event: CloseEvent) => void) | null
}

/** WebSocket.OPEN, without needing the WebSocket global. */
const SOCKET_OPEN = 1
/**
 * How the client closes a socket it drops (offline, leaving the page). Anything but 1000:
 * the server keeps the engagement for a reconnect, since only {type:'end'} ends it.
 */
export const DROPPED_CLOSE = 4000

export type CallSignal = Extract<ServerSignal, { type: 'caption' | 'state' | 'choiceRejected' }>

interface CallConnectionOptions {
  url: string
  /**
   * The access token of this sign-in, sent as the socket's first message: the call
   * URL alone joins nothing, and a browser cannot put a header on a WebSocket. Never in the URL.
   */
  accessToken: string
  microphone: MediaStream
  iceServers: RTCIceServer[]
  createPeerConnection: (configuration: RTCConfiguration) => PeerLike
  createSocket: (url: string) => SocketLike
}

export interface CallConnectionHandlers {
  socketOpen: () => void
  socketError: () => void
  socketClose: (code: number) => void
  peerState: (state: RTCPeerConnectionState) => void
  signal: (signal: CallSignal) => void
  remoteStream: (stream: MediaStream) => void
  /** The offer or the answer could not be applied: a system error. */
  failed: () => void
}

/** The candidate as JSON; null marks the end of gathering. Browsers always fill `candidate`. */
const toSignalCandidate = (candidate: RTCIceCandidate | null): SignalIceCandidate => {
  if (!candidate) return null
  const json = candidate.toJSON()
  return { ...json, candidate: json.candidate ?? '' }
}

const parseSignal = (data: unknown): ServerSignal | undefined => {
  if (typeof data !== 'string') return undefined
  try {
    const result = v.safeParse(serverSignalSchema, JSON.parse(data))
    return result.success ? result.output : undefined
  } catch {
    return undefined
  }
}

/**
 * One attempt at the call: a peer connection sending the microphone and playing the
 * recruiter, and the signalling socket beside it (docs/adr/0041). When the socket opens, the hello
 * proving this sign-in goes first, then the offer; remote candidates wait until the answer is
 * set.
 * After end() or drop() nothing it owns reaches the handlers again.
 */
export class CallConnection {
  private peer: PeerLike | null = null
  private socket: SocketLike | null = null
  private answered = false
  private pendingCandidates: RTCIceCandidateInit[] = []
  private closed = false

  constructor(
    private readonly options: CallConnectionOptions,
    private readonly handlers: CallConnectionHandlers,
  ) {}

  start(): void {
    const { url, microphone, iceServers, createPeerConnection, createSocket } = this.options
    const peer = createPeerConnection({ iceServers })
    this.peer = peer
    for (const track of microphone.getAudioTracks()) peer.addTrack(track, microphone)
    peer.onicecandidate = (event) =>
      this.send({ type: 'candidate', candidate: toSignalCandidate(event.candidate) })
    peer.ontrack = (event) =>
      this.handlers.remoteStream(event.streams[0] ?? new MediaStream([event.track]))
    peer.onconnectionstatechange = () => this.handlers.peerState(peer.connectionState)

    const socket = createSocket(url)
    this.socket = socket
    socket.onopen = () => {
      this.send({ type: 'hello', accessToken: this.options.accessToken })
      this.handlers.socketOpen()
      void this.sendOffer()
    }
    socket.onmessage = (event) => void this.receive(event.data)
    socket.onerror = () => this.handlers.socketError()
    socket.onclose = (event) => this.handlers.socketClose(event.code)
  }

  /** A typed answer; false when it cannot go (blank, too long, socket not open). */
  sendText(text: string): boolean {
    const answer = text.trim()
    if (!answer || answer.length > TYPED_ANSWER_MAX_LENGTH) return false
    return this.send({ type: 'text', text: answer })
  }

  /** Tapped options, the answer to caption `captionId`; false when the socket is not open. */
  sendChoice(captionId: number, optionIds: readonly string[]): boolean {
    if (optionIds.length === 0) return false
    return this.send({ type: 'choice', captionId, optionIds: [...optionIds] })
  }

  /** End interview: tells the server, then closes normally. */
  end(): void {
    if (this.closed) return
    this.send({ type: 'end' })
    this.teardown(NORMAL_CLOSE)
  }

  /** Lost the network or left the page: no 'end', so the interview can resume. */
  drop(): void {
    if (this.closed) return
    this.teardown(DROPPED_CLOSE)
  }

  private send(signal: ClientSignal | SignalHello): boolean {
    const socket = this.socket
    if (this.closed || !socket || socket.readyState !== SOCKET_OPEN) return false
    socket.send(JSON.stringify(signal))
    return true
  }

  private async sendOffer(): Promise<void> {
    const peer = this.peer
    if (!peer) return
    try {
      const offer = await peer.createOffer()
      await peer.setLocalDescription(offer)
      if (offer.sdp) this.send({ type: 'offer', sdp: offer.sdp })
    } catch {
      if (!this.closed) this.handlers.failed()
    }
  }

  private async receive(data: unknown): Promise<void> {
    const signal = parseSignal(data)
    if (!signal || this.closed) return
    switch (signal.type) {
      case 'answer':
        return this.applyAnswer(signal.sdp)
      case 'candidate':
        // A null candidate only marks the end of the server's list; ICE does without it.
        if (!signal.candidate) return
        if (this.answered) return this.addCandidate(signal.candidate)
        this.pendingCandidates.push(signal.candidate)
        return
      default:
        this.handlers.signal(signal)
    }
  }

  private async applyAnswer(sdp: string): Promise<void> {
    const peer = this.peer
    if (!peer || this.answered) return
    try {
      await peer.setRemoteDescription({ type: 'answer', sdp })
    } catch {
      if (!this.closed) this.handlers.failed()
      return
    }
    this.answered = true
    const queued = this.pendingCandidates
    this.pendingCandidates = []
    for (const candidate of queued) await this.addCandidate(candidate)
  }

  private async addCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    if (this.closed) return
    // One bad candidate must not end the call: the others may still connect.
    await this.peer?.addIceCandidate(candidate).catch(() => undefined)
  }

  private teardown(code: number): void {
    this.closed = true
    const { peer, socket } = this
    if (socket) {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null
      try {
        socket.close(code)
      } catch {
        // Already closed.
      }
    }
    if (peer) {
      peer.onicecandidate = null
      peer.ontrack = null
      peer.onconnectionstatechange = null
      peer.close()
    }
    for (const track of this.options.microphone.getTracks()) track.stop()
    this.peer = null
    this.socket = null
  }
}
