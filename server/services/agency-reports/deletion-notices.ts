import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { AgencyDeletionMessage } from '../../../contract/agency-report'
import type { Database } from '../../db/client'
import { agencyDeletionNotices, agencyReportDeliveries, agencySharingStops } from '../../db/schema'
import type { Logger } from '../../logger'
import type { JobContext, JobQueue } from '../../queue/job-queue'
import { loadWithAgency, recordFailedAttempt } from './record-attempt'
import { agencyTargetUrl, postToAgency, type SendToAgencyDeps } from './send-to-agency'

/**
 * Tells each agency that may hold a report about the candidate (any report tried at least
 * once) to delete it: one 'candidate.deleted' message per agency naming those reports'
 * webhook-ids. On an account's deletion every such agency is told, but one the candidate
 * already stopped sharing with (it was told then); on 'stop sharing', that one agency. Queued
 * inside the caller's transaction, before the candidate's rows (and their reports' records) go.
 */
export async function queueDeletionNotices(
  tx: Database,
  queue: JobQueue,
  candidateId: string,
  now: Date,
  only?: { agencyId: string },
): Promise<number> {
  const sent = await tx
    .select({ id: agencyReportDeliveries.id, agencyId: agencyReportDeliveries.agencyId })
    .from(agencyReportDeliveries)
    .leftJoin(
      agencySharingStops,
      and(
        eq(agencySharingStops.candidateId, agencyReportDeliveries.candidateId),
        eq(agencySharingStops.agencyId, agencyReportDeliveries.agencyId),
      ),
    )
    .where(
      and(
        eq(agencyReportDeliveries.candidateId, candidateId),
        gt(agencyReportDeliveries.attempts, 0),
        only
          ? eq(agencyReportDeliveries.agencyId, only.agencyId)
          : isNull(agencySharingStops.agencyId),
      ),
    )
  const byAgency = new Map<string, string[]>()
  for (const report of sent)
    byAgency.set(report.agencyId, [...(byAgency.get(report.agencyId) ?? []), report.id])
  for (const [agencyId, reportIds] of byAgency) {
    const id = randomUUID()
    await tx.insert(agencyDeletionNotices).values({ id, agencyId, reportIds, createdAt: now })
    await queue.send('agency-deletion-notice', { noticeId: id }, { tx, id })
  }
  return byAgency.size
}

interface DeletionNoticeDeps extends SendToAgencyDeps {
  db: Database
  logger: Logger
  now: () => Date
}

/**
 * The 'agency-deletion-notice' job: sends the notice (the same bytes at every try: its time is
 * the deletion's), deletes its row once the agency took it, and keeps it with the reason, for
 * the operator, when the queue gives up.
 */
export async function deliverDeletionNotice(
  deps: DeletionNoticeDeps,
  { noticeId }: { noticeId: string },
  context: Pick<JobContext, 'lastAttempt'>,
): Promise<void> {
  const found = await loadWithAgency(deps.db, agencyDeletionNotices, noticeId)
  if (!found || found.row.failedAt) return
  const { row: notice, agency } = found
  const message: AgencyDeletionMessage = {
    type: 'candidate.deleted',
    timestamp: notice.createdAt.toISOString(),
    data: { reportIds: notice.reportIds },
  }
  const target = agencyTargetUrl(deps, agency)
  const failure = target
    ? await postToAgency(deps, target, agency, notice.id, JSON.stringify(message))
    : `No usable report URL for ${agency.name}`
  if (failure === undefined) {
    await deps.db.delete(agencyDeletionNotices).where(eq(agencyDeletionNotices.id, notice.id))
    return
  }
  // Without a usable URL no retry could do better: the notice is given up at once.
  const final = context.lastAttempt || !target
  await recordFailedAttempt(
    deps.logger,
    {
      failure,
      final,
      logFields: { noticeId, agency: agency.slug },
      givenUp: 'Agency deletion notice given up',
    },
    () =>
      deps.db
        .update(agencyDeletionNotices)
        .set({
          attempts: sql`${agencyDeletionNotices.attempts} + 1`,
          lastError: failure,
          ...(final ? { failedAt: deps.now() } : {}),
        })
        .where(eq(agencyDeletionNotices.id, notice.id)),
  )
}
