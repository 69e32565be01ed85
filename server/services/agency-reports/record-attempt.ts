import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import type { agencyDeletionNotices, agencyReportDeliveries } from '../../db/schema'
import { agencies } from '../../db/schema'
import type { Logger } from '../../logger'

/** The tables of messages sent to an agency: one row per message, each naming its agency. */
type AgencyMessageTable = typeof agencyReportDeliveries | typeof agencyDeletionNotices

/** One message's row and the agency it goes to, or undefined when the row is gone. */
export async function loadWithAgency<T extends AgencyMessageTable>(
  db: Database,
  table: T,
  id: string,
): Promise<{ row: T['$inferSelect']; agency: typeof agencies.$inferSelect } | undefined> {
  // Both tables have the id and agencyId columns, but drizzle's types cannot follow a generic
  // table: the query is typed over both, and its row narrowed back to the caller's table.
  const messages = table as AgencyMessageTable
  const [found] = await db
    .select({ row: messages, agency: agencies })
    .from(messages)
    .innerJoin(agencies, eq(agencies.id, messages.agencyId))
    .where(eq(messages.id, id))
  return found as { row: T['$inferSelect']; agency: typeof agencies.$inferSelect } | undefined
}

interface FailedAttempt {
  /** Why the attempt failed, kept on the row. */
  failure: string
  /** True when no try is left: the message is given up rather than retried. */
  final: boolean
  /** What the operator's log line names (the message's id, the agency), failure added. */
  logFields: Record<string, unknown>
  /** The log line when the message is given up. */
  givenUp: string
}

/**
 * A failed attempt at one message: `record` writes it onto the message's row (each table keeps
 * its own columns). The last try is then logged for the operator; any other is thrown, so the
 * queue tries again later.
 */
export async function recordFailedAttempt(
  logger: Logger,
  attempt: FailedAttempt,
  record: () => PromiseLike<unknown>,
): Promise<void> {
  await record()
  if (attempt.final) {
    logger.error({ ...attempt.logFields, failure: attempt.failure }, attempt.givenUp)
    return
  }
  throw new Error(attempt.failure)
}
