import { and, desc, eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { candidates, engagements, jobMatches } from '../../db/schema'
import { sanitiseSlots } from '../../interview/dialogue/slots'
import type { SlotValues } from '../../interview/extract'
import type { Logger } from '../../logger'
import type { JobMatch } from '../../matching/match-candidate'
import type { JobContext, JobQueue } from '../../queue/job-queue'
import { readDraftProfile } from '../../resume/draft-profile'
import { applyToBestMatches } from '../applications/apply-to-matches'
import { queueAgencyReports } from '../agency-reports/queue-reports'
import { findCandidate } from '../candidates'
import { latestUploadedResume } from '../resumes'
import { beginProfileAnalysis, markProfileAnalysisFailed, markStage } from './analysis-record'
import { mergeCandidate } from './merge-profile'

export interface ProfileAnalysisDeps {
  db: Database
  logger: Logger
  now: () => Date
  /** How many best matches the agency applies to (config AUTO_APPLY_LIMIT). */
  autoApplyLimit: number
  match: (db: Database, preferences: SlotValues) => Promise<JobMatch[]>
  /** Where each new application's candidate report is queued to its agency. */
  reportTo: JobQueue
}

/** Thrown to have the queue try again later: the resume is still being read. */
class ResumeStillAnalysing extends Error {
  override name = 'ResumeStillAnalysing'
}

/** Rows per INSERT of matches: a bounded statement even on a 100,000-job catalogue. */
const MATCH_BATCH = 1000

/** The slots the candidate filled in their newest completed interview. */
async function interviewSlots(db: Database, candidateId: string): Promise<SlotValues> {
  const [row] = await db
    .select({ slots: engagements.slots })
    .from(engagements)
    .where(and(eq(engagements.candidateId, candidateId), eq(engagements.status, 'completed')))
    .orderBy(desc(engagements.endedAt))
    .limit(1)
  return sanitiseSlots(row?.slots)
}

/** Stage 1: one profile and one set of preferences, written with their sources. */
async function mergeStage(deps: ProfileAnalysisDeps, candidateId: string): Promise<SlotValues> {
  const { db } = deps
  const [candidate, resume, interview] = await Promise.all([
    findCandidate(db, candidateId),
    latestUploadedResume(db, candidateId),
    interviewSlots(db, candidateId),
  ])
  if (!candidate) throw new Error(`Candidate ${candidateId} is gone`)
  const merged = mergeCandidate({
    phone: candidate.phone,
    onboarding: {
      fullName: candidate.fullName,
      email: candidate.email,
      selectedTitles: candidate.selectedTitles,
      customTitles: candidate.customTitles,
    },
    resume:
      resume?.analysisStatus === 'completed' ? readDraftProfile(resume.draftProfile) : undefined,
    interview,
  })
  const now = deps.now()
  await db.transaction(async (tx) => {
    await tx
      .update(candidates)
      .set({
        profile: merged.profile,
        profileSources: merged.profileSources,
        preferenceSlots: merged.preferenceSlots,
        preferences: merged.preferences,
        preferenceSources: merged.preferenceSources,
        preferencesUpdatedAt: now,
        updatedAt: now,
      })
      .where(eq(candidates.id, candidateId))
    await markStage(tx, candidateId, 'matching', now)
  })
  return merged.preferenceSlots
}

/** Stage 2: the stored matches become exactly this run's. */
async function matchStage(
  deps: ProfileAnalysisDeps,
  candidateId: string,
  preferences: SlotValues,
): Promise<void> {
  const matches = await deps.match(deps.db, preferences)
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    await tx.delete(jobMatches).where(eq(jobMatches.candidateId, candidateId))
    for (let start = 0; start < matches.length; start += MATCH_BATCH) {
      await tx.insert(jobMatches).values(
        matches.slice(start, start + MATCH_BATCH).map((match) => ({
          candidateId,
          jobId: match.jobId,
          matchScore: match.matchScore,
          topMatchReason: match.topMatchReason,
          matchedAt: now,
        })),
      )
    }
    await markStage(tx, candidateId, 'applying', now)
  })
}

/**
 * Stage 3: the agency applies, its candidate reports are queued, and the analysis is complete
 * in the same transaction. A
 * candidate who chose 'Show my profile: Hidden' on /edit-profile is not presented to
 * anyone: their matches are kept, but nothing is applied to.
 */
async function applyStage(deps: ProfileAnalysisDeps, candidateId: string): Promise<number> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [candidate] = await tx
      .select({ showProfile: candidates.showProfile })
      .from(candidates)
      .where(eq(candidates.id, candidateId))
    const applied =
      candidate?.showProfile === false
        ? []
        : await applyToBestMatches(tx, candidateId, deps.autoApplyLimit, now)
    // Each agency hears of the candidate with the application, or not at all.
    await queueAgencyReports(tx, deps.reportTo, applied, 'candidate.report', now)
    await markStage(tx, candidateId, 'completed', now)
    return applied.length
  })
}

/**
 * The 'profile-analysis' job (docs/adr/0052): merge, match, apply. Every stage is idempotent, so a
 * run after a crash simply starts over from the merge; a completed analysis is left alone.
 * A resume still being read makes the run wait for a retry, except on the last try, which
 * goes on without it rather than leave the candidate waiting forever.
 */
export async function runProfileAnalysis(
  deps: ProfileAnalysisDeps,
  candidateId: string,
  context: JobContext,
): Promise<void> {
  if (!(await beginProfileAnalysis(deps.db, candidateId, deps.now()))) return
  try {
    const resume = await latestUploadedResume(deps.db, candidateId)
    if (resume?.analysisStatus === 'pending' && !context.lastAttempt) {
      throw new ResumeStillAnalysing('The resume is still being analysed')
    }
    const preferences = await mergeStage(deps, candidateId)
    await matchStage(deps, candidateId, preferences)
    const applied = await applyStage(deps, candidateId)
    deps.logger.info({ candidateId, applied }, 'Profile analysis completed')
  } catch (error) {
    if (context.lastAttempt) {
      const message = error instanceof Error ? error.message : String(error)
      await markProfileAnalysisFailed(deps.db, candidateId, message, deps.now())
    }
    throw error
  }
}
