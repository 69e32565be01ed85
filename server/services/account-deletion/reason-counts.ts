import { sql } from 'drizzle-orm'
import { OTHER_REASON, type DeleteAccountReason } from '../../../contract/profile'
import type { Database } from '../../db/client'
import { deletionReasonCounts } from '../../db/schema'

export interface DeletionReasons {
  reasons: readonly DeleteAccountReason[]
  otherReason: string
}

/**
 * The reasons one deletion counts once each: the chosen ones, and 'Other reason' when its text
 * was given. The text itself is never kept: it may hold anything, a name or a phone included.
 */
export function reasonsToCount(request: DeletionReasons): string[] {
  const counted: string[] = [...new Set(request.reasons)]
  if (request.otherReason.trim() !== '') counted.push(OTHER_REASON)
  return counted
}

/**
 * Adds one to each reason's total, inside the deletion's transaction. Totals only: no id, no
 * phone, no date, so a count cannot be traced back to the person who deleted.
 */
export async function countDeletionReasons(tx: Database, request: DeletionReasons): Promise<void> {
  const reasons = reasonsToCount(request)
  if (reasons.length === 0) return
  await tx
    .insert(deletionReasonCounts)
    .values(reasons.map((reason) => ({ reason, count: 1 })))
    .onConflictDoUpdate({
      target: deletionReasonCounts.reason,
      set: { count: sql`${deletionReasonCounts.count} + 1` },
    })
}
