import type { QueueName } from './job-queue'

/** How pg-boss treats the jobs of one queue (stored on the queue row at start). */
export interface QueuePolicy {
  /** Retries after the first run: a job runs at most retryLimit + 1 times. */
  retryLimit: number
  /** The first retry waits 1 to 2 times this; each further retry doubles it (pg-boss backoff). */
  retryDelaySeconds: number
  /**
   * A run still going after this long is failed and retried: it bounds a hung handler, and on
   * PostgreSQL it is how a job whose node crashed comes back (with the maintenance interval).
   */
  expireInSeconds: number
  /**
   * false: every retry waits retryDelaySeconds (no doubling), for work that must go on until
   * it is done however long an outage lasts. true when left out.
   */
  retryBackoff?: boolean
}

/** 7 days of one try a minute. */
const BLOB_ERASURE_RETRY_LIMIT = 7 * 24 * 60

/**
 * One policy per queue; Record<QueueName, …> makes a new queue name fail to compile until it
 * has one. The work takes seconds, so 30 s is a generous run; with 15 s maintenance a crashed
 * node's job is back within about a minute. Retries at ~5-10 s, ~10-20 s and ~20-40 s ride out
 * a blob store or database blip without keeping a candidate waiting for minutes.
 */
export const QUEUE_POLICIES: Record<QueueName, QueuePolicy> = {
  'resume-analysis': { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 30 },
  'profile-analysis': { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 30 },
  'application-status-changed': { retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 30 },
  // Erasing a deleted account's files must not stop at an outage: a try every minute for a week
  // (the handler then queues itself again), listing and deleting can take a while.
  'blob-erasure': {
    retryLimit: BLOB_ERASURE_RETRY_LIMIT,
    retryDelaySeconds: 60,
    retryBackoff: false,
    expireInSeconds: 300,
  },
  // An agency's receiver may be down for a while: ~10 s doubling, 10 tries, about 3 hours in
  // all; a run waits at most 15 s for the receiver.
  'agency-report-delivery': { retryLimit: 10, retryDelaySeconds: 10, expireInSeconds: 60 },
  'agency-deletion-notice': { retryLimit: 10, retryDelaySeconds: 10, expireInSeconds: 60 },
  // An hourly sweep: a run that fails is retried a few times, and the next hour's run catches
  // up anyway. A first run on a large backlog works through it in batches, so it gets minutes.
  'recording-retention': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 600 },
  // A reminder or a call is worth something only at its time: a couple of quick retries, no
  // more (a call placed late could ring outside calling hours; the gate refuses it then).
  'scheduled-call-reminder': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 },
  'scheduled-call': { retryLimit: 2, retryDelaySeconds: 10, expireInSeconds: 60 },
  // Waiting for room is not a failure: each look is a job of its own, sent again with a delay.
  // These retries are for a failed run (a database blip), quick, as the candidate waits.
  'queued-phone-call': { retryLimit: 2, retryDelaySeconds: 5, expireInSeconds: 60 },
  // Reading every file of a candidate and zipping it takes seconds, a minute at worst on a slow
  // blob store; retries ride out an outage of a few minutes, then the export is marked failed.
  'data-export': { retryLimit: 4, retryDelaySeconds: 15, expireInSeconds: 300 },
  // Hourly like the recording retention: the next hour's run catches up on a failed one.
  'data-export-expiry': { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 300 },
}

export const QUEUE_NAMES = Object.keys(QUEUE_POLICIES) as QueueName[]

/** Where pg-boss copies a job it gave up on; nothing works these queues, so they stay to be read. */
export const deadLetterQueueOf = (name: QueueName) => `${name}-dead`
