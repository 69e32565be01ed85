import { and, eq } from 'drizzle-orm'
import type { SubmissionDetail } from '../../../contract/applications'
import type { Database } from '../../db/client'
import { applications, jobs } from '../../db/schema'
import { notFound } from '../../errors'

/**
 * Asking about a job the candidate has no application for: the same answer whether the job
 * does not exist or someone else applied to it, so nothing about others can be learnt.
 */
export const noApplicationOfYours = () => notFound('No application of yours for this job.')

/** GET .../applications/{jobId}/details: the candidate's own application for the job, or 404. */
export async function applicationDetails(
  db: Database,
  candidateId: string,
  jobId: string,
): Promise<SubmissionDetail> {
  const [row] = await db
    .select({
      jobId: applications.jobId,
      applicationStatus: applications.status,
      appliedAt: applications.appliedAt,
      matchScore: applications.matchScore,
      topMatchReason: applications.topMatchReason,
      candidateFeedbackState: applications.candidateFeedbackState,
      title: jobs.title,
      companyName: jobs.companyName,
      city: jobs.city,
      state: jobs.state,
      payRateMin: jobs.payRateMin,
      payRateMax: jobs.payRateMax,
      payRateType: jobs.payRateType,
      employmentType: jobs.employmentType,
      summarizedJobDescription: jobs.summarizedDescription,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.candidateId, candidateId), eq(applications.jobId, jobId)))
  if (!row) throw noApplicationOfYours()
  return {
    jobId: row.jobId,
    applicationStatus: row.applicationStatus,
    appliedDate: row.appliedAt.toISOString(),
    matchScore: row.matchScore,
    topMatchReason: row.topMatchReason,
    candidateFeedbackState: row.candidateFeedbackState,
    jobDetails: {
      title: row.title,
      companyName: row.companyName,
      address: { city: row.city, state: row.state },
      payRateMin: row.payRateMin,
      payRateMax: row.payRateMax,
      payRateType: row.payRateType,
      employmentType: row.employmentType,
      summarizedJobDescription: row.summarizedJobDescription,
    },
  }
}
