import { randomUUID } from 'node:crypto'
import { and, eq, gt, inArray, isNull } from 'drizzle-orm'
import type { AgencyReportEvent } from '../../../contract/agency-report'
import type { Database } from '../../db/client'
import { agencyReportDeliveries, agencySharingStops, applications, jobs } from '../../db/schema'
import type { JobQueue } from '../../queue/job-queue'

/**
 * Queues a candidate report to the agency of each application, inside the caller's transaction:
 * the delivery row and its job exist if and only if the change that calls for them commits. A
 * new application sends 'candidate.report'; a later change of it 'candidate.report.updated'.
 * The delivery's id is the job's id and the message's webhook-id: queued once, sent once. An
 * agency the candidate stopped sharing with is sent nothing.
 */
export async function queueAgencyReports(
  tx: Database,
  queue: JobQueue,
  applicationIds: readonly string[],
  event: AgencyReportEvent,
  now: Date,
): Promise<void> {
  if (applicationIds.length === 0) return
  const rows = await tx
    .select({
      applicationId: applications.id,
      candidateId: applications.candidateId,
      agencyId: jobs.agencyId,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(
      agencySharingStops,
      and(
        eq(agencySharingStops.candidateId, applications.candidateId),
        eq(agencySharingStops.agencyId, jobs.agencyId),
      ),
    )
    .where(and(inArray(applications.id, [...applicationIds]), isNull(agencySharingStops.agencyId)))
  if (rows.length === 0) return
  const deliveries = rows.map((row) => ({
    id: randomUUID(),
    ...row,
    event,
    status: 'pending' as const,
    createdAt: now,
  }))
  await tx.insert(agencyReportDeliveries).values(deliveries)
  for (const delivery of deliveries)
    await queue.send('agency-report-delivery', { deliveryId: delivery.id }, { tx, id: delivery.id })
}

/**
 * The candidate edited their profile: each agency already sent a report about one of their
 * applications gets it brought up to date ('candidate.report.updated'), one per application.
 */
export async function queueProfileUpdateReports(
  tx: Database,
  queue: JobQueue,
  candidateId: string,
  now: Date,
): Promise<void> {
  const reported = await tx
    .selectDistinct({ applicationId: agencyReportDeliveries.applicationId })
    .from(agencyReportDeliveries)
    .where(
      and(
        eq(agencyReportDeliveries.candidateId, candidateId),
        gt(agencyReportDeliveries.attempts, 0),
      ),
    )
  await queueAgencyReports(
    tx,
    queue,
    reported.map((row) => row.applicationId),
    'candidate.report.updated',
    now,
  )
}
