import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  applicationFeedback,
  applicationStateHistory,
  applications,
  candidates,
  dataExports,
  engagements,
  idempotencyKeys,
  interviewPersonRequests,
  jobMatches,
  loginSessions,
  otpCodes,
  phoneLoginState,
  profileAnalyses,
  profileImages,
  pushSubscriptions,
  resumes,
  sessions,
  unseenApplicationUpdates,
} from '../../db/schema'

/**
 * Every row of one candidate, table by table (docs/adr/0064). A table that gains a candidate
 * column belongs here: the deletion test scans every table of the schema and fails until it is.
 */

/** What a deletion needs to know before the rows go: the ids other places name. */
interface CandidateFootprint {
  candidateId: string
  /** E.164: sign-in state is kept by phone. */
  phone: string
  engagementIds: string[]
  /** Their sign-in sessions not revoked yet: each is revoked on every server node once the rows are gone. */
  sessionIds: string[]
  resumeIds: string[]
  applicationIds: string[]
}

/** The candidate row locked for the deletion, with the ids of their rows; undefined when gone. */
export async function lockCandidateFootprint(
  tx: Database,
  candidateId: string,
): Promise<CandidateFootprint | undefined> {
  const [candidate] = await tx
    .select({ phone: candidates.phone })
    .from(candidates)
    .where(eq(candidates.id, candidateId))
    .for('update')
  if (!candidate) return undefined
  const ids = <T extends { id: string }>(rows: T[]) => rows.map((row) => row.id)
  // One after another: a transaction is one connection, which runs one query at a time anyway
  // (pg deprecates queuing them on a client).
  const engagementRows = await tx
    .select({ id: engagements.id })
    .from(engagements)
    .where(eq(engagements.candidateId, candidateId))
  // A revoked session's calls ended with its revocation.
  const sessionRows = await tx
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.candidateId, candidateId), isNull(sessions.revokedAt)))
  const resumeRows = await tx
    .select({ id: resumes.id })
    .from(resumes)
    .where(eq(resumes.candidateId, candidateId))
  const applicationRows = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.candidateId, candidateId))
  return {
    candidateId,
    phone: candidate.phone,
    engagementIds: ids(engagementRows),
    sessionIds: ids(sessionRows),
    resumeIds: ids(resumeRows),
    applicationIds: ids(applicationRows),
  }
}

/**
 * Deletes every row of the candidate, children first. Most would also go by the foreign keys'
 * cascades; naming each table keeps the list readable and covers the ones keyed by phone.
 */
export async function deleteCandidateRows(tx: Database, footprint: CandidateFootprint) {
  const { candidateId, phone } = footprint
  // Their devices get nothing more: no endpoint or key of theirs is kept.
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.candidateId, candidateId))
  await tx
    .delete(unseenApplicationUpdates)
    .where(eq(unseenApplicationUpdates.candidateId, candidateId))
  await tx.delete(applicationFeedback).where(eq(applicationFeedback.candidateId, candidateId))
  await tx
    .delete(applicationStateHistory)
    .where(eq(applicationStateHistory.candidateId, candidateId))
  await tx.delete(applications).where(eq(applications.candidateId, candidateId))
  await tx.delete(jobMatches).where(eq(jobMatches.candidateId, candidateId))
  await tx.delete(profileAnalyses).where(eq(profileAnalyses.candidateId, candidateId))
  await tx.delete(engagements).where(eq(engagements.candidateId, candidateId))
  await tx
    .delete(interviewPersonRequests)
    .where(eq(interviewPersonRequests.candidateId, candidateId))
  await tx.delete(resumes).where(eq(resumes.candidateId, candidateId))
  await tx.delete(profileImages).where(eq(profileImages.candidateId, candidateId))
  // Their 'Download my data' archives: the blobs go with the prefix erasure above.
  await tx.delete(dataExports).where(eq(dataExports.candidateId, candidateId))
  await tx.delete(idempotencyKeys).where(eq(idempotencyKeys.candidateId, candidateId))
  // The access tokens die with their sessions: the next request with one is a 401.
  await tx.delete(sessions).where(eq(sessions.candidateId, candidateId))
  await tx.delete(candidates).where(eq(candidates.id, candidateId))
  // Sign-in state: codes, login attempts and the failure count of this phone.
  await tx.delete(otpCodes).where(eq(otpCodes.phone, phone))
  await tx.delete(loginSessions).where(eq(loginSessions.phone, phone))
  await tx.delete(phoneLoginState).where(eq(phoneLoginState.phone, phone))
}
