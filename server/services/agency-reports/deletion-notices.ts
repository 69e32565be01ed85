import { randomUUID } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { AgencyDeletionMessage } from '../../../contract/agency-report'
import type { Database } from '../../db/client'
import { agencies, agencyDeletionNotices, agencyReportDeliveries } from '../../db/schema'
import type { Logger } from '../../logger'
import type { JobContext, JobQueue } from '../../queue/job-queue'
import { agencyTargetUrl, postToAgency, type SendToAgencyDeps } from './send-to-agency'

/**
 * When a candidate deletes their account, each agency that may have received a report about
 * them (any report tried at least once) is told to delete it: one 'candidate.deleted' message
 * per agency naming those reports' webhook-ids. Queued inside the deletion's transaction,
 * before the candidate's rows (and their reports' records) go.
 */
export async function queueDeletionNotices(
  tx: Database,
  queue: JobQueue,
  candidateId: string,
  now: Date,
): Promise<number> {
  const sent = await tx
    .select({ id: agencyReportDeliveries.id, agencyId: agencyReportDeliveries.agencyId })
    .from(agencyReportDeliveries)
    .where(
      and(
        eq(agencyReportDeliveries.candidateId, candidateId),
        gt(agencyReportDeliveries.attempts, 0),
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

export interface DeletionNoticeDeps extends SendToAgencyDeps {
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
  const [row] = await deps.db
    .select({ notice: agencyDeletionNotices, agency: agencies })
    .from(agencyDeletionNotices)
    .innerJoin(agencies, eq(agencies.id, agencyDeletionNotices.agencyId))
    .where(eq(agencyDeletionNotices.id, noticeId))
  if (!row || row.notice.failedAt) return
  const { notice, agency } = row
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
  await deps.db
    .update(agencyDeletionNotices)
    .set({
      attempts: sql`${agencyDeletionNotices.attempts} + 1`,
      lastError: failure,
      ...(context.lastAttempt || !target ? { failedAt: deps.now() } : {}),
    })
    .where(eq(agencyDeletionNotices.id, notice.id))
  if (context.lastAttempt || !target) {
    deps.logger.error({ noticeId, agency: agency.slug, failure }, 'Agency deletion notice given up')
    return
  }
  throw new Error(failure)
}
