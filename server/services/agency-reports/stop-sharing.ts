import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { agencies, agencyReportDeliveries, agencySharingStops } from '../../db/schema'
import { notFound } from '../../errors'
import type { JobQueue } from '../../queue/job-queue'
import { queueDeletionNotices } from './deletion-notices'

/**
 * 'Stop sharing' with one agency, in one transaction: the stop is recorded (later reports skip
 * the agency), reports not yet sent to it are withdrawn, and it is told to delete what it was
 * sent. Stopping twice keeps the first stop and sends no second notice.
 */
export async function stopSharing(
  db: Database,
  queue: JobQueue,
  { candidateId, agencyId }: { candidateId: string; agencyId: string },
  now: Date,
): Promise<{ agencyId: string; stoppedAt: string }> {
  return db.transaction(async (tx) => {
    const [agency] = await tx
      .select({ id: agencies.id })
      .from(agencies)
      .where(eq(agencies.id, agencyId))
    if (!agency) throw notFound('No agency with this agencyId')

    const [stopped] = await tx
      .insert(agencySharingStops)
      .values({ candidateId, agencyId, stoppedAt: now })
      .onConflictDoNothing()
      .returning({ stoppedAt: agencySharingStops.stoppedAt })
    if (!stopped) {
      const [earlier] = await tx
        .select({ stoppedAt: agencySharingStops.stoppedAt })
        .from(agencySharingStops)
        .where(
          and(
            eq(agencySharingStops.candidateId, candidateId),
            eq(agencySharingStops.agencyId, agencyId),
          ),
        )
      return { agencyId, stoppedAt: (earlier?.stoppedAt ?? now).toISOString() }
    }

    // A report on its way when the candidate stops is not sent: its job finds it withdrawn.
    await tx
      .update(agencyReportDeliveries)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(agencyReportDeliveries.candidateId, candidateId),
          eq(agencyReportDeliveries.agencyId, agencyId),
          eq(agencyReportDeliveries.status, 'pending'),
        ),
      )
    await queueDeletionNotices(tx, queue, candidateId, now, { agencyId })
    return { agencyId, stoppedAt: now.toISOString() }
  })
}
