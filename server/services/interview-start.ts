import type { EngagementKind } from '../db/schema'
import type { AdmissionPlace, InterviewPlaces } from '../interview/admission/interview-admission'
import type { Database } from '../db/client'
import { badRequest, describeWait, notFound, tooManyRequests } from '../errors'
import type { TelephonyProvider } from '../providers/telephony/telephony-provider'
import { findCandidate } from './candidates'
import type { AccessSession } from './auth/access-sessions'
import { createEngagement, engagementStartsAfter, openEngagementIds } from './engagements'
import { takePhoneCallSlot } from './phone-call-slot'
import { retryAfterSeconds } from './retry-after'

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
  /** Hangs up the phone calls a new engagement replaces (they would ring on, billed, otherwise). */
  telephony?: Pick<TelephonyProvider, 'hangUp'>
}

/**
 * The 429 of too many interview starts: the message the setup and phone status screens show
 * (the client shows the server's message for rate_limited), with the real wait.
 */
const tooManyAttempts = (seconds: number) =>
  tooManyRequests(
    `Too many interview attempts. Please try again in ${describeWait(seconds)}.`,
    seconds,
  )

/**
 * 'I agree', for the browser's call or the phone's: the candidate's interview is not done yet
 * and they have not started too many this hour; a phone call also waits for the candidate's
 * previous call to end (phone-call-slot.ts: one call at a time, on every node). A new engagement
 * replaces any open one, and the phone call of one replaced is hung up. The engagement belongs
 * to the sign-in session that agreed (`owner`).
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
  if (recent.length >= ENGAGEMENTS_PER_HOUR)
    throw tooManyAttempts(secondsUntilAnotherStart(recent, now))
  const oneCallAtATime = async (tx: Database, engagementId: string) => {
    const wait = await takePhoneCallSlot(tx, candidateId, engagementId, now)
    if (wait !== undefined) throw tooManyAttempts(wait)
  }
  const started = await createEngagement(
    deps.db,
    owner,
    now,
    kind,
    undefined,
    kind === 'phone' ? oneCallAtATime : undefined,
  )
  deps.interview?.calls.drop(started.abandonedIds)
  // Before a new call rings: the replaced one's stream token no longer opens anything, but its
  // phone would ring on. A provider's hang-up never throws; a failure is its own to log.
  await Promise.allSettled(started.abandonedCallSids.map((sid) => deps.telephony?.hangUp(sid)))
  return { ...started, phone: candidate.phone }
}

/**
 * The real wait, in whole seconds (at least 1), until a start is allowed again: until enough of
 * the hour's starts (oldest first) have left the window to bring their count below the limit.
 * The window excludes its first instant, so a retry after exactly this many seconds is allowed.
 */
function secondsUntilAnotherStart(startsInWindow: readonly Date[], now: Date): number {
  const freeing = startsInWindow[startsInWindow.length - ENGAGEMENTS_PER_HOUR]
  if (!freeing) return 1
  const waitMs = freeing.getTime() + HOUR_MS - now.getTime()
  return retryAfterSeconds(waitMs)
}

/**
 * A place on this node for the candidate's new interview, or undefined when the node is full.
 * Their own open interviews, which the new one replaces, give up their places to it, so a
 * candidate starting again never waits for their own old call.
 */
export async function placeForNewInterview(
  db: Database,
  places: InterviewPlaces,
  candidateId: string,
): Promise<AdmissionPlace | undefined> {
  return places.reserve(await openEngagementIds(db, candidateId))
}
