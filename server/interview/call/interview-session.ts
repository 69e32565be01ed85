import {
  ENGAGEMENT_ENDED_CLOSE,
  NORMAL_CLOSE,
  SERVER_DROPPED_CLOSE,
  type CallPhase,
  type ClientSignal,
  type ServerSignal,
  type SignalIceCandidate,
} from '../../../contract/interview'
import type { Logger } from '../../logger'
import type { AnswerRecord, EngagementProgress, QuestionRecord } from '../../services/engagements'
import {
  MAX_QUESTIONS,
  answer,
  finalPreferences,
  nextTurn,
  nextTurnParts,
  passQuestion,
  resumeTurn,
  startQuestions,
  type Preferences,
  type SlotExtractor,
  type TurnKind,
} from '../dialogue'
import {
  FRAME_SAMPLES,
  OggOpusWriter,
  OpusDecoderStream,
  RtpPacer,
  VoiceActivityDetector,
  type OpusPrompt,
  type PacerClock,
  type VadEvent,
} from '../voice'
import type { CallPeerOptions, PeerState } from './call-peer'
import type { Transcriber } from './transcriber'

/**
 * One candidate's interview while it is live: the dialogue, the voice (prompts out as paced RTP,
 * answers in through voice activity detection), the recordings and the engagement record. It
 * outlives a dropped socket: a candidate who reconnects within the resume window gets a new peer
 * and hears the current question again; one who does not is abandoned.
 */

/** The signalling socket as the session sees it. */
export interface SignalChannel {
  send(message: ServerSignal): void
  close(code: number, reason: string): void
}

/** What the session needs of server/interview/call/call-peer's CallPeer. */
export interface PeerLike {
  answer(offerSdp: string): Promise<string>
  addIceCandidate(candidate: SignalIceCandidate): Promise<void>
  sendOpus(payload: Uint8Array, info: { marker: boolean; timestamp: number }): void
  close(): Promise<void>
}

/** The engagement row's writes, bound to this engagement (server/services/engagements). */
export interface EngagementStore {
  save(progress: EngagementProgress & { startedAt?: Date }): Promise<boolean>
  complete(progress: EngagementProgress & { preferences: Preferences }): Promise<boolean>
  abandon(progress: EngagementProgress): Promise<boolean>
}

/** Server-side timestamps for the latency benchmark (issue 5 part 6). */
export type SessionTiming =
  | { type: 'connected'; atMs: number }
  /**
   * The candidate stopped speaking: atMs is the end of the last voiced frame, decidedAtMs when
   * the voice activity detector decided so (silenceMs later if the server keeps up).
   */
  | { type: 'answerEnd'; atMs: number; decidedAtMs: number }
  /** The first RTP packet of the recruiter's reply went out. */
  | { type: 'replyStart'; atMs: number; kind: TurnKind }

export interface InterviewSessionDeps {
  prompts: { get(text: string): Promise<OpusPrompt> }
  extractor: SlotExtractor
  transcriber?: Transcriber
  store: EngagementStore
  /** Stores one answer's recording; the name is the session's. */
  saveRecording(blobName: string, bytes: Uint8Array): Promise<void>
  createPeer(options: CallPeerOptions): PeerLike
  stunUrls: readonly string[]
  clock: PacerClock
  now(): Date
  logger: Logger
  resumeWindowMs: number
  /** Listening this long with no speech passes the question (the call must end by itself). */
  answerTimeoutMs: number
  /** Called once when the session is over (completed, abandoned or dropped). */
  onEnded(): void
  onTiming?: (timing: SessionTiming) => void
}

/** 300 ms of audio before speech was detected, so the recording does not clip the first word. */
const PRE_ROLL_PACKETS = 15
/** Silence between the sentences of one turn (confirmation, then question). */
const GAP_FRAMES = 10
/** A 20 ms Opus frame of silence (CELT, any decoder plays it as nothing). */
const OPUS_SILENCE = new Uint8Array([0xf8, 0xff, 0xfe])
/** Room left in the RTP timeline between prompts, so timestamps never go backwards. */
const PROMPT_GAP_TIMESTAMP = 50 * FRAME_SAMPLES

