import { and, eq } from 'drizzle-orm'
import { zipSync, type Zippable } from 'fflate'
import type { Database } from '../../db/client'
import { dataExports } from '../../db/schema'
import type { Logger } from '../../logger'
import type { BlobStore } from '../../providers/blob/blob-store'
import type { JobContext } from '../../queue/job-queue'
import { collectArchiveFiles, type ArchiveFile } from './archive-contents'
import { DATA_EXPORT_LINK_MS, dataExportBlobName } from './data-exports'

export interface BuildExportDeps {
  db: Database
  blobs: BlobStore
  logger: Logger
  now: () => Date
  productName: string
  supportEmail: string
}

/** The ZIP of the files, dated `madeAt`: text deflated, the rest stored as it is. */
function zipArchive(files: readonly ArchiveFile[], madeAt: Date): Uint8Array {
  const entries: Zippable = {}
  for (const file of files) {
    entries[file.path] = [file.bytes, { level: file.compress ? 6 : 0, mtime: madeAt }]
  }
  return zipSync(entries, { mtime: madeAt })
}

const markFailed = (db: Database, exportId: string) =>
  db
    .update(dataExports)
    .set({ status: 'failed' })
    .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))

/**
 * The 'data-export' job: builds the candidate's archive, writes it to blob storage and marks
 * the export ready, with its link's expiry DATA_EXPORT_LINK_HOURS from then. Only a pending
 * export is built, so a repeated run changes nothing. A failure is retried by the queue and
 * marks the export failed on the last try, so the screen stops waiting and offers to ask again.
 * When the export went meanwhile (the account was deleted, the export swept), the archive just
 * written is deleted again.
 */
export async function buildDataExport(
  deps: BuildExportDeps,
  { exportId }: { exportId: string },
  context: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const [row] = await deps.db.select().from(dataExports).where(eq(dataExports.id, exportId))
  if (!row || row.status !== 'pending') return
  try {
    const madeAt = deps.now()
    const files = await collectArchiveFiles(deps, row.candidateId, madeAt)
    if (!files) return
    const zip = zipArchive(files, madeAt)
    const blobName = dataExportBlobName(row)
    await deps.blobs.write(blobName, zip, 'application/zip')
    const readyAt = deps.now()
    const marked = await deps.db
      .update(dataExports)
      .set({
        status: 'ready',
        blobName,
        size: zip.byteLength,
        readyAt,
        expiresAt: new Date(readyAt.getTime() + DATA_EXPORT_LINK_MS),
      })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'pending')))
      .returning({ id: dataExports.id })
    if (marked.length === 0) {
      await deps.blobs.delete(blobName)
      return
    }
    // Sizes only: what the archive holds is no one's business in a log.
    deps.logger.info({ exportId, files: files.length, bytes: zip.byteLength }, 'Data export ready')
  } catch (error) {
    if (context.lastAttempt) {
      await markFailed(deps.db, exportId)
      deps.logger.error({ err: error, exportId }, 'Data export given up')
    }
    throw error
  }
}
