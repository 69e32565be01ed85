import type { EngagementKind } from '../db/schema'
import type { Database } from '../db/client'
import { badRequest, describeWait, notFound, tooManyRequests } from '../errors'
import { findCandidate } from './candidates'
import type { AccessSession } from './auth/access-sessions'
import { createEngagement, engagementStartsAfter } from './engagements'

/**
 * A candidate retrying a failing call gets a new engagement each time; this many in any hour
 * (a sliding window over their engagements: no counter row of theirs to erase on deletion).
 */
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
  const recent = await engagementStartsAfter(
    deps.db,
    candidateId,
    new Date(now.getTime() - HOUR_MS),
  )
  if (recent.length >= ENGAGEMENTS_PER_HOUR) {
    const seconds = secondsUntilAnotherStart(recent, now)
    throw tooManyRequests(
      `Too many interview attempts. Please try again in ${describeWait(seconds)}.`,
      seconds,
    )
  }
  const started = await createEngagement(deps.db, owner, now, kind)
  deps.interview?.calls.drop(started.abandonedIds)
  return { ...started, phone: candidate.phone }
}

/**
 * The real wait, in whole seconds (at least 1), until a start is allowed again: until enough of
 * the hour's starts (oldest first) have left the window to bring their count below the limit.
 * The window excludes its first instant, so a retry after exactly this many seconds is allowed.
 */
export function secondsUntilAnotherStart(startsInWindow: readonly Date[], now: Date): number {
  const freeing = startsInWindow[startsInWindow.length - ENGAGEMENTS_PER_HOUR]
  if (!freeing) return 1
  const waitMs = freeing.getTime() + HOUR_MS - now.getTime()
  // Whole milliseconds first, so floating-point dust never adds a second (as hitTokenBucket).
  return Math.max(1, Math.ceil(Math.round(waitMs) / 1000))
}
