import { vi } from 'vitest'
import type { PeerLike, SocketLike } from '../model/call-connection'

/**
 * Fakes of the browser's call parts for unit tests: a peer connection and a socket that
 * record what the code does to them and let the test play the other side.
 */

class FakeTrack {
  readonly kind = 'audio'
  stopped = false
  stop() {
    this.stopped = true
  }
}

/** A microphone stream with one audio track. */
export const fakeMicrophone = () => {
  const track = new FakeTrack()
  const stream = {
    getAudioTracks: () => [track],
    getTracks: () => [track],
  } as unknown as MediaStream
  return { stream, track }
}

class FakePeer implements PeerLike {
  connectionState: RTCPeerConnectionState = 'new'
  readonly added: unknown[] = []
  readonly remoteCandidates: RTCIceCandidateInit[] = []
  remoteDescription: RTCSessionDescriptionInit | null = null
  localDescription: RTCSessionDescriptionInit | null = null
  closed = false
  onicecandidate: PeerLike['onicecandidate'] = null
  ontrack: PeerLike['ontrack'] = null
  onconnectionstatechange: PeerLike['onconnectionstatechange'] = null

  constructor(readonly configuration: RTCConfiguration) {}

  addTrack(track: MediaStreamTrack) {
    this.added.push(track)
  }
  async createOffer(): Promise<RTCSessionDescriptionInit> {
    return { type: 'offer', sdp: 'v=0 offer' }
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    this.localDescription = description
  }
  setRemoteDescription = vi.fn(async (description: RTCSessionDescriptionInit) => {
    this.remoteDescription = description
  })
  addIceCandidate = vi.fn(async (candidate: RTCIceCandidateInit) => {
    // The browser refuses candidates before the remote description; so does the fake.
    if (!this.remoteDescription)
      throw new DOMException('No remote description', 'InvalidStateError')
    this.remoteCandidates.push(candidate)
  })
  close() {
    this.closed = true
    this.connectionState = 'closed'
  }

  /** The test moves the connection state, as ICE/DTLS would. */
  setState(state: RTCPeerConnectionState) {
    this.connectionState = state
    this.onconnectionstatechange?.(new Event('connectionstatechange'))
  }
  emitCandidate(candidate: RTCIceCandidateInit | null) {
    const event = {
      candidate: candidate && { toJSON: () => candidate },
    } as unknown as RTCPeerConnectionIceEvent
    this.onicecandidate?.(event)
  }
  emitTrack(stream: MediaStream) {
    this.ontrack?.({ streams: [stream], track: {} } as unknown as RTCTrackEvent)
  }
}

class FakeSocket implements SocketLike {
  readyState = 0
  readonly sent: unknown[] = []
  closedWith: number | undefined
  onopen: SocketLike['onopen'] = null
  onmessage: SocketLike['onmessage'] = null
  onerror: SocketLike['onerror'] = null
  onclose: SocketLike['onclose'] = null

  constructor(readonly url: string) {}

  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close(code?: number) {
    this.closedWith = code
    this.readyState = 3
  }

  open() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  receive(message: unknown) {
    const data = typeof message === 'string' ? message : JSON.stringify(message)
    this.onmessage?.({ data } as MessageEvent)
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
  /** The server or the network closes the socket. */
  drop(code: number) {
    this.readyState = 3
    this.onclose?.({ code } as CloseEvent)
  }
  /** The messages of one type the client sent. */
  sentOfType(type: string) {
    return this.sent.filter((m) => (m as { type: string }).type === type)
  }
}

/** Factories that keep every peer and socket made, newest last. */
export const fakeFactories = () => {
  const peers: FakePeer[] = []
  const sockets: FakeSocket[] = []
  return {
    peers,
    sockets,
    createPeerConnection: (configuration: RTCConfiguration) => {
      const peer = new FakePeer(configuration)
      peers.push(peer)
      return peer
    },
    createSocket: (url: string) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
  }
}

/** Lets pending promise callbacks (offer, answer, candidates) run. */
export const flushPromises = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve()
}
