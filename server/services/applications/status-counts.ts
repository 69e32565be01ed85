import { eq, sql } from 'drizzle-orm'
import {
  DASHBOARD_STAT_CARDS,
  SUBMISSION_TABS,
  statusesForFilter,
  type ApplicationFilter,
  type ApplicationStatus,
  type DashboardStat,
  type SubmissionStat,
} from '../../../contract/applications'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { applications } from '../../db/schema'

type StatusCounts = ReadonlyMap<ApplicationStatus, number>

const statusCounts = preparedPerDatabase((db, name: 'application_status_counts') =>
  db
    .select({ status: applications.status, count: sql<number>`count(*)::int` })
    .from(applications)
    .where(eq(applications.candidateId, sql.placeholder('candidateId')))
    .groupBy(applications.status)
    .prepare(name),
)

/**
 * The candidate's applications counted per status: one GROUP BY over the
 * (candidate_id, status, updated_at) index. Every tile and tab is a sum of these.
 */
async function countByStatus(db: Database, candidateId: string): Promise<StatusCounts> {
  const rows = await statusCounts(db, 'application_status_counts').execute({ candidateId })
  return new Map(rows.map((row) => [row.status, row.count]))
}

const countFor = (counts: StatusCounts, filter: ApplicationFilter): number => {
  const statuses = statusesForFilter(filter) ?? [...counts.keys()]
  return statuses.reduce((sum, status) => sum + (counts.get(status) ?? 0), 0)
}

/** GetCandidateApplicationAggregatedCount: the four dashboard tiles, in their order. */
export async function dashboardStats(db: Database, candidateId: string): Promise<DashboardStat[]> {
  const counts = await countByStatus(db, candidateId)
  return DASHBOARD_STAT_CARDS.map(({ key, cardTitle }) => ({
    key,
    cardTitle,
    count: countFor(counts, key),
  }))
}

/** GetSubmissionAggregatedCount: the submissions tabs, in their order. */
export async function submissionStats(
  db: Database,
  candidateId: string,
): Promise<SubmissionStat[]> {
  const counts = await countByStatus(db, candidateId)
  return SUBMISSION_TABS.map(({ key, label }) => ({ key, label, count: countFor(counts, key) }))
}
