import type { CallPhase, ChoiceRejection } from '../../../contract/interview'
import type { Logger } from '../../logger'
import {
  MAX_QUESTIONS,
  answer,
  answerChoice,
  answerUncertain,
  awaitsAnswer,
  chosenAnswer,
  finalPreferences,
  keypadRetryParts,
  nextTurn,
  nextTurnParts,
  passQuestion,
  resumeTurn,
  spokenLanguage,
  startQuestions,
  turnChoices,
  type InterviewState,
  type Preferences,
  type SlotExtractor,
  type TurnKind,
} from '../dialogue'
import { answerSoFar, createAnswerEnds, IncrementalWords, type AnswerEnd } from '../turn-taking'
import { FramePacer, type PacerClock } from '../voice'
import {
  AGENT_SAMPLE_RATE,
  type AgentLink,
  type InboundFrame,
  type LinkCloseReason,
  type RecordingFormat,
} from './agent-link'
import type { AnswerRecord, EngagementProgress, QuestionRecord } from './interview-record'
import { KeypadEntry, type KeypadCommand } from './keypad-entry'
import type { Transcriber } from '../transcribe/transcriber'

/**
 * One candidate's interview while it is live, whatever it travels over: the dialogue, the
 * recruiter's voice (paced 20 ms frames), the candidate's (voice activity, end of answer,
 * barge-in), the recordings and transcripts, the timers and the saving after every turn. It
 * outlives a dropped connection: a candidate who reconnects within the resume window hears the
 * current question again; one who does not is abandoned. Transports adapt it (agent-link.ts).
 */

/** The engagement record's writes, bound to this engagement (server/services/engagements). */
export interface InterviewStore {
  save(progress: EngagementProgress & { startedAt?: Date }): Promise<boolean>
  complete(progress: EngagementProgress & { preferences: Preferences }): Promise<boolean>
  abandon(progress: EngagementProgress): Promise<boolean>
}

/** Why an interview is ended from outside its call (see InterviewAgent.drop). */
export type DropReason = Extract<LinkCloseReason, 'interviewReplaced' | 'signedOut'>

/** Server-side timestamps for the latency benchmark. */
export type InterviewTiming =
  | { type: 'connected'; atMs: number }
  /**
   * The candidate stopped speaking: atMs is the end of the last voiced frame, decidedAtMs when
   * the end-of-answer policy decided so (the pause it allowed later, if the server keeps up).
   */
  | { type: 'answerEnd'; atMs: number; decidedAtMs: number; reason: AnswerEnd['reason'] }
  /** The first frame of the recruiter's reply went out. */
  | { type: 'replyStart'; atMs: number; kind: TurnKind }
  /** A pause's words came back from the recogniser, asked for at askedAtMs. */
  | { type: 'pauseWords'; askedAtMs: number; atMs: number }

export interface InterviewAgentDeps {
  extractor: SlotExtractor
  transcriber?: Transcriber
  store: InterviewStore
  /** Stores one answer's recording; the name is the agent's. */
  saveRecording(blobName: string, bytes: Uint8Array, contentType: string): Promise<void>
  clock: PacerClock
  now(): Date
  logger: Logger
  resumeWindowMs: number
  /** Listening this long with no speech passes the question (the call must end by itself). */
  answerTimeoutMs: number
  /** Called once when the interview is over (completed, abandoned or dropped). */
  onEnded(): void
  onTiming?: (timing: InterviewTiming) => void
  /** When an answer is over (server/interview/turn-taking); the default policy unless given. */
  answerEnds?: typeof createAnswerEnds
  /**
   * A ZIP code typed on the keypad as the place the matching reads ('Columbus, OH'), or undefined
   * when no such ZIP code exists. Without it the ZIP code itself is kept, as the extractor keeps
   * one said.
   */
  placeOfZip?: (zip: string) => Promise<string | undefined>
}

/** The rate a transport's audio had before it became AGENT_SAMPLE_RATE PCM. */
const sourceRateOf = (format: RecordingFormat) => format.sourceSampleRate ?? AGENT_SAMPLE_RATE