export class InterviewSession {
  readonly engagementId: string
  readonly #deps: InterviewSessionDeps
  readonly #progress: EngagementProgress
  #channel: SignalChannel | undefined
  #peer: PeerLike | undefined
  #peerAnswered: Promise<unknown> = Promise.resolve()
  #connectedOnce: boolean
  #phase: CallPhase = 'waiting'
  #ended = false
  #pacer: RtpPacer | undefined
  #speakingKind: TurnKind | undefined
  #speakToken = 0
  #rtpTimestamp = Math.floor(Math.random() * 0x7fffffff)
  #captionId: number
  #decoder: OpusDecoderStream | undefined
  #vad: VoiceActivityDetector | undefined
  #preRoll: Uint8Array[] = []
  #recording: { writer: OggOpusWriter; startedAt: number } | undefined
  #answerTimer: unknown
  #abandonTimer: unknown
  #saving: Promise<unknown> = Promise.resolve()

  constructor(
    engagementId: string,
    progress: EngagementProgress,
    status: 'connecting' | 'in_progress',
    deps: InterviewSessionDeps,
  ) {
    this.engagementId = engagementId
    this.#progress = progress
    this.#deps = deps
    this.#connectedOnce = status === 'in_progress'
    this.#captionId = progress.questions.reduce((max, question) => Math.max(max, question.id), 0)
  }

  get ended(): boolean {
    return this.#ended
  }

  get phase(): CallPhase {
    return this.#phase
  }

  /** A (re)connected socket takes over the call; an earlier one is closed as replaced. */
  attach(channel: SignalChannel): void {
    if (this.#ended) {
      channel.close(ENGAGEMENT_ENDED_CLOSE, 'interview ended')
      return
    }
    if (this.#channel) {
      this.#channel.close(SERVER_DROPPED_CLOSE, 'replaced by a newer connection')
      this.#stopMedia()
    }
    this.#clearTimer('abandon')
    this.#channel = channel
    this.#setPhase('waiting')
  }

