import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  statusesForFilter,
  type ApplicationFilter,
  type Pagination,
  type StageHistoryEntry,
} from '../../../contract/applications'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { applicationStateHistory, applications } from '../../db/schema'
import { offsetOf, paginationOf, type PageRequest } from '../pagination'
import { noApplicationOfYours } from './application-details'

const entryColumns = {
  jobId: applicationStateHistory.jobId,
  createdAt: applicationStateHistory.createdAt,
  jobTitle: applicationStateHistory.jobTitle,
  companyName: applicationStateHistory.companyName,
  previousStatus: applicationStateHistory.previousStatus,
  currentStatus: applicationStateHistory.currentStatus,
}

type EntryRow = Omit<StageHistoryEntry, 'createdAt'> & { createdAt: Date }

const toEntry = (row: EntryRow): StageHistoryEntry => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

/**
 * GetApplicationStateHistoryByJobId: every status the candidate's application for the job
 * took, oldest first. Looked up through the candidate's own application, so another's job id
 * is a 404 like an unknown one; an application without history rows is an empty list.
 */
export async function historyOfApplication(
  db: Database,
  candidateId: string,
  jobId: string,
): Promise<StageHistoryEntry[]> {
  // Two lookups by key rather than a join: PGlite runs no autovacuum, so without statistics
  // the planner hash-joined a scan of every history row (~0.5 s at a million rows).
  const [application] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
  if (!application) throw noApplicationOfYours()
  const rows = await db
    .select(entryColumns)
    .from(applicationStateHistory)
    .where(eq(applicationStateHistory.applicationId, application.id))
    .orderBy(asc(applicationStateHistory.createdAt), asc(applicationStateHistory.id))
  return rows.map(toEntry)
}

interface HistoryPageRequest extends PageRequest {
  candidateId: string
  filter: ApplicationFilter
}

/** One page of history rows and their total in one statement, as the card list does. */
const historyPage = preparedPerDatabase((db, filter: ApplicationFilter) => {
  const statuses = statusesForFilter(filter)
  const where = and(
    eq(applicationStateHistory.candidateId, sql.placeholder('candidateId')),
    statuses ? inArray(applicationStateHistory.currentStatus, [...statuses]) : undefined,
  )
  const total = db.$with('total').as(
    db
      .select({ totalCount: sql<number>`count(*)::int`.as('total_count') })
      .from(applicationStateHistory)
      .where(where),
  )
  const page = db.$with('page').as(
    db
      .select({ ...entryColumns, id: applicationStateHistory.id })
      .from(applicationStateHistory)
      .where(where)
      .orderBy(desc(applicationStateHistory.createdAt), desc(applicationStateHistory.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  )
  return db
    .with(total, page)
    .select({ totalCount: total.totalCount, entry: page._.selectedFields })
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.createdAt), desc(page.id))
    .prepare(`history_page_${filter}`)
})

/**
 * GetApplicationStateHistoryByStatus: the candidate's stage-history rows whose new status the
 * filter keeps, newest first (then by row id), a page at a time, over the
 * (candidate_id, current_status, created_at) index.
 */
export async function historyByStatus(
  db: Database,
  request: HistoryPageRequest,
): Promise<{ data: StageHistoryEntry[]; pagination: Pagination }> {
  const rows = await historyPage(db, request.filter).execute({
    candidateId: request.candidateId,
    limit: request.pageSize,
    offset: offsetOf(request),
  })
  return {
    data: rows.flatMap(({ entry }) => {
      if (!entry) return []
      const { id: _id, ...row } = entry
      return [toEntry(row)]
    }),
    pagination: paginationOf(rows[0]?.totalCount ?? 0, request),
  }
}
