import type { AppLanguage } from '../../../contract/app-language'
import type { CallPhase, CaptionChoices } from '../../../contract/interview'
import type { TurnKind } from '../dialogue'

/**
 * The boundary between the interview agent and a transport (the browser's WebRTC call, the
 * phone's media stream). The agent hears 16-bit PCM at AGENT_SAMPLE_RATE in 20 ms frames and
 * speaks 20 ms frames it paces itself; each transport decodes what arrives, brings prompts in
 * its own codec (encoded once per prompt, never per call) and keeps recordings in its own format.
 */

/** The rate every transport decodes the candidate's audio to: what voice activity and speech
 * recognisers want, and the phone's 8 kHz doubles to it exactly. The phone's conversion
 * works at the same rate (WIDEBAND_SAMPLE_RATE in server/telephony/phone-audio.ts, which does
 * not import the agent): the two must agree. */
export const AGENT_SAMPLE_RATE = 16_000

/** One 20 ms frame of the candidate's audio as a transport hands it over. */
export interface InboundFrame {
  /** 16-bit mono PCM at AGENT_SAMPLE_RATE (may be empty when the packet could not be decoded). */
  pcm: Int16Array
  /** The frame as it arrived (an Opus packet, mu-law bytes): what the recording keeps. */
  encoded: Uint8Array
}

/** Recorded answers in the transport's own format, so nothing is transcoded to be kept. */
export interface RecordingFormat {
  /** File extension of the blob, without the dot. */
  extension: string
  contentType: string
  /**
   * The rate the transport's audio is sampled at when it is below AGENT_SAMPLE_RATE (the phone's
   * 8 kHz): the PCM the agent hears then holds nothing above half of it. Unset: the audio is at
   * least as wide as AGENT_SAMPLE_RATE carries (the browser's 48 kHz Opus).
   */
  sourceSampleRate?: number
  create(): { add(encoded: Uint8Array): void; finish(): Uint8Array }
}

/** The recruiter's sentences in the transport's codec, as 20 ms frames. */
export interface VoicePrompts {
  /** A sentence in the voice of its language (English when left out). */
  get(text: string, language?: AppLanguage): Promise<{ frames: Uint8Array[] }>
  /** One 20 ms frame of silence, for the pause between the sentences of a turn. */
  silence: Uint8Array
}

/** Why the agent lets go of a link. */
export type LinkCloseReason =
  /** The interview is over and stored. */
  | 'completed'
  /** The interview had already ended when this link came. */
  | 'ended'
  /** A newer connection of the same interview took over. */
  | 'superseded'
  /** A newer interview of the same candidate replaced this one. */
  | 'interviewReplaced'
  /** The sign-in session that started the interview was logged out (docs/adr/0090). */
  | 'signedOut'
  /** The server is stopping; the interview stays resumable. */
  | 'shutdown'

/** What the agent needs of the connection a candidate is on. */
export interface AgentLink {
  readonly voice: VoicePrompts
  readonly recordingFormat: RecordingFormat
  /**
   * The recruiter's words as text, where the candidate can read them, with the options of a
   * closed question where the candidate can tap them (a transport without a screen ignores them).
   */
  showCaption(caption: { id: number; kind: TurnKind; text: string; choices?: CaptionChoices }): void
  showState(state: { phase: CallPhase; questionsAsked: number; maxQuestions: number }): void
  /** One 20 ms frame of the recruiter's voice; index 0 starts a sentence. */
  sendFrame(frame: Uint8Array, index: number): void
  /** The recruiter stopped mid-sentence (barge-in): drop whatever is still queued to play. */
  stopPlayback(): void
  close(reason: LinkCloseReason): void
}
