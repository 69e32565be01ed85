import type { Database } from '../../db/client'
import type { Logger } from '../../logger'
import { UPLOAD_URL_TTL_MS } from '../../providers/blob/blob-store'
import { deleteJobsNaming } from '../../queue/delete-jobs'
import type { JobQueue } from '../../queue/job-queue'
import type { SessionRevocations } from '../auth/session-revocations'
import { queueDeletionNotices } from '../agency-reports/deletion-notices'
import { queueBlobErasure } from '../blob-erasure'
import { candidateBlobPrefix } from '../candidate-uploads'
import { deleteCandidateRows, lockCandidateFootprint } from './candidate-rows'
import { countDeletionReasons, type DeletionReasons } from './reason-counts'

interface AccountDeletionDeps {
  db: Database
  queue: JobQueue
  logger: Logger
  /** The live interview calls of this process, dropped once the account is gone. */
  interview?: { calls: { drop(engagementIds: readonly string[]): void } }
  /** Tells every server node their sessions are gone, so a web call another node holds ends. */
  revocations?: Pick<SessionRevocations, 'publish'>
}

/**
 * The final sweep of the files waits until every upload URL handed out before the deletion has
 * expired, so a late upload cannot leave a file behind.
 */
const FINAL_SWEEP_AFTER_SECONDS = UPLOAD_URL_TTL_MS / 1000 + 60

/** Where a candidate's interview recordings are stored (server/interview/call). */
export const recordingsPrefix = (engagementId: string) => `interviews/${engagementId}/`

/**
 * DeleteCandidate (docs/product.md#deleting-the-account): erases the candidate now. In one
 * transaction: every row of theirs in every table, every queued job naming them or their rows, the
 * reasons added to the anonymous totals, a deletion notice queued to each agency that received a
 * report about them, and the durable erasure of their blobs (resumes and profile images under their
 * id, recordings under each interview's) queued. Then their live calls are dropped.
 * False when the account was already gone (a concurrent deletion won).
 */
export async function deleteAccount(
  deps: AccountDeletionDeps,
  candidateId: string,
  reasons: DeletionReasons,
  now: Date,
): Promise<boolean> {
  const footprint = await deps.db.transaction(async (tx) => {
    const found = await lockCandidateFootprint(tx, candidateId)
    if (!found) return undefined
    await queueBlobErasure(
      tx,
      deps.queue,
      [candidateBlobPrefix(candidateId), ...found.engagementIds.map(recordingsPrefix)],
      now,
      { sweepAgainAfterSeconds: FINAL_SWEEP_AFTER_SECONDS },
    )
    // The agencies that heard of the candidate are told to forget them.
    await queueDeletionNotices(tx, deps.queue, candidateId, now)
    await deleteJobsNaming(tx, [
      candidateId,
      ...found.engagementIds,
      ...found.resumeIds,
      ...found.applicationIds,
    ])
    await deleteCandidateRows(tx, found)
    await countDeletionReasons(tx, reasons)
    return found
  })
  if (!footprint) return false
  deps.interview?.calls.drop(footprint.engagementIds)
  for (const sessionId of footprint.sessionIds) await deps.revocations?.publish(sessionId)
  // Counts only: the id is gone from the database, and logs are not the place to keep it.
  deps.logger.info(
    {
      interviews: footprint.engagementIds.length,
      resumes: footprint.resumeIds.length,
      applications: footprint.applicationIds.length,
    },
    'Account deleted',
  )
  return true
}
