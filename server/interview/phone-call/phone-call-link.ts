import type { CallPhase } from '../../../contract/interview'
import type { Logger } from '../../logger'
import { PHONE_FRAME_BYTES, phoneFrameToPcm16k } from '../../telephony/phone-audio'
import {
  clearMessage,
  markMessage,
  mediaMessage,
  mediaPayloadBytes,
  type TwilioStreamMessage,
} from '../../telephony/twilio-media-stream'
import type { AgentLink, LinkCloseReason, VoicePrompts } from '../agent/agent-link'
import type { InterviewAgent } from '../agent/interview-agent'
import type { TurnKind } from '../dialogue'
import { mulawWavRecording } from './mulaw-wav'

/**
 * The phone's call as the interview agent sees it: a media stream in Twilio's Media Streams
 * protocol (Twilio itself, or the dev phone speaking it). The caller's mu-law 8 kHz audio is
 * decoded to 16 kHz for the agent and recorded as it came; the recruiter's frames go back as
 * media messages, and a barge-in clears what Twilio still has queued. A phone has no screen:
 * captions and listening turns travel as marks, which Twilio echoes back once the audio before
 * them has played (the dev phone prints them). Keys pressed come as dtmf events and answer the
 * questions the keypad can (the recruiter says which keys on the phone).
 */

/** What the link needs of the stream's WebSocket. */
export interface StreamSocket {
  send(text: string): void
  close(code: number, reason: string): void
}

export interface PhoneCallDeps {
  /** The recruiter's sentences as mu-law frames (phone-voice.ts). */
  prompts: VoicePrompts
  logger: Logger
  /**
   * The caller's side ended the stream (hung up, or the line dropped): the phone call is over
   * even while the agent waits for a reconnect, so the candidate may be called again at once.
   */
  callEnded?(engagementId: string): void
}

/** Mark names: the recruiter's words, and the moment it starts listening. */
export const captionMark = (id: number, kind: TurnKind, text: string) =>
  `caption:${id}:${kind}:${text}`
export const LISTENING_MARK = 'listening'

const CLOSE_REASONS: Record<LinkCloseReason, string> = {
  completed: 'interview completed',
  ended: 'interview ended',
  superseded: 'replaced by a newer connection',
  interviewReplaced: 'replaced by a newer interview',
  signedOut: 'signed out',
  shutdown: 'server shutting down',
}

export class PhoneCallLink implements AgentLink {
  readonly recordingFormat = mulawWavRecording
  readonly voice: VoicePrompts
  readonly #agent: InterviewAgent
  readonly #socket: StreamSocket
  readonly #deps: PhoneCallDeps
  #streamSid: string | undefined
  /** Caller audio not yet a whole 20 ms frame (Twilio's chunks are usually exactly one). */
  #pending = new Uint8Array(0)
  #closed = false

  constructor(agent: InterviewAgent, socket: StreamSocket, deps: PhoneCallDeps) {
    this.#agent = agent
    this.#socket = socket
    this.#deps = deps
    this.voice = deps.prompts
  }

  handle(message: TwilioStreamMessage): void {
    if (this.#closed) return
    switch (message.event) {
      case 'start':
        if (this.#streamSid) return
        this.#streamSid = message.streamSid
        this.#deps.logger.info(
          { engagementId: this.#agent.engagementId, callSid: message.start.callSid },
          'Phone interview connected',
        )
        this.#agent.mediaConnected(this)
        return
      case 'media':
        if (message.streamSid === this.#streamSid && message.media.track === 'inbound')
          this.#onAudio(mediaPayloadBytes(message))
        return
      case 'dtmf':
        // A key the caller pressed: the agent reads it as part of an answer (dialogue/keypad.ts).
        if (message.streamSid === this.#streamSid) this.#agent.pressed(this, message.dtmf.digit)
        return
      case 'stop':
        this.disconnected()
        return
      case 'connected':
      case 'mark':
        return
    }
  }

  /** The stream ended (hang-up or a dropped socket): the agent waits, then abandons. */
  disconnected(): void {
    if (this.#closed) return
    this.#closed = true
    this.#agent.detach(this)
    this.#deps.callEnded?.(this.#agent.engagementId)
  }

  showCaption(caption: { id: number; kind: TurnKind; text: string }): void {
    this.#send((sid) => markMessage(sid, captionMark(caption.id, caption.kind, caption.text)))
  }

  showState(state: { phase: CallPhase }): void {
    if (state.phase === 'listening') this.#send((sid) => markMessage(sid, LISTENING_MARK))
  }

  sendFrame(frame: Uint8Array): void {
    this.#send((sid) => mediaMessage(sid, frame))
  }

  stopPlayback(): void {
    this.#send((sid) => clearMessage(sid))
  }

  /** Closing the stream ends <Connect>, and with no TwiML after it, the call. */
  close(reason: LinkCloseReason): void {
    if (this.#closed) return
    this.#closed = true
    this.#socket.close(1000, CLOSE_REASONS[reason])
  }

  #send(message: (streamSid: string) => string): void {
    if (this.#closed || !this.#streamSid) return
    this.#socket.send(message(this.#streamSid))
  }

  #onAudio(bytes: Uint8Array): void {
    const audio = this.#pending.byteLength > 0 ? Buffer.concat([this.#pending, bytes]) : bytes
    let offset = 0
    for (; offset + PHONE_FRAME_BYTES <= audio.byteLength; offset += PHONE_FRAME_BYTES) {
      const frame = audio.slice(offset, offset + PHONE_FRAME_BYTES)
      this.#agent.hear(this, { pcm: phoneFrameToPcm16k(frame), encoded: frame })
    }
    this.#pending = audio.slice(offset)
  }
}
