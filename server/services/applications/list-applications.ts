import { and, desc, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm'
import {
  statusesForFilter,
  type ApplicationCard,
  type ApplicationFilter,
  type Pagination,
} from '../../../contract/applications'
import type { Database } from '../../db/client'
import { preparedPerDatabase } from '../../db/prepared'
import { applications, jobs } from '../../db/schema'
import { offsetOf, paginationOf, type PageRequest } from '../pagination'

interface ApplicationsPageRequest extends PageRequest {
  candidateId: string
  filter: ApplicationFilter
}

/** 'Dallas, TX', as a card shows where the job is. */
const cityAndState = (city: string, state: string) => `${city}, ${state}`

interface CardRow extends Omit<ApplicationCard, 'location'> {
  city: string
  state: string
  updatedAt: Date
}

// updatedAt orders the page; the card does not show it.
const toCard = ({ city, state, updatedAt: _updatedAt, ...card }: CardRow): ApplicationCard => ({
  ...card,
  location: cityAndState(city, state),
})

/** The candidate's applications a filter keeps ('all': every one). */
function applicationsOf(candidateId: string | SQLWrapper, filter: ApplicationFilter) {
  const statuses = statusesForFilter(filter)
  return and(
    eq(applications.candidateId, candidateId),
    statuses ? inArray(applications.status, [...statuses]) : undefined,
  )
}

/**
 * One page of cards and the filter's total in one statement: the count and the page are two
 * CTEs over the candidate's index, the page is joined to its jobs only for its own rows, and
 * `total LEFT JOIN page` still answers the count when the page is past the end.
 */
const cardsPage = preparedPerDatabase((db, filter: ApplicationFilter) => {
  const where = applicationsOf(sql.placeholder('candidateId'), filter)
  const total = db.$with('total').as(
    db
      .select({ totalCount: sql<number>`count(*)::int`.as('total_count') })
      .from(applications)
      .where(where),
  )
  const page = db.$with('page').as(
    db
      .select({
        jobId: applications.jobId,
        jobTitle: jobs.title,
        companyName: jobs.companyName,
        city: jobs.city,
        state: jobs.state,
        payRateMin: jobs.payRateMin,
        payRateMax: jobs.payRateMax,
        payRateType: jobs.payRateType,
        employmentType: jobs.employmentType,
        matchScore: applications.matchScore,
        applicationStatus: applications.status,
        candidateFeedbackState: applications.candidateFeedbackState,
        updatedAt: applications.updatedAt,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(where)
      .orderBy(desc(applications.updatedAt), applications.jobId)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  )
  return db
    .with(total, page)
    .select({ totalCount: total.totalCount, card: page._.selectedFields })
    .from(total)
    .leftJoin(page, sql`true`)
    .orderBy(desc(page.updatedAt), page.jobId)
    .prepare(`applications_page_${filter}`)
})

/**
 * GET .../applications: one page of cards, most recently changed first (then by job id, so
 * pages never overlap), with the filter's total.
 */
export async function listApplications(
  db: Database,
  request: ApplicationsPageRequest,
): Promise<{ data: ApplicationCard[]; pagination: Pagination }> {
  const rows = await cardsPage(db, request.filter).execute({
    candidateId: request.candidateId,
    limit: request.pageSize,
    offset: offsetOf(request),
  })
  return {
    data: rows.flatMap(({ card }) => (card ? [toCard(card)] : [])),
    pagination: paginationOf(rows[0]?.totalCount ?? 0, request),
  }
}
