import type { AppLanguage } from '../../contract/app-language'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Logger } from '../logger'
import type { BlobStore } from '../providers/blob/blob-store'
import type { JobQueue } from '../queue/job-queue'
import { InterviewAdmission } from '../interview/admission/interview-admission'
import { InterviewCalls, type OpenInterview } from '../interview/agent/interview-calls'
import type { InterviewTiming } from '../interview/agent/interview-agent'
import { readEngagementProgress } from '../interview/agent/interview-record'
import {
  createTranscriber,
  transcriberStartLine,
  type ChosenTranscriber,
} from '../interview/transcribe/create-transcriber'
import { fixedPromptTexts, type InterviewChannel } from '../interview/dialogue'
import { extractSlots, mergeSlots } from '../interview/extract'
import {
  PromptCache,
  spanishSynthesiser,
  systemPacerClock,
  type LanguagePromptSources,
  type OpusPrompt,
  type PromptCodec,
  type Synthesiser,
} from '../interview/voice'
import type { PhoneCallDeps } from '../interview/phone-call/phone-call-link'
import { mulawPromptCodec, mulawVoice } from '../interview/phone-call/phone-voice'
import { CallPeer } from '../interview/web-call/call-peer'
import { opusVoice, type WebCallDeps } from '../interview/web-call/web-call-link'
import {
  abandonEngagement,
  completeEngagement,
  engagementForCallToken,
  engagementForStreamToken,
  provesCallSession,
  saveEngagementProgress,
  type EngagementRow,
} from './engagements'
import { lookUpZip } from '../matching/zip-codes'
import { releasePhoneCallSlot } from './phone-call-slot'

/** Listening this long with no speech and nothing typed passes the question. */
const ANSWER_TIMEOUT_MS = 15_000

interface LiveInterviewsOptions {
  config: Config
  db: Database
  /** The access tokens' key: a signalling socket proves its sign-in session with one. */
  jwtKey: Uint8Array
  /** Where the interview's completion queues the profile analysis. */
  queue: JobQueue
  blobs: BlobStore
  logger: Logger
  now: () => Date
  /** Speech to text, as chosen at start (chooseTranscriber). */
  transcriber: ChosenTranscriber
  /** The recruiter's voice (chooseSynthesiser), for both transports; espeak-ng when left out. */
  synthesiser?: Synthesiser
  /** The voice of Spanish interviews; espeak-ng's Latin American Spanish when left out. */
  spanishSynthesiser?: Synthesiser
  /** Replace the prompt caches (tests): Opus for the web, mu-law for the phone. */
  prompts?: LanguagePromptSources<OpusPrompt>
  phonePrompts?: LanguagePromptSources<{ frames: Uint8Array[] }>
  onTiming?: (engagementId: string, timing: InterviewTiming) => void
  answerTimeoutMs?: number
}

interface LiveInterviews {
  calls: InterviewCalls
  /** How many of them this node takes: a start past its capacity waits (INTERVIEW_CAPACITY). */
  admission: InterviewAdmission
  /** What the browser's call needs: Opus prompts and WebRTC peers. */
  webCall: WebCallDeps
  /** What the phone's media stream needs: mu-law prompts. */
  phoneCall: PhoneCallDeps
  /** The open web interview a call token unlocks (the engagement store checks token and status). */
  authorise(engagementId: string, token: string): Promise<OpenInterview | undefined>
  /** Whether the access token is the sign-in session that started this web interview. */
  proveSession(engagementId: string, accessToken: string): Promise<boolean>
  /** The open phone interview a media stream's token unlocks. */
  authoriseStream(token: string): Promise<OpenInterview | undefined>
  /**
   * Synthesises the fixed sentences in the background (a first prompt costs ~600 ms), in the
   * interview's language.
   */
  warmPrompts(firstName: string, productName: string, language?: AppLanguage): void
  /** The same, in the phone's codec, while the phone rings. */
  warmPhonePrompts(firstName: string, productName: string, language?: AppLanguage): void
  /** Stops warming prompts and drops every live call (server shutdown). */
  close(): Promise<void>
}

/**
 * The recruiter as the server runs it: the interview agents with the real extractor, the
 * engagement store, the recordings' blob store, and the transports' prompts and peers.
 */
