import {
  ENGAGEMENT_ENDED_CLOSE,
  NORMAL_CLOSE,
  SERVER_DROPPED_CLOSE,
  type ClientSignal,
  type ServerSignal,
  type SignalIceCandidate,
} from '../../../contract/interview'
import type { Logger } from '../../logger'
import {
  AGENT_SAMPLE_RATE,
  type AgentLink,
  type LinkCloseReason,
  type RecordingFormat,
  type VoicePrompts,
} from '../agent/agent-link'
import type { InterviewAgent } from '../agent/interview-agent'
import { OggOpusWriter, OpusDecoderStream } from '../voice'
import { sourcesByLanguage, type LanguagePromptSources } from '../voice/language-voices'
import type { CallPeerOptions } from './call-peer'
import { RtpTimeline } from './rtp-timeline'

/**
 * The browser's call as the interview agent sees it: the signalling socket carries the offer,
 * ICE candidates, typed and tapped answers and End, and shows captions (with the options of a
 * closed question) and states; a werift peer carries
 * Opus both ways. Incoming packets are decoded for the agent and recorded as they came.
 */

/** The signalling socket as the link sees it. */
export interface SignalChannel {
  send(message: ServerSignal): void
  close(code: number, reason: string): void
}

/** What the link needs of server/interview/web-call/call-peer's CallPeer. */
export interface PeerLike {
  answer(offerSdp: string): Promise<string>
  addIceCandidate(candidate: SignalIceCandidate): Promise<void>
  sendOpus(payload: Uint8Array, info: { marker: boolean; timestamp: number }): void
  close(): Promise<void>
}

export interface WebCallDeps {
  /** The recruiter's sentences as Opus frames (server/interview/voice/prompt-cache). */
  prompts: VoicePrompts
  createPeer(options: CallPeerOptions): PeerLike
  stunUrls: readonly string[]
  logger: Logger
}

/** A 20 ms Opus frame of silence (CELT, any decoder plays it as nothing). */
const OPUS_SILENCE = new Uint8Array([0xf8, 0xff, 0xfe])

/** Prompt-cache sentences (Opus, 48 kHz) as the link's voice, from the cache of their language. */
export const opusVoice = (caches: LanguagePromptSources<{ frames: Uint8Array[] }>) => {
  const byLanguage = sourcesByLanguage(caches)
  return {
    get: (text, language = 'en') => byLanguage[language].get(text),
    silence: OPUS_SILENCE,
  } satisfies VoicePrompts
}

/** Answers are kept as the browser sent them: Ogg Opus, no re-encoding. */
const oggOpusRecording: RecordingFormat = {
  extension: 'ogg',
  contentType: 'audio/ogg',
  create() {
    const writer = new OggOpusWriter()
    return { add: (packet) => writer.addPacket(packet), finish: () => writer.finish() }
  },
}

const CLOSE_CODES: Record<LinkCloseReason, [number, string]> = {
  completed: [NORMAL_CLOSE, 'interview completed'],
  ended: [ENGAGEMENT_ENDED_CLOSE, 'interview ended'],
  superseded: [SERVER_DROPPED_CLOSE, 'replaced by a newer connection'],
  interviewReplaced: [ENGAGEMENT_ENDED_CLOSE, 'replaced by a newer interview'],
  signedOut: [ENGAGEMENT_ENDED_CLOSE, 'signed out'],
  shutdown: [SERVER_DROPPED_CLOSE, 'server shutting down'],
}

export class WebCallLink implements AgentLink {
  readonly recordingFormat = oggOpusRecording
  readonly voice: VoicePrompts
  readonly #agent: InterviewAgent
  readonly #channel: SignalChannel
  readonly #deps: WebCallDeps
  #peer: PeerLike | undefined
  #peerAnswered: Promise<unknown> = Promise.resolve()
  #decoder: OpusDecoderStream | undefined
  readonly #rtp = new RtpTimeline()
  #closed = false

