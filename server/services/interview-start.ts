import type { EngagementKind } from '../db/schema'
import type { Database } from '../db/client'
import { badRequest, notFound, tooManyRequests } from '../errors'
import { findCandidate } from './candidates'
import type { AccessSession } from './auth/access-sessions'
import { createEngagement, engagementsCreatedSince } from './engagements'

/** A candidate retrying a failing call gets a new engagement each time; this many an hour. */
export const ENGAGEMENTS_PER_HOUR = 20
const HOUR_MS = 60 * 60 * 1000

export interface InterviewStartDeps {
  db: Database
  /** The live calls of this process: those a new engagement replaces end now. */
  interview?: { calls: { drop(engagementIds: readonly string[]): void } }
}

/**
 * 'I agree', for the browser's call or the phone's: the candidate's interview is not done yet
 * and they have not started too many this hour; a new engagement replaces any open one. The
 * engagement belongs to the sign-in session that agreed (`owner`).
 */
export async function startInterview(
  deps: InterviewStartDeps,
  owner: AccessSession,
  kind: EngagementKind,
  now: Date,
) {
  const { candidateId } = owner
  const candidate = await findCandidate(deps.db, candidateId)
  if (!candidate) throw notFound('Candidate not found.')
  if (candidate.step4CompletedAt) throw badRequest('The interview is already complete.')
  const recent = await engagementsCreatedSince(
    deps.db,
    candidateId,
    new Date(now.getTime() - HOUR_MS),
  )
  if (recent >= ENGAGEMENTS_PER_HOUR) {
    throw tooManyRequests('Too many interview attempts. Please try again in an hour.', 3600)
  }
  const started = await createEngagement(deps.db, owner, now, kind)
  deps.interview?.calls.drop(started.abandonedIds)
  return { ...started, phone: candidate.phone }
}