/** 300 ms of audio before speech was detected, so the recording does not clip the first word. */
const PRE_ROLL_FRAMES = 15
/** Silence between the sentences of one turn (confirmation, then question). */
const GAP_FRAMES = 10

interface Recording {
  format: RecordingFormat
  writer: ReturnType<RecordingFormat['create']>
  /** The answer's PCM, kept when a transcriber may decode it (for its words, or its pauses). */
  pcm: Int16Array[] | undefined
  /** Whether the transcriber hears this transport's audio: its words are the answer's text. */
  heard: boolean
  /** Its words are heard with little certainty: what they fill is said back and confirmed. */
  uncertain: boolean
  startedAt: number
  /** Its words, decoded pause by pause (with an early transcriber). */
  words?: IncrementalWords
}

const samplesIn = (chunks: readonly Int16Array[]) =>
  chunks.reduce((sum, chunk) => sum + chunk.length, 0)

const concatPcm = (chunks: readonly Int16Array[]) => {
  const all = new Int16Array(samplesIn(chunks))
  let at = 0
  for (const chunk of chunks) {
    all.set(chunk, at)
    at += chunk.length
  }
  return all
}

export class InterviewAgent {
  readonly engagementId: string
  readonly #deps: InterviewAgentDeps
  readonly #progress: EngagementProgress
  #link: AgentLink | undefined
  #connectedOnce: boolean
  #phase: CallPhase = 'waiting'
  #ended = false
  #pacer: FramePacer | undefined
  #speakingKind: TurnKind | undefined
  #speakToken = 0
  #captionId: number
  #answerEnds: ReturnType<typeof createAnswerEnds> | undefined
  #preRoll: InboundFrame[] = []
  #recording: Recording | undefined
  #answerTimer: unknown
  #abandonTimer: unknown
  #saving: Promise<unknown> = Promise.resolve()
  /** The link's media path went away (mediaLost) and has not come back (mediaConnected). */
  #mediaLost = false
  /** Keypad keys being typed for the question asked, and their pause timer. */
  readonly #keypad: KeypadEntry