export function createLiveInterviews(options: LiveInterviewsOptions): LiveInterviews {
  const { config, db, queue, blobs, logger, now } = options
  const promptCache = (synthesiser: Synthesiser | undefined, codec?: PromptCodec) =>
    new PromptCache({
      dataDir: config.dataDir,
      ...(codec ? { codec } : {}),
      ...(synthesiser ? { synthesiser } : {}),
      onFileError: (path, error, action) =>
        logger.warn(
          { err: error, path },
          `Prompt cache file could not be ${action === 'read' ? 'read' : 'written'}`,
        ),
    })
  // One cache per language and codec: each voice's prompts under its own voice id.
  const spanish = options.spanishSynthesiser ?? spanishSynthesiser()
  const cache = options.prompts ?? {
    en: promptCache(options.synthesiser),
    es: promptCache(spanish),
  }
  const phoneCache = options.phonePrompts ?? {
    en: promptCache(options.synthesiser, mulawPromptCodec),
    es: promptCache(spanish, mulawPromptCodec),
  }
  logger.info(transcriberStartLine(options.transcriber))
  const transcriber = createTranscriber(options.transcriber, {
    dataDir: config.dataDir,
    logger,
  })
  const calls = new InterviewCalls({
    extractor: {
      extractSlots: (text, extractOptions) =>
        extractSlots(text, { ...extractOptions, referenceDate: now() }),
      mergeSlots,
    },
    transcriber,
    storeFor: (engagementId) => ({
      save: (progress) => saveEngagementProgress(db, engagementId, progress, now()),
      complete: (progress) => completeEngagement(db, queue, engagementId, progress, now()),
      abandon: (progress) => abandonEngagement(db, engagementId, progress, now()),
    }),
    saveRecording: (blobName, bytes, contentType) => blobs.write(blobName, bytes, contentType),
    clock: systemPacerClock,
    now,
    logger,
    resumeWindowMs: config.interview.resumeWindowMs,
    answerTimeoutMs: options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS,
    // A ZIP code typed on the phone is kept as its town, 'City, ST': the candidate hears the town
    // back (a mistyped ZIP code shows at once) and the matching places it like a town said.
    placeOfZip: async (zip) => {
      const found = await lookUpZip(zip)
      return found && `${found.city}, ${found.state}`
    },
    ...(options.onTiming ? { onTiming: options.onTiming } : {}),
    onStarted: (engagementId) => admission.started(engagementId),
  })
  const admission = new InterviewAdmission({
    capacity: config.interview.capacity,
    calls,
    now: () => now().getTime(),
  })
  const webCall: WebCallDeps = {
    prompts: opusVoice(cache),
    createPeer: (peerOptions) => new CallPeer(peerOptions),
    stunUrls: config.interview.stunUrls,
    logger,
  }
  const openInterview = (row: EngagementRow | undefined): OpenInterview | undefined =>
    row && {
      engagementId: row.id,
      status: row.status === 'in_progress' ? 'in_progress' : 'connecting',
      progress: readEngagementProgress(row),
      // A web call ends with its sign-in session; a phone call goes on (abandonCallsOfSession).
      ...(row.kind === 'web' && row.sessionId ? { sessionId: row.sessionId } : {}),
    }
  const phoneCall: PhoneCallDeps = {
    prompts: mulawVoice(phoneCache),
    logger,
    callEnded: (engagementId) => {
      releasePhoneCallSlot(db, engagementId).catch((error: unknown) =>
        logger.warn({ err: error, engagementId }, 'Freeing the phone line of an ended call failed'),
      )
    },
  }
  let closed = false
  const warm =
    (
      prompts: { get(text: string, language?: AppLanguage): Promise<unknown> },
      channel: InterviewChannel,
    ) =>
    (firstName: string, productName: string, language: AppLanguage = 'en') => {
      if (channel === 'web') transcriber?.warm?.()
      void (async () => {
        for (const text of fixedPromptTexts(firstName, productName, channel, language)) {
          if (closed) return
          await prompts.get(text, language)
        }
      })().catch((error: unknown) =>
        logger.warn({ err: error }, 'Warming interview prompts failed'),
      )
    }
  const close = async () => {
    closed = true
    await calls.close()
    await transcriber?.close?.()
  }
  return {
    calls,
    admission,
    webCall,
    phoneCall,
    authorise: async (engagementId, token) =>
      openInterview(await engagementForCallToken(db, engagementId, token, now())),
    proveSession: (engagementId, accessToken) =>
      provesCallSession(db, options.jwtKey, engagementId, accessToken, now()),
    authoriseStream: async (token) =>
      openInterview(await engagementForStreamToken(db, token, now())),
    warmPrompts: warm(webCall.prompts, 'web'),
    warmPhonePrompts: warm(phoneCall.prompts, 'phone'),
    close,
  }
}
