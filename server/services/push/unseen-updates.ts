import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { MAX_BADGE_JOB_IDS, type Badge } from '../../../contract/push'
import type { Database } from '../../db/client'
import { unseenApplicationUpdates } from '../../db/schema'

/**
 * The app badge's count, kept on the server so every device shows the same number:
 * one row per application with a status change the candidate has not looked at yet.
 */

interface StatusChange {
  candidateId: string
  jobId: string
  historyId: string
  changedAt: Date
}

/**
 * Counts a change as unseen, inside the transaction that makes it, so the badge is right the
 * moment the status is (push or no push). A second change of the same application replaces
 * the first: it is still one thing to look at.
 */
export async function recordUnseenChange(tx: Database, change: StatusChange): Promise<void> {
  await tx
    .insert(unseenApplicationUpdates)
    .values(change)
    .onConflictDoUpdate({
      target: [unseenApplicationUpdates.candidateId, unseenApplicationUpdates.jobId],
      set: { historyId: change.historyId, changedAt: change.changedAt },
    })
}

/** BadgeCount: how many applications changed unseen, and which (newest first, at most 100). */
export async function badgeOf(db: Database, candidateId: string): Promise<Badge> {
  const rows = await db
    .select({
      jobId: unseenApplicationUpdates.jobId,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(unseenApplicationUpdates)
    .where(eq(unseenApplicationUpdates.candidateId, candidateId))
    .orderBy(desc(unseenApplicationUpdates.changedAt), desc(unseenApplicationUpdates.jobId))
    .limit(MAX_BADGE_JOB_IDS)
  return { unseenCount: rows[0]?.total ?? 0, unseenJobIds: rows.map((row) => row.jobId) }
}

/** What MarkSeen clears: some jobs, or everything. */
type SeenTarget = { jobIds: readonly string[] } | { all: true }

/** MarkSeen: the jobs looked at are no longer unseen; the badge after it. */
export async function markSeen(
  db: Database,
  candidateId: string,
  target: SeenTarget,
): Promise<Badge> {
  const mine = eq(unseenApplicationUpdates.candidateId, candidateId)
  await db
    .delete(unseenApplicationUpdates)
    .where(
      'all' in target
        ? mine
        : and(mine, inArray(unseenApplicationUpdates.jobId, [...target.jobIds])),
    )
  return badgeOf(db, candidateId)
}
