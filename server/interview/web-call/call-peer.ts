import {
  RTCPeerConnection,
  RTCRtpCodecParameters,
  RtpHeader,
  RtpPacket,
  type RTCRtpTransceiver,
} from 'werift'
import type { SignalIceCandidate } from '../../../contract/interview'
import { MediaWatch, type MediaWatchOptions } from './media-watch'

/**
 * The server's side of one WebRTC call (werift): answers the browser's offer with one
 * send-and-receive Opus audio line, hands every incoming Opus packet to `onAudio` and sends the
 * recruiter's packets as RTP. With no STUN/TURN configured it offers host candidates only
 * (werift `iceServers: []`), which is what a same-network or public-IP server needs.
 *
 * Its state is werift's connection state, except that a connected peer whose audio stopped
 * arriving is 'disconnected' until the audio comes back (media-watch.ts: werift itself never
 * says 'disconnected'). 'failed' and 'closed' are final.
 */
export type PeerState = 'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed'

export interface CallPeerOptions {
  stunUrls: readonly string[]
  onAudio: (opusPacket: Uint8Array) => void
  onIceCandidate: (candidate: SignalIceCandidate) => void
  onStateChange: (state: PeerState) => void
  /** The watch on the incoming audio; tests pass a clock and shorter times. */
  mediaWatch?: Omit<MediaWatchOptions, 'onFlowingChange'>
}

const OPUS = () =>
  new RTCRtpCodecParameters({
    mimeType: 'audio/opus',
    clockRate: 48_000,
    channels: 2,
    payloadType: 111,
    parameters: 'minptime=10;useinbandfec=1',
  })

export class CallPeer {
  readonly #pc: RTCPeerConnection
  readonly #options: CallPeerOptions
  #transceiver: RTCRtpTransceiver | undefined
  #sequence = Math.floor(Math.random() * 0xffff)
  #ssrc = Math.floor(Math.random() * 0xffffffff) >>> 0
  #closed = false
  readonly #mediaWatch: MediaWatch
  #weriftState: PeerState = 'new'
  #reportedState: PeerState = 'new'

  constructor(options: CallPeerOptions) {
    this.#options = options
    this.#mediaWatch = new MediaWatch({
      ...options.mediaWatch,
      onFlowingChange: () => this.#reportState(),
    })
    this.#pc = new RTCPeerConnection({
      iceServers: options.stunUrls.length > 0 ? [{ urls: [...options.stunUrls] }] : [],
      codecs: { audio: [OPUS()] },
    })
    this.#pc.onIceCandidate.subscribe((candidate) => {
      if (this.#closed) return
      const json = candidate?.toJSON()
      options.onIceCandidate(
        json
          ? {
              candidate: json.candidate ?? '',
              sdpMid: json.sdpMid ?? null,
              sdpMLineIndex: json.sdpMLineIndex ?? null,
            }
          : null,
      )
    })
    // werift announces remote tracks while applying the offer, so listen before answer() runs.
    this.#pc.onTrack.subscribe((track) => {
      if (track.kind !== 'audio') return
      track.onReceiveRtp.subscribe((rtp) => {
        if (this.#closed) return
        this.#mediaWatch.heard()
        this.#options.onAudio(new Uint8Array(rtp.payload))
      })
    })
    this.#pc.connectionStateChange.subscribe((state) => {
      this.#weriftState = state
      if (state === 'failed' || state === 'closed') this.#mediaWatch.stop()
      this.#reportState()
    })
  }

  /** Reports werift's state, or 'disconnected' while a connected peer hears nothing. */
  #reportState(): void {
    const werift = this.#weriftState
    const state = werift === 'connected' && !this.#mediaWatch.flowing ? 'disconnected' : werift
    if (state === this.#reportedState) return
    // After close() only the closing itself is worth telling.
    if (this.#closed && state !== 'closed') return
    this.#reportedState = state
    this.#options.onStateChange(state)
  }

  /** Applies the browser's offer and returns the answer SDP. */
  async answer(offerSdp: string): Promise<string> {
    await this.#pc.setRemoteDescription({ type: 'offer', sdp: offerSdp })
    const transceiver = this.#pc.getTransceivers().find((t) => t.kind === 'audio')
    if (!transceiver) throw new RangeError('the offer has no audio line')
    transceiver.setDirection('sendrecv')
    // Be the DTLS server (a=setup:passive) unless the offer insists on it: werift's DTLS client
    // fails the handshake when its ClientHello is sent again (after 500 ms without a reply, e.g.
    // while a prompt is synthesised) and the browser answers both, so the call never starts.
    if (!/^a=setup:passive/m.test(offerSdp)) transceiver.dtlsTransport.role = 'server'
    this.#transceiver = transceiver
    const answer = await this.#pc.createAnswer()
    await this.#pc.setLocalDescription(answer)
    const sdp = this.#pc.localDescription?.sdp
    if (!sdp) throw new Error('no local description after setLocalDescription')
    return sdp
  }

  /** A remote ICE candidate; null or an empty candidate means the end of candidates. */
  async addIceCandidate(candidate: SignalIceCandidate): Promise<void> {
    if (this.#closed || !candidate || candidate.candidate === '') return
    await this.#pc.addIceCandidate({
      candidate: candidate.candidate,
      sdpMid: candidate.sdpMid ?? undefined,
      sdpMLineIndex: candidate.sdpMLineIndex ?? undefined,
    })
  }

  /** Sends one 20 ms Opus frame as an RTP packet (the pacer decides when). */
  sendOpus(payload: Uint8Array, info: { marker: boolean; timestamp: number }): void {
    const transceiver = this.#transceiver
    if (this.#closed || !transceiver) return
    this.#sequence = (this.#sequence + 1) & 0xffff
    const header = new RtpHeader({
      payloadType: 111,
      sequenceNumber: this.#sequence,
      timestamp: info.timestamp >>> 0,
      ssrc: this.#ssrc,
      marker: info.marker,
    })
    void transceiver.sender.sendRtp(new RtpPacket(header, Buffer.from(payload))).catch(() => {
      // A packet lost while the transport closes is not worth a log line.
    })
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    this.#mediaWatch.stop()
    await this.#pc.close().catch(() => undefined)
  }
}
