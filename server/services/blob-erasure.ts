import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/client'
import { blobErasures } from '../db/schema'
import type { Logger } from '../logger'
import type { BlobStore } from '../providers/blob/blob-store'
import type { JobContext, JobQueue } from '../queue/job-queue'

/**
 * Durable blob deletion (docs/adr/0065): a blob_erasures row names what to delete and
 * 'blob-erasure' jobs delete it, retried until the blob store has answered; the final job
 * deletes the row. Queued in the caller's transaction, so the files go if and only if their
 * rows went.
 */

/** After its retries run out a job queues itself again this much later: it never gives up. */
const REQUEUE_AFTER_SECONDS = 60 * 60

interface QueueBlobErasureOptions {
  /**
   * Sweep the prefixes now and once more this many seconds later (the final run): an upload
   * URL handed out before the rows went can still create a blob until it expires.
   */
  sweepAgainAfterSeconds?: number
}

/** Inside `tx`: the erasure row and its job(s). */
export async function queueBlobErasure(
  tx: Database,
  queue: JobQueue,
  prefixes: readonly string[],
  now: Date,
  options: QueueBlobErasureOptions = {},
): Promise<void> {
  const wanted = [...new Set(prefixes.filter((prefix) => prefix !== ''))]
  if (wanted.length === 0) return
  const erasureId = randomUUID()
  await tx.insert(blobErasures).values({ id: erasureId, prefixes: wanted, createdAt: now })
  const later = options.sweepAgainAfterSeconds
  if (later !== undefined && later > 0) {
    await queue.send('blob-erasure', { erasureId, final: false }, { tx, id: randomUUID() })
    await queue.send(
      'blob-erasure',
      { erasureId, final: true },
      { tx, id: randomUUID(), startAfterSeconds: later },
    )
    return
  }
  await queue.send('blob-erasure', { erasureId, final: true }, { tx, id: randomUUID() })
}

interface BlobErasureDeps {
  db: Database
  blobs: BlobStore
  queue: JobQueue
  logger: Logger
}

/**
 * The 'blob-erasure' job: deletes every blob under the row's prefixes (a missing blob is no
 * error, so a repeat is harmless); the final run then deletes the row. A failure (the blob store
 * is down) is thrown for the queue to retry; on the last retry a fresh job is queued first.
 */
export async function eraseBlobs(
  deps: BlobErasureDeps,
  data: { erasureId: string; final: boolean },
  context: JobContext,
): Promise<void> {
  const [erasure] = await deps.db
    .select()
    .from(blobErasures)
    .where(eq(blobErasures.id, data.erasureId))
  if (!erasure) return
  try {
    let deleted = 0
    for (const prefix of erasure.prefixes) {
      for (const name of await deps.blobs.list(prefix)) {
        await deps.blobs.delete(name)
        deleted += 1
      }
    }
    if (data.final) await deps.db.delete(blobErasures).where(eq(blobErasures.id, erasure.id))
    deps.logger.info({ erasureId: erasure.id, deleted, final: data.final }, 'Blobs erased')
  } catch (error) {
    if (context.lastAttempt) {
      await deps.queue.send('blob-erasure', data, {
        id: randomUUID(),
        startAfterSeconds: REQUEUE_AFTER_SECONDS,
      })
    }
    throw error
  }
}
