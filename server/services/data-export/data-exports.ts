import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt } from 'drizzle-orm'
import {
  DATA_EXPORT_LINK_HOURS,
  DATA_EXPORT_MESSAGES,
  DATA_EXPORTS_PER_DAY,
  type DataExport,
} from '../../../contract/data-export'
import type { Database } from '../../db/client'
import { candidates, dataExports } from '../../db/schema'
import { notFound, tooManyRequests } from '../../errors'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobQueue } from '../../queue/job-queue'
import { candidateBlobPrefix } from '../candidate-uploads'
import { retryAfterSeconds } from '../retry-after'

/**
 * 'Download my data' as the candidate's calls see it: asking for an archive (queued in the
 * request's transaction, once while one is being made), and the latest one's state with its
 * link while the link lasts.
 */

const HOUR_MS = 60 * 60 * 1000
export const DATA_EXPORT_LINK_MS = DATA_EXPORT_LINK_HOURS * HOUR_MS

export type DataExportRow = typeof dataExports.$inferSelect

/** Where an export's archive is kept: under the candidate's prefix, so deleting them erases it. */
export const dataExportBlobName = (row: Pick<DataExportRow, 'id' | 'candidateId'>) =>
  `${candidateBlobPrefix(row.candidateId)}data-export/${row.id}.zip`

/** The name the browser saves the archive under, e.g. hirelane-my-data-2026-03-02.zip. */
const dataExportFileName = (productName: string, readyAt: Date) =>
  `${productName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-my-data-${readyAt.toISOString().slice(0, 10)}.zip`

const waitText = (seconds: number) => {
  if (seconds >= HOUR_MS / 1000) {
    const hours = Math.ceil(seconds / 3600)
    return hours === 1 ? '1 hour' : `${hours} hours`
  }
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return minutes === 1 ? '1 minute' : `${minutes} minutes`
}

/**
 * RequestDataExport: the candidate's export being made, or a new one with its 'data-export'
 * job, both written in one transaction. The candidate row is locked first, so two requests at
 * once make one export. At most DATA_EXPORTS_PER_DAY new ones in any DATA_EXPORT_LINK_HOURS.
 */
export async function requestDataExport(
  db: Database,
  queue: JobQueue,
  candidateId: string,
  now: Date,
): Promise<DataExportRow> {
  return db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ id: candidates.id })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
      .for('update')
    if (!candidate) throw notFound('This account no longer exists.')
    const windowStart = new Date(now.getTime() - DATA_EXPORT_LINK_MS)
    const recent = await tx
      .select()
      .from(dataExports)
      .where(and(eq(dataExports.candidateId, candidateId), gt(dataExports.createdAt, windowStart)))
      .orderBy(desc(dataExports.createdAt))
    const pending = recent.find((row) => row.status === 'pending')
    if (pending) return pending
    const oldest = recent.at(-1)
    if (recent.length >= DATA_EXPORTS_PER_DAY && oldest) {
      const seconds = retryAfterSeconds(
        oldest.createdAt.getTime() + DATA_EXPORT_LINK_MS - now.getTime(),
      )
      throw tooManyRequests(DATA_EXPORT_MESSAGES.tooMany(waitText(seconds)), seconds)
    }
    const row: DataExportRow = {
      id: randomUUID(),
      candidateId,
      status: 'pending',
      blobName: null,
      size: null,
      createdAt: now,
      readyAt: null,
      expiresAt: null,
    }
    await tx.insert(dataExports).values(row)
    await queue.send('data-export', { exportId: row.id }, { tx, id: row.id })
    return row
  })
}

/** The candidate's newest export, if any. */
export async function latestDataExport(
  db: Database,
  candidateId: string,
): Promise<DataExportRow | undefined> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.candidateId, candidateId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1)
  return row
}

/**
 * An export as the candidate's screen reads it: a ready one past its expiry is 'expired' and
 * has no link, whether or not the hourly job has deleted it yet. The link is signed to stop
 * working at the expiry itself.
 */
export async function describeDataExport(
  blobs: BlobStore,
  row: DataExportRow,
  now: Date,
  productName: string,
): Promise<DataExport> {
  const base = {
    exportId: row.id,
    requestedAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    size: row.size,
  }
  if (row.status !== 'ready') return { ...base, status: row.status, downloadUrl: null }
  const left = (row.expiresAt?.getTime() ?? 0) - now.getTime()
  if (!row.blobName || !row.readyAt || left <= 0) {
    return { ...base, status: 'expired', downloadUrl: null }
  }
  const downloadUrl = await blobs.createDownloadUrl(row.blobName, {
    contentType: 'application/zip',
    fileName: dataExportFileName(productName, row.readyAt),
    validForMs: left,
  })
  return { ...base, status: 'ready', downloadUrl }
}
