import { and, asc, inArray, lt, ne, or } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { dataExports } from '../../db/schema'
import type { Logger } from '../../logger'
import type { JobQueue } from '../../queue/job-queue'
import { queueHourlyRun } from '../../queue/hourly-job'
import { queueBlobErasure } from '../blob-erasure'
import { DATA_EXPORT_LINK_MS, dataExportBlobName } from './data-exports'

/** Exports handled per transaction: a short lock, and one erasure row per batch. */
const BATCH_SIZE = 100

export interface ExpireExportsDeps {
  db: Database
  queue: JobQueue
  logger: Logger
}

/**
 * The 'data-export-expiry' job: every archive whose link has expired goes, row and blob, and so
 * does an export that never became ready within the link's lifetime (failed, or its job lost).
 * In one transaction per batch the rows are deleted and the durable erasure of their blobs is
 * queued, so the files go if and only if their rows went. Rows are taken with SKIP LOCKED, so
 * two runs at once share the work and a second run finds nothing. Returns how many went.
 */
export async function deleteExpiredExports(deps: ExpireExportsDeps, now: Date): Promise<number> {
  const staleBefore = new Date(now.getTime() - DATA_EXPORT_LINK_MS)
  let handled = 0
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: dataExports.id, candidateId: dataExports.candidateId })
        .from(dataExports)
        .where(
          or(
            lt(dataExports.expiresAt, now),
            and(ne(dataExports.status, 'ready'), lt(dataExports.createdAt, staleBefore)),
          ),
        )
        .orderBy(asc(dataExports.createdAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true })
      if (due.length === 0) return 0
      await tx.delete(dataExports).where(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
      )
      // By the name the job writes: an export that never got as far has nothing there.
      await queueBlobErasure(tx, deps.queue, due.map(dataExportBlobName), now)
      return due.length
    })
    handled += batch
    if (batch < BATCH_SIZE) break
  }
  if (handled > 0) deps.logger.info({ exports: handled }, 'Expired data exports deleted')
  return handled
}

/** Queues this hour's expiry run (one per hour however many nodes ask). */
export const queueDataExportExpiry = (queue: JobQueue, now: Date): Promise<void> =>
  queueHourlyRun(queue, 'data-export-expiry', now)
