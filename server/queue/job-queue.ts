import type { Database } from '../db/client'

/**
 * Durable work that outlives a request (docs/adr/0050): stored in the database, retried with
 * backoff, handled once across every server process on that database, and finished after a
 * crash. Handlers must be idempotent: a job that runs twice changes nothing twice.
 */
export interface QueuePayloads {
  /** Reads an uploaded resume and stores its draft profile. */
  'resume-analysis': { resumeId: string }
  /** After the interview: merge profile and preferences, match, apply (server/services/profile-analysis). */
  'profile-analysis': { candidateId: string }
  /** An application changed status (a stage-history row was written); push uses it. */
  'application-status-changed': { applicationId: string; historyId: string }
  /**
   * Deletes the blobs a blob_erasures row names (docs/adr/0065: a deleted account, a replaced
   * profile image); the final run also deletes the row. Only the row's id: nothing here names
   * the candidate.
   */
  'blob-erasure': { erasureId: string; final: boolean }
  /** Sends one candidate report to its agency (server/services/agency-reports). */
  'agency-report-delivery': { deliveryId: string }
  /** Tells an agency a candidate deleted their account (server/services/agency-reports). */
  'agency-deletion-notice': { noticeId: string }
  /**
   * Deletes the recordings of interviews that ended more than RECORDING_RETENTION_DAYS ago
   * (server/services/recording-retention.ts); queued every hour, under the hour's own id.
   */
  'recording-retention': { hour: string }
  /** Builds one 'Download my data' archive (server/services/data-export). */
  'data-export': { exportId: string }
  /** A scheduled interview call rings soon: push and SMS (server/services/call-scheduling). */
  'scheduled-call-reminder': { scheduledCallId: string }
  /** A scheduled interview call's time: the call is placed (server/services/call-scheduling). */
  'scheduled-call': { scheduledCallId: string }
  /**
   * A phone call that found its node full waits for room: placed when there is some, else sent
   * again a few seconds on, until its wait is over (server/services/queued-phone-call.ts).
   */
  'queued-phone-call': { engagementId: string }
  /**
   * Deletes the 'Download my data' archives whose link expired (server/services/data-export);
   * queued every hour, under the hour's own id.
   */
  'data-export-expiry': { hour: string }
}
export type QueueName = keyof QueuePayloads

export interface SendOptions {
  /**
   * Enqueue inside this transaction: the job exists if and only if the transaction commits.
   * Without it the job is sent on its own.
   */
  tx?: Database
  /** A job id (UUID): sending the same id again is a no-op, so a retried request enqueues once. */
  id?: string
  /** Run no sooner than this many seconds from now. */
  startAfterSeconds?: number
}

export interface JobContext {
  jobId: string
  /** 0 on the first run; a retry after a failure or an expired (crashed) run adds one. */
  retryCount: number
  /** True when this run is the last one the queue will make before the job is given up. */
  lastAttempt: boolean
}

export type JobHandler<N extends QueueName> = (
  data: QueuePayloads[N],
  context: JobContext,
) => Promise<void>

export interface JobQueue {
  send<N extends QueueName>(name: N, data: QueuePayloads[N], options?: SendOptions): Promise<void>
  /** Starts handling jobs of this queue in this process. */
  work<N extends QueueName>(name: N, handler: JobHandler<N>): Promise<void>
  /** Stops taking jobs, lets running ones finish (or returns them to the queue), then closes. */
  stop(): Promise<void>
}
