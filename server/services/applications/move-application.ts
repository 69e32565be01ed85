import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { canTransition, type ApplicationStatus } from '../../../contract/applications'
import type { Database } from '../../db/client'
import { applicationStateHistory, applications, jobs } from '../../db/schema'
import { conflict, notFound } from '../../errors'
import type { JobQueue } from '../../queue/job-queue'
import { queueAgencyReports } from '../agency-reports/queue-reports'
import { recordUnseenChange } from '../push/unseen-updates'

interface StatusMove {
  candidateId: string
  jobId: string
  status: ApplicationStatus
}

interface MovedApplication {
  applicationId: string
  historyId: string
  previousStatus: ApplicationStatus
  status: ApplicationStatus
}

interface MoveOptions {
  /**
   * Where to queue the 'application-status-changed' job (the push); the change also counts on
   * the app badge. The candidate's own moves pass none: nobody needs to be told what they just
   * did themselves.
   */
  notify?: JobQueue
  /**
   * Where the agency's updated candidate report is queued: every change of status, the
   * candidate's own included (an agency must know the candidate withdrew).
   */
  reportTo?: JobQueue
}

/**
 * An agency moves an application (docs/product.md#statuses-and-allowed-moves; the allowed moves are
 * contract/applications.ts ALLOWED_TRANSITIONS). The status, its stage-history row, the badge's
 * unseen change, the 'status changed' job and the agency's updated report commit together or
 * not at all.
 */
export function moveApplication(
  db: Database,
  queue: JobQueue,
  move: StatusMove,
  now: Date,
): Promise<MovedApplication> {
  return db.transaction((tx) =>
    moveApplicationWithin(tx, move, now, { notify: queue, reportTo: queue }),
  )
}

/**
 * The move itself, inside the caller's transaction. The row is locked first, so two moves of
 * the same application at once are applied one after the other, and the second is judged
 * against the first's result.
 */
export async function moveApplicationWithin(
  tx: Database,
  move: StatusMove,
  now: Date,
  options: MoveOptions = {},
): Promise<MovedApplication> {
  const [current] = await tx
    .select({
      id: applications.id,
      status: applications.status,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, move.candidateId), eq(applications.jobId, move.jobId)))
    .for('update', { of: applications })
  if (!current) throw notFound('No application of this candidate for this job.')
  if (!canTransition(current.status, move.status)) {
    throw conflict(`An application in ${current.status} cannot move to ${move.status}.`, {
      from: current.status,
      to: move.status,
    })
  }

  await tx
    .update(applications)
    .set({ status: move.status, updatedAt: now })
    .where(eq(applications.id, current.id))
  const historyId = randomUUID()
  await tx.insert(applicationStateHistory).values({
    id: historyId,
    applicationId: current.id,
    candidateId: move.candidateId,
    jobId: move.jobId,
    jobTitle: current.jobTitle,
    companyName: current.companyName,
    previousStatus: current.status,
    currentStatus: move.status,
    createdAt: now,
  })
  if (options.notify) {
    await recordUnseenChange(tx, {
      candidateId: move.candidateId,
      jobId: move.jobId,
      historyId,
      changedAt: now,
    })
    await options.notify.send(
      'application-status-changed',
      { applicationId: current.id, historyId },
      { tx, id: historyId },
    )
  }
  if (options.reportTo)
    await queueAgencyReports(tx, options.reportTo, [current.id], 'candidate.report.updated', now)
  return {
    applicationId: current.id,
    historyId,
    previousStatus: current.status,
    status: move.status,
  }
}