  constructor(
    engagementId: string,
    progress: EngagementProgress,
    status: 'connecting' | 'in_progress',
    deps: InterviewAgentDeps,
  ) {
    this.engagementId = engagementId
    this.#progress = progress
    this.#deps = deps
    this.#connectedOnce = status === 'in_progress'
    this.#captionId = progress.questions.reduce((max, question) => Math.max(max, question.id), 0)
    this.#keypad = new KeypadEntry({
      clock: deps.clock,
      current: () =>
        this.#ended || !this.#link
          ? undefined
          : { state: this.#progress.state, captionId: this.#captionId },
      ...(deps.placeOfZip ? { placeOfZip: deps.placeOfZip } : {}),
      logger: deps.logger,
      engagementId,
      run: (command) => this.#runKeypad(command),
    })
  }

  get ended(): boolean {
    return this.#ended
  }

  get phase(): CallPhase {
    return this.#phase
  }

  /** A (re)connected link takes over the interview; an earlier one is let go as superseded. */
  attach(link: AgentLink): void {
    if (this.#ended) {
      link.close('ended')
      return
    }
    if (this.#link) {
      this.#link.close('superseded')
      this.#stopMedia()
    }
    this.#clearTimer('abandon')
    this.#link = link
    this.#setPhase('waiting')
  }

  /** The link went away without ending the interview: wait for a reconnect, then abandon. */
  detach(link: AgentLink): void {
    if (link !== this.#link) return
    this.#link = undefined
    this.#stopMedia()
    if (this.#ended) return
    this.#abandonTimer = this.#deps.clock.setTimeout(() => {
      this.#abandonTimer = undefined
      void this.#abandon()
    }, this.#deps.resumeWindowMs)
  }

  /** The link's media starts over (a new peer): what was being said stopped with the old one. */
  mediaRestarted(link: AgentLink): void {
    if (link !== this.#link || this.#ended) return
    this.#stopMedia()
    if (this.#phase !== 'waiting') this.#setPhase('waiting')
  }

  /** Audio flows both ways: the recruiter speaks the next turn, or says the current one again. */
  mediaConnected(link: AgentLink): void {
    if (link !== this.#link) return
    this.#mediaLost = false
    this.#deps.onTiming?.({ type: 'connected', atMs: this.#deps.clock.now() })
    if (this.#ended || this.#phase === 'speaking') return
    const state = this.#progress.state
    if (!this.#connectedOnce) {
      this.#connectedOnce = true
      this.#save({ startedAt: this.#deps.now() })
    }
    const isResume = this.#progress.questions.length > 0 && awaitsAnswer(state)
    if (isResume) {
      const turn = resumeTurn(state)
      void this.#speak(turn.kind, turn.slot, [turn.text])
    } else {
      this.#speakNext()
    }
  }

  /**
   * The media path is gone: stop talking into it, drop the half-heard answer and wait. The
   * interview stays open; if the path comes back, mediaConnected says the current turn again.
   */
  mediaLost(link: AgentLink): void {
    if (link !== this.#link) return
    this.#mediaLost = true
    this.#stopMedia()
    if (!this.#ended && this.#phase !== 'waiting') this.#setPhase('waiting')
  }

  /** One 20 ms frame of the candidate's audio. */
  hear(link: AgentLink, frame: InboundFrame): void {
    if (link !== this.#link || this.#ended) return
    this.#preRoll.push(frame)
    if (this.#preRoll.length > PRE_ROLL_FRAMES) this.#preRoll.shift()
    this.#recording?.writer.add(frame.encoded)
    this.#recording?.pcm?.push(frame.pcm)
    this.#answerEnds ??= (this.#deps.answerEnds ?? createAnswerEnds)({
      sampleRate: AGENT_SAMPLE_RATE,
      listen: () => this.#wordsSoFar(),
      resumed: () => this.#recording?.words?.resumed(),
      weigh: (words) =>
        answerSoFar(words, this.#progress.state, this.#deps.extractor, this.#recording?.heard),
    })
    for (const event of this.#answerEnds.push(frame.pcm)) {
      if (event.type === 'speechStart') this.#onSpeechStart(link)
      else this.#onSpeechEnd(event)
    }
  }

  /** The answer so far decoded in a pause, for the end-of-answer policy (and its transcript). */
  #wordsSoFar(): Promise<string> | undefined {
    const recording = this.#recording
    const transcriber = this.#deps.transcriber
    if (!recording?.pcm || !transcriber?.early) return undefined
    recording.words ??= new IncrementalWords((fromSample) =>
      this.#transcribe(
        transcriber,
        recording,
        { recording: new Uint8Array(0), fileName: '', contentType: recording.format.contentType },
        fromSample,
      ),
    )
    const askedAtMs = this.#deps.clock.now()
    const words = recording.words.soFar(samplesIn(recording.pcm))
    if (this.#deps.onTiming)
      void words.then(() =>
        this.#deps.onTiming?.({ type: 'pauseWords', askedAtMs, atMs: this.#deps.clock.now() }),
      )
    if (recording.heard)
      void words.then((soFar) => {
        // Not once the answer is over: its reply is being made from the state it moved on to.
        if (this.#recording === recording) this.#prepareReply(soFar, recording.uncertain)
      })
    return words
  }

  /**
   * A pause's words are known before the pause ends the answer: the reply they would get is
   * synthesised meanwhile (the prompt cache keeps it, and shares one still being made). A reply
   * that names what it heard ('Got it, forklift operator.') is new text each time, and its ~200
   * ms of synthesis came after the pause, in the reply gap. If the answer goes on, the next
   * pause prepares again; the cost is a prompt synthesised and not said.
   */
  #prepareReply(words: string, uncertain: boolean): void {
    const link = this.#link
    if (!link || this.#ended || words.trim() === '') return
    const next = this.#understand(this.#progress.state, words, uncertain)
    const language = spokenLanguage(next)
    for (const part of nextTurnParts(next)) {
      link.voice.get(part, language).catch(() => {
        // Said when the reply comes, and logged there if it fails again.
      })
    }
  }

  /** The answer's words so far, or '' when the transcription failed (it is logged). */
  #transcribe(
    transcriber: Transcriber,
    recording: Recording,
    file: { recording: Uint8Array; fileName: string; contentType: string },
    decodeFromSample = 0,
  ): Promise<string> {
    const state = this.#progress.state
    const asked = state.stage === 'asking' ? state.pending?.slot : undefined
    return transcriber
      .transcribe({
        ...file,
        pcm16k: concatPcm(recording.pcm ?? []),
        sourceSampleRate: sourceRateOf(recording.format),
        language: state.language,
        ...(decodeFromSample > 0 ? { decodeFromSample } : {}),
        ...(asked ? { expectedSlot: asked } : {}),
      })
      .catch((error: unknown) => {
        this.#deps.logger.warn(
          { err: error, engagementId: this.engagementId },
          'Transcription failed',
        )
        return ''
      })
  }

  /** An answer typed where the candidate reads the captions. */
  typed(link: AgentLink, text: string): void {
    if (link !== this.#link) return
    this.#onAnswer({ source: 'text', text })
  }

  /**
   * Options tapped for the question of caption `captionId`: answered like a typed answer, or
   * refused as stale (that question is no longer the one asked) or invalid (it does not offer
   * them), which changes nothing.
   */
  chose(
    link: AgentLink,
    captionId: number,
    optionIds: readonly string[],
  ): 'taken' | ChoiceRejection {
    if (link !== this.#link || this.#ended || captionId !== this.#captionId) return 'stale'
    const state = this.#progress.state
    const chosen = chosenAnswer(state, optionIds)
    if (!chosen) return 'invalid'
    this.#onAnswer({ source: 'choice', text: chosen.text, choice: chosen.optionIds }, (current) =>
      answerChoice(current, chosen, this.#deps.extractor),
    )
    return 'taken'
  }

  /**
   * A key pressed on the phone's keypad (dialogue/keypad.ts has the rules). A key that answers
   * the question takes the same path as a tap: it stops the recruiter as speech does, is recorded
   * (source 'keypad', with the keys), fills its slot and is confirmed in the next turn. Keys are
   * ignored where nothing is asked (the greeting, the closing) and while an answer is being
   * understood.
   */
  pressed(link: AgentLink, key: string): void {
    if (link !== this.#link || this.#ended || this.#mediaLost) return
    if (!awaitsAnswer(this.#progress.state)) return
    if (this.#phase === 'thinking' || this.#phase === 'waiting') return
    this.#keypad.press(key)
  }

  /** Carries out what the keys typed come to (keypad-entry.ts). */
  #runKeypad(command: KeypadCommand): void {
    switch (command.kind) {
      case 'bargeIn':
        this.#stopSpeaking()
        this.#clearTimer('answer')
        this.#recording = undefined
        if (this.#phase !== 'listening') this.#setPhase('listening')
        return
      case 'retry': {
        // The same question, not a new one: nothing is recorded and the state stays.
        const state = this.#progress.state
        const turn = nextTurn(state)
        void this.#speak(turn.kind, turn.slot, keypadRetryParts(state, command.reason))
        return
      }
      case 'lookingUp':
        this.#setPhase('thinking')
        return
      case 'answer': {
        const { keys, text, reply, optionIds } = command
        this.#onAnswer(
          { source: 'keypad', keys, text, ...(optionIds ? { choice: optionIds } : {}) },
          (current) => answerChoice(current, reply, this.#deps.extractor),
        )
        return
      }
    }
  }

  /** The candidate ends the interview (End interview). */
  async end(link: AgentLink): Promise<void> {
    if (link !== this.#link) return
    await this.#finish()
  }

  /** Server shutdown: the link drops but the interview stays open in the database to resume. */
  async shutdown(): Promise<void> {
    this.#clearTimer('abandon')
    this.#link?.close('shutdown')
    this.#link = undefined
    this.#stopMedia()
    this.#ended = true
    await this.#saving
  }

  /**
   * The interview ended elsewhere (already abandoned in the DB): a newer engagement of the same
   * candidate replaced it, or the session that started it was logged out.
   */
  drop(reason: DropReason = 'interviewReplaced'): void {
    if (this.#ended) return
    this.#ended = true
    this.#clearTimer('abandon')
    this.#link?.close(reason)
    this.#link = undefined
    this.#stopMedia()
    this.#deps.onEnded()
  }

  #speakNext(): void {
    const state = this.#progress.state
    const turn = nextTurn(state)
    void this.#speak(turn.kind, turn.slot, nextTurnParts(state))
  }

  /** Captions the turn, then plays its prompts; what follows depends on the kind of turn. */
  async #speak(kind: TurnKind, slot: string | undefined, parts: string[]): Promise<void> {
    const link = this.#link
    if (!link || this.#ended) return
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
    const choices = turnChoices(this.#progress.state)
    link.showCaption({ id, kind, text, ...(choices ? { choices } : {}) })
    this.#speakingKind = kind
    this.#setPhase('speaking')
    this.#save()

    let prompts: { frames: Uint8Array[] }[] = []
    try {
      const language = spokenLanguage(this.#progress.state)
      prompts = await Promise.all(parts.map((part) => link.voice.get(part, language)))
    } catch (error) {
      // The caption is on screen; a candidate can still read and answer it.
      this.#deps.logger.error({ err: error, engagementId: this.engagementId }, 'Prompt failed')
    }
    if (token !== this.#speakToken || this.#ended) return
    // No media path (an answer came in meanwhile): captioned and saved, said when it is back.
    if (this.#mediaLost) {
      this.#setPhase('waiting')
      return
    }

    const gap = Array<Uint8Array>(GAP_FRAMES).fill(link.voice.silence)
    const frames = prompts.flatMap((prompt, index) =>
      index === 0 ? prompt.frames : [...gap, ...prompt.frames],
    )
    let first = true
    const pacer = new FramePacer({
      frames,
      clock: this.#deps.clock,
      send: (frame, index) => {
        if (first) {
          first = false
          this.#deps.onTiming?.({ type: 'replyStart', atMs: this.#deps.clock.now(), kind })
        }
        this.#link?.sendFrame(frame, index)
      },
      onEnd: (result) => {
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

  #onSpeechStart(link: AgentLink): void {
    // Keys being typed are the answer: the room heard meanwhile is not.
    if (this.#recording || this.#keypad.holding) return
    const interruptible =
      this.#phase === 'listening' ||
      (this.#phase === 'speaking' && this.#speakingKind !== 'closing')
    if (!interruptible) return
    // Barge-in: the candidate talks over the recruiter, who stops and listens.
    if (this.#phase === 'speaking') this.#stopSpeaking()
    this.#clearTimer('answer')
    const format = link.recordingFormat
    const writer = format.create()
    for (const frame of this.#preRoll) writer.add(frame.encoded)
    const heard = this.#transcriberHears(sourceRateOf(format))
    // Audio at a rate the transcriber does not take words from is still decoded in its pauses,
    // for the end of answer only.
    const cued =
      heard || (!!this.#deps.transcriber?.early && this.#transcriberHears(AGENT_SAMPLE_RATE))
    const pcm = cued ? this.#preRoll.map((frame) => frame.pcm) : undefined
    const uncertain = heard && !!this.#deps.transcriber?.confirms?.(sourceRateOf(format))
    this.#recording = { format, writer, pcm, heard, uncertain, startedAt: this.#deps.clock.now() }
    this.#setPhase('listening')
  }

  /**
   * Whether the transcriber understands this answer: audio of the transport's rate, in the
   * interview's language. A Spanish answer to an English-only recogniser is only recorded.
   */
  #transcriberHears(sourceSampleRate: number): boolean {
    const transcriber = this.#deps.transcriber
    if (!transcriber?.hears(sourceSampleRate)) return false
    return (transcriber.languages ?? ['en']).includes(this.#progress.state.language)
  }

  #onSpeechEnd(event: AnswerEnd): void {
    const recording = this.#recording
    if (!recording) return
    this.#recording = undefined
    // The policy decides a pause after the last voiced frame: the speech ended that long ago.
    const pauseMs = event.atMs - event.speechAtMs
    const decidedAtMs = this.#deps.clock.now()
    const { reason } = event
    this.#deps.onTiming?.({ type: 'answerEnd', atMs: decidedAtMs - pauseMs, decidedAtMs, reason })
    const bytes = recording.writer.finish()
    const { extension, contentType } = recording.format
    const fileName = `answer-${this.#captionId}-${this.#progress.answers.length + 1}.${extension}`
    const blobName = `interviews/${this.engagementId}/${fileName}`
    this.#deps
      .saveRecording(blobName, bytes, contentType)
      .catch((error: unknown) =>
        this.#deps.logger.error(
          { err: error, engagementId: this.engagementId },
          'Recording not stored',
        ),
      )
    const durationMs = Math.max(0, Math.round(this.#deps.clock.now() - recording.startedAt))
    const transcriber = this.#deps.transcriber
    // Only recorded: the transcriber does not hear this transport's audio (the embedded one and
    // the phone) or this interview's language (Spanish to the English-only embedded one).
    if (!transcriber || !recording.heard) {
      this.#onAnswer({ source: 'voice', recording: blobName, durationMs })
      return
    }
    this.#setPhase('thinking')
    // The words decoded in the pause that ended the answer are all of its words.
    const transcript =
      event.words ??
      this.#transcribe(transcriber, recording, { recording: bytes, fileName, contentType })
    void transcript.then((text) =>
      this.#onAnswer(
        { source: 'voice', recording: blobName, durationMs, ...(text ? { text } : {}) },
        text && recording.uncertain
          ? (current) => this.#understand(current, text, true)
          : undefined,
      ),
    )
  }

  /**
   * An answer to the current question or to the read-back: typed, spoken, tapped (`reply` then
   * takes it, its options already understood), or silence until the timeout.
   */
  #onAnswer(
    given: Omit<AnswerRecord, 'questionId' | 'at' | 'slot'>,
    reply?: (state: InterviewState) => InterviewState,
  ): void {
    const state = this.#progress.state
    if (this.#ended || state.stage === 'closed' || !this.#link) return
    this.#clearTimer('answer')
    this.#keypad.reset()
    this.#stopSpeaking()
    // The offer of Spanish keeps the next question pending; its answer is about no slot. The yes
    // or no to an answer said back is about that answer's question.
    const slot =
      state.stage === 'asking' || state.stage === 'confirmingAnswer'
        ? state.pending?.slot
        : undefined
    this.#progress.answers.push({
      questionId: this.#captionId,
      ...(slot ? { slot } : {}),
      ...given,
      at: this.#deps.now().toISOString(),
    })
    const next = reply
      ? reply(state)
      : given.text !== undefined && given.text.trim() !== ''
        ? answer(state, given.text, this.#deps.extractor)
        : passQuestion(state)
    this.#progress.state = next
    this.#progress.slots = next.collected
    this.#speakNext()
  }

  /** Words taken as an answer; words heard with little certainty are said back first. */
  #understand(state: InterviewState, text: string, uncertain: boolean): InterviewState {
    return uncertain
      ? answerUncertain(state, text, this.#deps.extractor)
      : answer(state, text, this.#deps.extractor)
  }

  /** The interview is over (closing said, or End interview): store it and let the link go. */
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
    const link = this.#link
    this.#link = undefined
    link?.showState({
      phase: 'completed',
      questionsAsked: this.#progress.state.questionsAsked,
      maxQuestions: MAX_QUESTIONS,
    })
    link?.close('completed')
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
    if (this.#pacer?.playing) this.#link?.stopPlayback()
    this.#pacer?.stop()
    this.#pacer = undefined
    this.#speakingKind = undefined
  }

  /** Forgets what was playing and being heard on the current media path. */
  #stopMedia(): void {
    this.#stopSpeaking()
    this.#clearTimer('answer')
    this.#keypad.reset()
    this.#recording = undefined
    this.#preRoll = []
    this.#answerEnds = undefined
  }

  #setPhase(phase: CallPhase): void {
    this.#phase = phase
    this.#link?.showState({
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
