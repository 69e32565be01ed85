import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ProfileAnalysis, ProfileAnalysisStatus } from '../../../contract/matches'
import type { Database } from '../../db/client'
import { profileAnalyses } from '../../db/schema'
import type { JobQueue } from '../../queue/job-queue'

/**
 * The profile analysis row GetProfileAnalysisStatus reports. Each stage writes its status in
 * the same transaction as its work, so the percentage a candidate sees is real progress.
 */

/** Where each stage puts the bar once it has begun; 100 only when everything is written. */
const STAGE_PERCENT: Readonly<Record<ProfileAnalysisStatus, number>> = {
  not_started: 0,
  queued: 10,
  merging: 25,
  matching: 50,
  applying: 80,
  completed: 100,
  failed: 0,
}

const NOT_STARTED: ProfileAnalysis = { percentageComplete: 0, status: 'not_started' }

export async function readProfileAnalysis(
  db: Database,
  candidateId: string,
): Promise<ProfileAnalysis> {
  const [row] = await db
    .select({
      status: profileAnalyses.status,
      percentageComplete: profileAnalyses.percentageComplete,
    })
    .from(profileAnalyses)
    .where(eq(profileAnalyses.candidateId, candidateId))
  return row ?? NOT_STARTED
}

/**
 * Queues the analysis inside the caller's transaction (the interview's completion, or a
 * retry): the row says 'queued' and the job exists exactly when that transaction commits.
 */
export async function queueProfileAnalysis(
  tx: Database,
  queue: JobQueue,
  candidateId: string,
  engagementId: string | null,
  now: Date,
): Promise<void> {
  const queued = {
    status: 'queued' as const,
    percentageComplete: STAGE_PERCENT.queued,
    lastError: null,
    startedAt: null,
    completedAt: null,
    updatedAt: now,
  }
  await tx
    .insert(profileAnalyses)
    .values({ candidateId, engagementId, createdAt: now, ...queued })
    .onConflictDoUpdate({
      target: profileAnalyses.candidateId,
      set: { ...queued, ...(engagementId ? { engagementId } : {}) },
    })
  await queue.send('profile-analysis', { candidateId }, { tx })
}

/**
 * A failed analysis goes back in the queue. Only 'failed' may be retried: anything else is
 * already queued, running or done, and a second run would change nothing anyway.
 */
export async function retryFailedProfileAnalysis(
  db: Database,
  queue: JobQueue,
  candidateId: string,
  now: Date,
): Promise<ProfileAnalysis> {
  await db.transaction(async (tx) => {
    const [failed] = await tx
      .select({ engagementId: profileAnalyses.engagementId })
      .from(profileAnalyses)
      .where(
        and(eq(profileAnalyses.candidateId, candidateId), eq(profileAnalyses.status, 'failed')),
      )
      .for('update')
    if (failed) await queueProfileAnalysis(tx, queue, candidateId, failed.engagementId, now)
  })
  return readProfileAnalysis(db, candidateId)
}

/**
 * A worker takes the analysis: counts the attempt and says 'merging'. Returns false when there
 * is nothing to do (already completed, or no row), so a duplicate job changes nothing.
 */
export async function beginProfileAnalysis(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(profileAnalyses)
    .set({
      status: 'merging',
      percentageComplete: STAGE_PERCENT.merging,
      attempts: sql`${profileAnalyses.attempts} + 1`,
      startedAt: sql`coalesce(${profileAnalyses.startedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(
      and(
        eq(profileAnalyses.candidateId, candidateId),
        inArray(profileAnalyses.status, ['queued', 'merging', 'matching', 'applying']),
      ),
    )
    .returning({ candidateId: profileAnalyses.candidateId })
  return updated.length > 0
}

/** Moves the bar to a stage; runs inside that stage's transaction. */
export async function markStage(
  tx: Database,
  candidateId: string,
  status: Exclude<ProfileAnalysisStatus, 'not_started' | 'queued' | 'failed'>,
  now: Date,
): Promise<void> {
  await tx
    .update(profileAnalyses)
    .set({
      status,
      percentageComplete: STAGE_PERCENT[status],
      updatedAt: now,
      ...(status === 'completed' ? { completedAt: now, lastError: null } : {}),
    })
    .where(eq(profileAnalyses.candidateId, candidateId))
}

/** Every try failed: the candidate sees 'failed' and can start it again. */
export async function markProfileAnalysisFailed(
  db: Database,
  candidateId: string,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(profileAnalyses)
    .set({
      status: 'failed',
      percentageComplete: STAGE_PERCENT.failed,
      lastError: error.slice(0, 500),
      updatedAt: now,
    })
    .where(
      and(
        eq(profileAnalyses.candidateId, candidateId),
        sql`${profileAnalyses.status} <> 'completed'`,
      ),
    )
}
