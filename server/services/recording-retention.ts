import { and, asc, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { engagements } from '../db/schema'
import type { Logger } from '../logger'
import type { JobQueue } from '../queue/job-queue'
import { queueHourlyRun } from '../queue/hourly-job'
import { recordingsPrefix } from './account-deletion/delete-account'
import { queueBlobErasure } from './blob-erasure'
import { OPEN_STATUSES } from './engagements'

const DAY_MS = 24 * 60 * 60 * 1000
/** Interviews handled per transaction: a short lock, and one erasure row per batch. */
const BATCH_SIZE = 100

/** The answers as they were, in their order, each without its `recording` blob name. */
const answersWithoutRecordings = sql`(
  SELECT coalesce(jsonb_agg(kept.answer - 'recording' ORDER BY kept.position), '[]'::jsonb)
  FROM jsonb_array_elements(${engagements.answers}) WITH ORDINALITY AS kept(answer, position)
)`

interface RecordingRetentionDeps {
  db: Database
  queue: JobQueue
  logger: Logger
}

/**
 * The 'recording-retention' job: every interview that ended more than `retentionDays` ago and
 * still keeps its recordings loses them. In one transaction per batch, its answers stop naming
 * their recordings, the interview is marked as done, and the durable erasure of everything
 * under its recordings' prefix is queued: the blobs go if and only if nothing names them any
 * more, and a blob whose answer was never saved goes too. An open interview has no end, so it
 * is never touched. Rows are taken with SKIP LOCKED and only while unmarked, so two runs at
 * once share the work and a second run finds nothing. Returns how many interviews it handled.
 */
export async function deleteExpiredRecordings(
  deps: RecordingRetentionDeps,
  retentionDays: number,
  now: Date,
): Promise<number> {
  const endedBefore = new Date(now.getTime() - retentionDays * DAY_MS)
  let handled = 0
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: engagements.id })
        .from(engagements)
        .where(
          and(
            isNull(engagements.recordingsDeletedAt),
            lt(engagements.endedAt, endedBefore),
            notInArray(engagements.status, [...OPEN_STATUSES]),
          ),
        )
        .orderBy(asc(engagements.endedAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true })
      const ids = due.map((row) => row.id)
      if (ids.length === 0) return 0
      await tx
        .update(engagements)
        .set({ answers: answersWithoutRecordings, recordingsDeletedAt: now })
        .where(inArray(engagements.id, ids))
      await queueBlobErasure(tx, deps.queue, ids.map(recordingsPrefix), now)
      return ids.length
    })
    handled += batch
    if (batch < BATCH_SIZE) break
  }
  // Counts only: which interviews is no one's business in a log.
  if (handled > 0) deps.logger.info({ interviews: handled, retentionDays }, 'Recordings deleted')
  return handled
}

/** Queues this hour's retention run (one per hour however many nodes ask). */
export const queueRecordingRetention = (queue: JobQueue, now: Date): Promise<void> =>
  queueHourlyRun(queue, 'recording-retention', now)