  /** The socket went away without ending the interview: wait for a reconnect, then abandon. */
  detach(channel: SignalChannel): void {
    if (channel !== this.#channel) return
    this.#channel = undefined
    this.#stopMedia()
    if (this.#ended) return
    this.#abandonTimer = this.#deps.clock.setTimeout(() => {
      this.#abandonTimer = undefined
      void this.#abandon()
    }, this.#deps.resumeWindowMs)
  }

  async handle(channel: SignalChannel, message: ClientSignal): Promise<void> {
    if (channel !== this.#channel || this.#ended) return
    switch (message.type) {
      case 'offer':
        await this.#acceptOffer(channel, message.sdp)
        return
      case 'candidate':
        await this.#peerAnswered
        await this.#peer?.addIceCandidate(message.candidate ?? null)
        return
      case 'text':
        this.#onAnswer({ source: 'text', text: message.text })
        return
      case 'end':
        await this.#finish()
        return
    }
  }

  /** Server shutdown: the call drops (4000) but stays open in the database to resume later. */
  async shutdown(): Promise<void> {
    this.#clearTimer('abandon')
    this.#channel?.close(SERVER_DROPPED_CLOSE, 'server shutting down')
    this.#channel = undefined
    this.#stopMedia()
    this.#ended = true
    await this.#saving
  }

  /** A newer engagement of the same candidate replaced this one (already abandoned in the DB). */
  drop(): void {
    if (this.#ended) return
    this.#ended = true
    this.#clearTimer('abandon')
    this.#channel?.close(ENGAGEMENT_ENDED_CLOSE, 'replaced by a newer interview')
    this.#channel = undefined
    this.#stopMedia()
    this.#deps.onEnded()
  }

  async #acceptOffer(channel: SignalChannel, sdp: string): Promise<void> {
    this.#stopMedia()
    // What was being said stopped with the old peer: the new one says the current turn again.
    if (this.#phase !== 'waiting') this.#setPhase('waiting')
    const peer = this.#deps.createPeer({
      stunUrls: this.#deps.stunUrls,
      onAudio: (packet) => {
        if (peer === this.#peer) this.#onAudio(packet)
      },
      onIceCandidate: (candidate) => {
        if (peer === this.#peer) this.#channel?.send({ type: 'candidate', candidate })
      },
      onStateChange: (state) => {
        if (peer === this.#peer) this.#onPeerState(state)
      },
    })
    this.#peer = peer
    this.#decoder = new OpusDecoderStream()
    this.#vad = new VoiceActivityDetector()
    const answered = peer.answer(sdp)
    this.#peerAnswered = answered.catch(() => undefined)
    try {
      const answerSdp = await answered
      if (peer === this.#peer) channel.send({ type: 'answer', sdp: answerSdp })
    } catch (error) {
      this.#deps.logger.warn({ err: error, engagementId: this.engagementId }, 'Bad call offer')
      if (peer === this.#peer) this.#stopMedia()
      channel.close(SERVER_DROPPED_CLOSE, 'the offer could not be answered')
    }
  }

  #onPeerState(state: PeerState): void {
    if (state === 'connected') {
      this.#deps.onTiming?.({ type: 'connected', atMs: this.#deps.clock.now() })
      this.#onConnected()
    } else if (state === 'failed' || state === 'closed') {
      // The media path is gone: stop talking into it. The browser decides what comes next.
      this.#stopSpeaking()
      this.#clearTimer('answer')
    }
  }

  #onConnected(): void {
    if (this.#ended || this.#phase === 'speaking') return
    const state = this.#progress.state
    if (!this.#connectedOnce) {
      this.#connectedOnce = true
      this.#save({ startedAt: this.#deps.now() })
    }
    const isResume = this.#progress.questions.length > 0 && state.stage === 'asking'
    if (isResume) {
      const turn = resumeTurn(state)
      void this.#speak(turn.kind, turn.slot, [turn.text])
    } else {
      this.#speakNext()
    }
  }

  #speakNext(): void {
    const state = this.#progress.state
    const turn = nextTurn(state)
    void this.#speak(turn.kind, turn.slot, nextTurnParts(state))
  }

  /** Captions the turn, then plays its prompts; what follows depends on the kind of turn. */
  async #speak(kind: TurnKind, slot: string | undefined, parts: string[]): Promise<void> {
    const channel = this.#channel
    if (!channel || this.#ended) return
    this.#stopSpeaking()
    const token = ++this.#speakToken
    const id = ++this.#captionId
    const text = parts.join(' ')
    this.#progress.questions.push({
      id,
      kind,
      ...(slot ? { slot } : {}),
      text,
      at: this.#deps.now().toISOString(),
    } satisfies QuestionRecord)
    channel.send({ type: 'caption', id, kind, text })
    this.#speakingKind = kind
    this.#setPhase('speaking')
    this.#save()

    let prompts: OpusPrompt[] = []
    try {
      prompts = await Promise.all(parts.map((part) => this.#deps.prompts.get(part)))
    } catch (error) {
      // The caption is on screen; a candidate can still read and answer it.
      this.#deps.logger.error({ err: error, engagementId: this.engagementId }, 'Prompt failed')
    }
    if (token !== this.#speakToken || this.#ended) return

    const frames = prompts.flatMap((prompt, index) =>
      index === 0
        ? prompt.frames
        : [...Array<Uint8Array>(GAP_FRAMES).fill(OPUS_SILENCE), ...prompt.frames],
    )
    let first = true
    const pacer = new RtpPacer({
      frames,
      clock: this.#deps.clock,
      startTimestamp: this.#rtpTimestamp,
      send: (payload, info) => {
        if (first) {
          first = false
          this.#deps.onTiming?.({ type: 'replyStart', atMs: this.#deps.clock.now(), kind })
        }
        this.#peer?.sendOpus(payload, info)
      },
      onEnd: (result) => {
        this.#rtpTimestamp =
          (this.#rtpTimestamp + result.framesSent * FRAME_SAMPLES + PROMPT_GAP_TIMESTAMP) >>> 0
        if (token === this.#speakToken && result.reason === 'completed') this.#afterSpoken(kind)
      },
    })
    this.#pacer = pacer
    pacer.start()
  }

  #afterSpoken(kind: TurnKind): void {
    this.#pacer = undefined
    this.#speakingKind = undefined
    if (kind === 'closing') {
      void this.#finish()
      return
    }
    if (kind === 'greeting') {
      this.#progress.state = startQuestions(this.#progress.state)
      this.#speakNext()
      return
    }
    this.#listen()
  }

  #listen(): void {
    this.#setPhase('listening')
    this.#clearTimer('answer')
    this.#answerTimer = this.#deps.clock.setTimeout(() => {
      this.#answerTimer = undefined
      if (!this.#recording) this.#onAnswer({ source: 'silence' })
    }, this.#deps.answerTimeoutMs)
  }

  #onAudio(packet: Uint8Array): void {
    if (!this.#decoder || !this.#vad) return
    this.#preRoll.push(packet)
    if (this.#preRoll.length > PRE_ROLL_PACKETS) this.#preRoll.shift()
    this.#recording?.writer.addPacket(packet)
    const events = this.#vad.push(this.#decoder.decode(packet))
    for (const event of events) {
      if (event.type === 'speechStart') this.#onSpeechStart()
      else this.#onSpeechEnd(event)
    }
  }

  #onSpeechStart(): void {
    if (this.#ended || this.#recording) return
    const interruptible =
      this.#phase === 'listening' ||
      (this.#phase === 'speaking' && this.#speakingKind !== 'closing')
    if (!interruptible) return
    // Barge-in: the candidate talks over the recruiter, who stops and listens.
    if (this.#phase === 'speaking') this.#stopSpeaking()
    this.#clearTimer('answer')
    const writer = new OggOpusWriter()
    for (const packet of this.#preRoll) writer.addPacket(packet)
    this.#recording = { writer, startedAt: this.#deps.clock.now() }
    this.#setPhase('listening')
  }

  #onSpeechEnd(event: VadEvent): void {
    const recording = this.#recording
    if (!recording) return
    this.#recording = undefined
    // The VAD decides silenceMs after the last voiced frame: the speech ended that long ago.
    const silenceMs = event.atMs - event.speechAtMs
    const decidedAtMs = this.#deps.clock.now()
    this.#deps.onTiming?.({ type: 'answerEnd', atMs: decidedAtMs - silenceMs, decidedAtMs })
    const bytes = recording.writer.finish()
    const questionId = this.#captionId
    const blobName = `interviews/${this.engagementId}/answer-${questionId}-${this.#progress.answers.length + 1}.ogg`
    this.#deps
      .saveRecording(blobName, bytes)
      .catch((error: unknown) =>
        this.#deps.logger.error(
          { err: error, engagementId: this.engagementId },
          'Recording not stored',
        ),
      )
    const durationMs = Math.max(0, Math.round(this.#deps.clock.now() - recording.startedAt))
    const transcriber = this.#deps.transcriber
    if (!transcriber) {
      this.#onAnswer({ source: 'voice', recording: blobName, durationMs })
      return
    }
    this.#setPhase('thinking')
    void transcriber
      .transcribe(bytes, blobName.split('/').pop() ?? 'answer.ogg')
      .catch((error: unknown) => {
        this.#deps.logger.warn(
          { err: error, engagementId: this.engagementId },
          'Transcription failed',
        )
        return ''
      })
      .then((text) =>
        this.#onAnswer({
          source: 'voice',
          recording: blobName,
          durationMs,
          ...(text ? { text } : {}),
        }),
      )
  }

  /** An answer to the current question: typed, spoken, or silence until the timeout. */
  #onAnswer(given: Omit<AnswerRecord, 'questionId' | 'at' | 'slot'>): void {
    const state = this.#progress.state
    if (this.#ended || state.stage === 'closed' || !this.#channel) return
    this.#clearTimer('answer')
    this.#stopSpeaking()
    const slot = state.pending?.slot
    this.#progress.answers.push({
      questionId: this.#captionId,
      ...(slot ? { slot } : {}),
      ...given,
      at: this.#deps.now().toISOString(),
    })
    const next =
      given.text !== undefined && given.text.trim() !== ''
        ? answer(state, given.text, this.#deps.extractor)
        : passQuestion(state)
    this.#progress.state = next
    this.#progress.slots = next.collected
    this.#speakNext()
  }

  /** The interview is over (closing said, or End interview): store it and close the call. */
  async #finish(): Promise<void> {
    if (this.#ended) return
    this.#ended = true
    this.#clearTimer('abandon')
    this.#stopMedia()
    const preferences = finalPreferences(this.#progress.state)
    await this.#saving
    try {
      await this.#deps.store.complete({ ...this.#snapshot(), preferences })
    } catch (error) {
      this.#deps.logger.error({ err: error, engagementId: this.engagementId }, 'Completing failed')
    }
    const channel = this.#channel
    this.#channel = undefined
    channel?.send({
      type: 'state',
      phase: 'completed',
      questionsAsked: this.#progress.state.questionsAsked,
      maxQuestions: MAX_QUESTIONS,
    })
    channel?.close(NORMAL_CLOSE, 'interview completed')
    this.#deps.onEnded()
  }

  async #abandon(): Promise<void> {
    if (this.#ended) return
    this.#ended = true
    await this.#saving
    try {
      await this.#deps.store.abandon(this.#snapshot())
    } catch (error) {
      this.#deps.logger.error({ err: error, engagementId: this.engagementId }, 'Abandoning failed')
    }
    this.#deps.onEnded()
  }

  #stopSpeaking(): void {
    this.#speakToken++
    this.#pacer?.stop()
    this.#pacer = undefined
    this.#speakingKind = undefined
  }

  #stopMedia(): void {
    this.#stopSpeaking()
    this.#clearTimer('answer')
    this.#recording = undefined
    this.#preRoll = []
    void this.#peer?.close()
    this.#peer = undefined
    this.#decoder?.close()
    this.#decoder = undefined
    this.#vad = undefined
  }

  #setPhase(phase: CallPhase): void {
    this.#phase = phase
    this.#channel?.send({
      type: 'state',
      phase,
      questionsAsked: this.#progress.state.questionsAsked,
      maxQuestions: MAX_QUESTIONS,
    })
  }

  #snapshot(): EngagementProgress {
    return {
      state: this.#progress.state,
      questions: [...this.#progress.questions],
      answers: [...this.#progress.answers],
      slots: this.#progress.slots,
    }
  }

  /** Saves in order; a failed save is logged and the next one carries the newer state anyway. */
  #save(extra: { startedAt?: Date } = {}): void {
    const progress = { ...this.#snapshot(), ...extra }
    this.#saving = this.#saving
      .then(() => this.#deps.store.save(progress))
      .catch((error: unknown) =>
        this.#deps.logger.error({ err: error, engagementId: this.engagementId }, 'Saving failed'),
      )
  }

  #clearTimer(which: 'answer' | 'abandon'): void {
    const handle = which === 'answer' ? this.#answerTimer : this.#abandonTimer
    if (handle !== undefined) this.#deps.clock.clearTimeout(handle)
    if (which === 'answer') this.#answerTimer = undefined
    else this.#abandonTimer = undefined
  }
}
