import * as v from 'valibot'
import type { CaptionKind } from '../contract/interview'

/**
 * What the interview benchmark asks of its caller processes (bench/interview-callers.ts for the
 * browser's call, bench/phone-callers.ts for the phone's), on stdin, and what each reports back
 * on stdout. The same answer is spoken on both, so their figures compare.
 */
export const callerJobSchema = v.object({
  origin: v.string(),
  /** The signalling socket (web) or media stream URL (phone), with the phone call's id. */
  calls: v.array(
    v.object({
      endpoint: v.string(),
      callSid: v.optional(v.string()),
      /** A web call's signalling socket proves the sign-in that agreed (docs/adr/0090). */
      accessToken: v.optional(v.string()),
    }),
  ),
  answersPerCall: v.number(),
  /** Spread the starts so the calls do not all answer in the same 20 ms. */
  staggerMs: v.number(),
})
export type CallerJob = v.InferOutput<typeof callerJobSchema>

export interface CallerReport {
  endpoint: string
  /** Web: socket to media connected; phone: stream open to the greeting's first audio. */
  connectMs: number | null
  /** Per spoken answer: when the last voiced frame was sent (epoch ms). */
  lastVoicedSentAt: number[]
  error?: string
}

/** A caller process's stdout: every call's report. */
export interface CallerOutput {
  reports: CallerReport[]
}

export const ANSWER_TEXT =
  'I would like to work as a forklift operator on the first shift, close to home.'

/**
 * The recruiter's turns a caller answers: every one after which it listens, the read-back of
 * what it understood included; not the greeting (talked over at most) nor the closing.
 */
export const answersTurn = (kind: CaptionKind) =>
  kind === 'question' || kind === 'followUp' || kind === 'readBack'
