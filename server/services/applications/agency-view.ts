import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  OPEN_APPLICATION_STATUSES,
  type ApplicationStatus,
  type CandidateFeedbackState,
} from '../../../contract/applications'
import type { Database } from '../../db/client'
import { agencies, applicationFeedback, applications, candidates, jobs } from '../../db/schema'

/** An application as an agency (or the agency CLI) sees it: whose, which job, where it stands. */
interface AgencyApplication {
  candidateId: string
  phone: string
  jobId: string
  jobTitle: string
  companyName: string
  /** The agency partner that fills the job: the one the application is with. */
  agencySlug: string
  agencyName: string
  status: ApplicationStatus
  matchScore: number
  appliedAt: string
  updatedAt: string
  candidateFeedbackState: CandidateFeedbackState | null
  /** Feedback rows stored: shows that a retried submission was kept once. */
  feedbackCount: number
}

interface AgencyFilter {
  candidateId?: string
  phone?: string
  jobId?: string
  /** One agency's applications, by its slug. */
  agencySlug?: string
  /** Only applications that can still move. */
  openOnly?: boolean
}

/** Without a candidate, everyone's: the newest this many. */
const MAX_LISTED = 500

export async function listAgencyApplications(
  db: Database,
  filter: AgencyFilter,
): Promise<AgencyApplication[]> {
  const conditions: SQL[] = []
  if (filter.candidateId) conditions.push(eq(applications.candidateId, filter.candidateId))
  if (filter.phone) conditions.push(eq(candidates.phone, filter.phone))
  if (filter.jobId) conditions.push(eq(applications.jobId, filter.jobId))
  if (filter.agencySlug) conditions.push(eq(agencies.slug, filter.agencySlug))
  if (filter.openOnly) {
    conditions.push(inArray(applications.status, [...OPEN_APPLICATION_STATUSES]))
  }
  const rows = await db
    .select({
      candidateId: applications.candidateId,
      phone: candidates.phone,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
      agencySlug: agencies.slug,
      agencyName: agencies.name,
      status: applications.status,
      matchScore: applications.matchScore,
      appliedAt: applications.appliedAt,
      updatedAt: applications.updatedAt,
      candidateFeedbackState: applications.candidateFeedbackState,
      feedbackCount: sql<number>`(SELECT count(*)::int FROM ${applicationFeedback} WHERE ${applicationFeedback.applicationId} = ${applications.id})`,
    })
    .from(applications)
    .innerJoin(candidates, eq(candidates.id, applications.candidateId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(agencies, eq(agencies.id, jobs.agencyId))
    .where(and(...conditions))
    .orderBy(desc(applications.updatedAt), applications.jobId)
    .limit(MAX_LISTED)
  return rows.map((row) => ({
    ...row,
    appliedAt: row.appliedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }))
}

/** One candidate's application for one job, as listed above. */
export async function findAgencyApplication(
  db: Database,
  candidateId: string,
  jobId: string,
): Promise<AgencyApplication | undefined> {
  const [application] = await listAgencyApplications(db, { candidateId, jobId })
  return application
}
