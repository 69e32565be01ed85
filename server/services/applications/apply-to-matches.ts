import { randomUUID } from 'node:crypto'
import { and, desc, eq, notExists } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  agencySharingStops,
  applicationStateHistory,
  applications,
  jobMatches,
  jobs,
} from '../../db/schema'

/**
 * The agency applies for the candidate to their best matches: the `limit` highest scores (Top
 * Matches first by construction, then Good Matches), each job once ever. Run inside the
 * matching stage's transaction; running it again with the same matches adds nothing, because
 * the best `limit` are then all applied to already. Jobs of an agency the candidate stopped
 * sharing with are left out. Returns the new applications' ids.
 */
export async function applyToBestMatches(
  tx: Database,
  candidateId: string,
  limit: number,
  now: Date,
): Promise<string[]> {
  const best = await tx
    .select({
      jobId: jobMatches.jobId,
      matchScore: jobMatches.matchScore,
      topMatchReason: jobMatches.topMatchReason,
      jobTitle: jobs.title,
      companyName: jobs.companyName,
    })
    .from(jobMatches)
    .innerJoin(jobs, eq(jobs.id, jobMatches.jobId))
    .where(
      and(
        eq(jobMatches.candidateId, candidateId),
        eq(jobs.status, 'open'),
        // Not with an agency the candidate stopped sharing with: it would get the application.
        notExists(
          tx
            .select()
            .from(agencySharingStops)
            .where(
              and(
                eq(agencySharingStops.candidateId, candidateId),
                eq(agencySharingStops.agencyId, jobs.agencyId),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(jobMatches.matchScore), desc(jobs.postedAt), jobMatches.jobId)
    .limit(limit)
  if (best.length === 0) return []

  const rows = best.map((match) => ({
    id: randomUUID(),
    candidateId,
    jobId: match.jobId,
    status: 'InReview' as const,
    matchScore: match.matchScore,
    topMatchReason: match.topMatchReason,
    appliedAt: now,
    updatedAt: now,
  }))
  // Never twice to the same job: the unique (candidate, job) pair decides, even between
  // two workers racing on the same candidate.
  const inserted = await tx
    .insert(applications)
    .values(rows)
    .onConflictDoNothing({ target: [applications.candidateId, applications.jobId] })
    .returning({ id: applications.id, jobId: applications.jobId })
  if (inserted.length === 0) return []

  const byJob = new Map(best.map((match) => [match.jobId, match]))
  await tx.insert(applicationStateHistory).values(
    inserted.map((application) => {
      const job = byJob.get(application.jobId)
      return {
        id: randomUUID(),
        applicationId: application.id,
        candidateId,
        jobId: application.jobId,
        jobTitle: job?.jobTitle ?? '',
        companyName: job?.companyName ?? '',
        previousStatus: null,
        currentStatus: 'InReview' as const,
        createdAt: now,
      }
    }),
  )
  return inserted.map((application) => application.id)
}
