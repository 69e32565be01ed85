import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { AgencyReportMessage } from '../../../contract/agency-report'
import type { Database } from '../../../server/db/client'
import { agencyReportDeliveries, applications, jobs } from '../../../server/db/schema'
import { buildCandidateReport } from '../../../server/services/agency-reports/build-candidate-report'

/**
 * A candidate report as if its agency had taken it: the row the delivery job leaves, with the
 * report of the application as it stands. For the calls that show reports to the candidate.
 */
export async function insertSentReport(
  db: Database,
  applicationId: string,
  at: Date,
): Promise<{ reportId: string; agencyId: string }> {
  const report = await buildCandidateReport(db, applicationId)
  const [row] = await db
    .select({ candidateId: applications.candidateId, agencyId: jobs.agencyId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
  if (!report || !row) throw new Error(`No application ${applicationId}`)
  const message: AgencyReportMessage = {
    type: 'candidate.report',
    timestamp: at.toISOString(),
    data: report,
  }
  const reportId = randomUUID()
  await db.insert(agencyReportDeliveries).values({
    id: reportId,
    candidateId: row.candidateId,
    applicationId,
    agencyId: row.agencyId,
    event: 'candidate.report',
    status: 'delivered',
    body: JSON.stringify(message),
    attempts: 1,
    createdAt: at,
    deliveredAt: at,
  })
  return { reportId, agencyId: row.agencyId }
}
