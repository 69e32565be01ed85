import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Logger } from '../../logger'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobQueue } from '../../queue/job-queue'
import {
  abandonEngagement,
  completeEngagement,
  saveEngagementProgress,
} from '../../services/engagements'
import { fixedPromptTexts } from '../dialogue'
import { extractSlots, mergeSlots } from '../extract'
import { PromptCache, systemPacerClock } from '../voice'
import { CallPeer } from './call-peer'
import { InterviewCalls, type InterviewCallsDeps } from './interview-calls'
import type { SessionTiming } from './interview-session'
import { createTranscriber } from './transcriber'

/** Listening this long with no speech and nothing typed passes the question. */
export const ANSWER_TIMEOUT_MS = 15_000

export interface InterviewCallsOptions {
  config: Config
  db: Database
  /** Where the interview's completion queues the profile analysis. */
  queue: JobQueue
  blobs: BlobStore
  logger: Logger
  now: () => Date
  /** Replaces the espeak-ng prompt cache (tests). */
  prompts?: InterviewCallsDeps['prompts']
  onTiming?: (engagementId: string, timing: SessionTiming) => void
  answerTimeoutMs?: number
}

/** The recruiter as the server runs it: real prompts, peers, extractor, store and recordings. */
export function createInterviewCalls(options: InterviewCallsOptions): {
  calls: InterviewCalls
  /** Synthesises the fixed sentences in the background (a first prompt costs ~600 ms). */
  warmPrompts(firstName: string, productName: string): void
  /** Stops warming prompts and drops every live call (server shutdown). */
  close(): Promise<void>
} {
  const { config, db, queue, blobs, logger, now } = options
  const cache =
    options.prompts ??
    new PromptCache({
      dataDir: config.dataDir,
      onFileError: (path, error, action) =>
        logger.warn(
          { err: error, path },
          `Prompt cache file could not be ${action === 'read' ? 'read' : 'written'}`,
        ),
    })
  const calls = new InterviewCalls({
    prompts: cache,
    extractor: {
      extractSlots: (text, extractOptions) =>
        extractSlots(text, { ...extractOptions, referenceDate: now() }),
      mergeSlots,
    },
    transcriber: createTranscriber(config.interview.transcriber),
    storeFor: (engagementId) => ({
      save: (progress) => saveEngagementProgress(db, engagementId, progress, now()),
      complete: (progress) => completeEngagement(db, queue, engagementId, progress, now()),
      abandon: (progress) => abandonEngagement(db, engagementId, progress, now()),
    }),
    saveRecording: (blobName, bytes) => blobs.write(blobName, bytes, 'audio/ogg'),
    createPeer: (peerOptions) => new CallPeer(peerOptions),
    stunUrls: config.interview.stunUrls,
    clock: systemPacerClock,
    now,
    logger,
    resumeWindowMs: config.interview.resumeWindowMs,
    answerTimeoutMs: options.answerTimeoutMs ?? ANSWER_TIMEOUT_MS,
    ...(options.onTiming ? { onTiming: options.onTiming } : {}),
  })
  let closed = false
  const warmPrompts = (firstName: string, productName: string) => {
    void (async () => {
      for (const text of fixedPromptTexts(firstName, productName)) {
        if (closed) return
        await cache.get(text)
      }
    })().catch((error: unknown) => logger.warn({ err: error }, 'Warming interview prompts failed'))
  }
  const close = async () => {
    closed = true
    await calls.close()
  }
  return { calls, warmPrompts, close }
}