  constructor(agent: InterviewAgent, channel: SignalChannel, deps: WebCallDeps) {
    this.#agent = agent
    this.#channel = channel
    this.#deps = deps
    this.voice = deps.prompts
  }

  async handle(message: ClientSignal): Promise<void> {
    if (this.#closed) return
    switch (message.type) {
      case 'offer':
        await this.#acceptOffer(message.sdp)
        return
      case 'candidate':
        await this.#peerAnswered
        await this.#peer?.addIceCandidate(message.candidate ?? null)
        return
      case 'text':
        this.#agent.typed(this, message.text)
        return
      case 'choice': {
        const outcome = this.#agent.chose(this, message.captionId, message.optionIds)
        // Said back, so the browser lets the candidate choose again instead of waiting.
        if (outcome !== 'taken') {
          this.#channel.send({
            type: 'choiceRejected',
            captionId: message.captionId,
            reason: outcome,
          })
        }
        return
      }
      case 'end':
        await this.#agent.end(this)
        return
    }
  }

  /** The socket closed: the media goes with it, and the agent waits for a reconnect. */
  disconnected(): void {
    this.#stopMedia()
    this.#agent.detach(this)
  }

  showCaption(caption: Parameters<AgentLink['showCaption']>[0]): void {
    this.#channel.send({ type: 'caption', ...caption })
  }

  showState(state: Omit<Extract<ServerSignal, { type: 'state' }>, 'type'>): void {
    this.#channel.send({ type: 'state', ...state })
  }

  sendFrame(frame: Uint8Array, index: number): void {
    this.#peer?.sendOpus(frame, this.#rtp.stamp(index))
  }

  /** RTP frames are played as they arrive: nothing is queued to drop. */
  stopPlayback(): void {}

  close(reason: LinkCloseReason): void {
    this.#closed = true
    this.#stopMedia()
    const [code, text] = CLOSE_CODES[reason]
    this.#channel.close(code, text)
  }

  async #acceptOffer(sdp: string): Promise<void> {
    this.#stopMedia()
    this.#agent.mediaRestarted(this)
    const peer = this.#deps.createPeer({
      stunUrls: this.#deps.stunUrls,
      onAudio: (packet) => {
        if (peer === this.#peer) this.#onAudio(packet)
      },
      onIceCandidate: (candidate) => {
        if (peer === this.#peer) this.#channel.send({ type: 'candidate', candidate })
      },
      onStateChange: (state) => {
        if (peer !== this.#peer) return
        // 'connected' again after 'disconnected' resumes at the current question (docs/adr/0076).
        if (state === 'connected') this.#agent.mediaConnected(this)
        // A dip is not an end: the recruiter stops talking into the dead path and waits, and
        // the interview stays open however long it lasts (only the socket's close detaches).
        // 'failed' and 'closed' are never followed by 'connected' on the same peer.
        else if (state === 'disconnected' || state === 'failed' || state === 'closed')
          this.#agent.mediaLost(this)
      },
    })
    this.#peer = peer
    this.#decoder = new OpusDecoderStream(AGENT_SAMPLE_RATE)
    const answered = peer.answer(sdp)
    this.#peerAnswered = answered.catch(() => undefined)
    try {
      const answerSdp = await answered
      if (peer === this.#peer) this.#channel.send({ type: 'answer', sdp: answerSdp })
    } catch (error) {
      this.#deps.logger.warn(
        { err: error, engagementId: this.#agent.engagementId },
        'Bad call offer',
      )
      if (peer === this.#peer) this.#stopMedia()
      this.#channel.close(SERVER_DROPPED_CLOSE, 'the offer could not be answered')
    }
  }

  #onAudio(packet: Uint8Array): void {
    const decoder = this.#decoder
    if (!decoder) return
    this.#agent.hear(this, { pcm: decoder.decode(packet), encoded: packet })
  }

  #stopMedia(): void {
    void this.#peer?.close()
    this.#peer = undefined
    this.#decoder?.close()
    this.#decoder = undefined
  }
}
