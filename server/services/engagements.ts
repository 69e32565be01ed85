import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, asc, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { EngagementStatus, PhoneCallOutcome } from '../../contract/interview'
import type { Database } from '../db/client'
import {
  candidates,
  engagements,
  phoneCallSlots,
  sessions,
  type EngagementKind,
} from '../db/schema'
import {
  createInterview,
  filledSlots,
  type InterviewState,
  type Preferences,
} from '../interview/dialogue'
import type { EngagementProgress } from '../interview/agent/interview-record'
import type { JobQueue } from '../queue/job-queue'
import { appLanguageOrEnglish } from './app-language'
import { completedOnce } from './candidates'
import { loadProfileBeforeInterview } from './interview-preparation'
import { profileSlots } from './profile-slots'
import { queueProfileAnalysis } from './profile-analysis/analysis-record'
import { verifyAccessToken, type AccessSession } from './auth/access-sessions'

/**
 * The interview engagement record: created by 'I agree', connecting ->
 * in_progress -> completed (or abandoned), with the questions, answers and slots as they come.
 */
export type EngagementRow = typeof engagements.$inferSelect

/**
 * How long a call token opens its call. The browser's outlives the longest interview plus a
 * reconnect or two, never the whole day; the phone's media stream connects once, when the
 * candidate picks up, so its token lives only as long as a call rings and connects.
 */
const CALL_TOKEN_TTL_MS: Record<EngagementKind, number> = {
  web: 60 * 60 * 1000,
  phone: 10 * 60 * 1000,
}

export const OPEN_STATUSES: readonly EngagementStatus[] = ['connecting', 'in_progress']

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The interview's opening state: what the profile and onboarding already answer is skipped, and
 * it is held in the candidate's app language.
 */
async function openingState(
  db: Database,
  candidateId: string,
  productName: string,
  channel: EngagementKind,
): Promise<InterviewState> {
  // The candidate row read for the titles also holds the name and the app language.
  const { candidate, known } = await loadProfileBeforeInterview(db, candidateId)
  const fromProfile = profileSlots(known)
  return createInterview({
    knownSlots: filledSlots(fromProfile),
    fromProfile,
    candidateName: candidate?.firstName ?? candidate?.fullName ?? known.resume?.personalInfo.name,
    productName,
    channel,
    // The interview is in the candidate's language from the greeting.
    language: appLanguageOrEnglish(candidate?.appLanguage),
  })
}

/**
 * 'I agree': a new engagement with its own call token (returned once; only its hash is kept),
 * bound to the sign-in session that agreed. Consent completes onboarding step 3; any
 * earlier unfinished engagement of the candidate is abandoned, so only one call is ever live.
 * Returns the ids of those abandoned, and the provider's ids of their phone calls (to hang up).
 * `admit` runs first in the transaction, before anything is written; what it throws refuses the
 * engagement and writes nothing.
 */
export async function createEngagement(
  db: Database,
  owner: AccessSession,
  now: Date,
  kind: EngagementKind,
  productName = 'Hirelane',
  admit?: (tx: Database, engagementId: string) => Promise<void>,
): Promise<{
  engagementId: string
  token: string
  abandonedIds: string[]
  abandonedCallSids: string[]
  state: InterviewState
}> {
  const { candidateId, sessionId } = owner
  const state = await openingState(db, candidateId, productName, kind)
  const engagementId = randomUUID()
  const token = randomBytes(32).toString('base64url')
  const abandoned = await db.transaction(async (tx) => {
    await admit?.(tx, engagementId)
    const abandoned = await tx
      .update(engagements)
      .set({ status: 'abandoned', endedAt: now, updatedAt: now })
      .where(
        and(
          eq(engagements.candidateId, candidateId),
          inArray(engagements.status, [...OPEN_STATUSES]),
        ),
      )
      .returning({ id: engagements.id, callSid: engagements.callSid })
    await tx.insert(engagements).values({
      id: engagementId,
      candidateId,
      sessionId,
      kind,
      status: 'connecting',
      tokenHash: hashToken(token),
      tokenExpiresAt: new Date(now.getTime() + CALL_TOKEN_TTL_MS[kind]),
      interviewState: state,
      createdAt: now,
      updatedAt: now,
    })
    await tx
      .update(candidates)
      .set({
        step3CompletedAt: completedOnce(candidates.step3CompletedAt, now),
        updatedAt: now,
      })
      .where(eq(candidates.id, candidateId))
    return abandoned
  })
  return {
    engagementId,
    token,
    abandonedIds: abandoned.map((row) => row.id),
    abandonedCallSids: abandoned.flatMap((row) => (row.callSid ? [row.callSid] : [])),
    state,
  }
}

/** The candidate's interviews still open (a new start ends them). */
export async function openEngagementIds(db: Database, candidateId: string): Promise<string[]> {
  const rows = await db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.candidateId, candidateId),
        inArray(engagements.status, [...OPEN_STATUSES]),
      ),
    )
  return rows.map((row) => row.id)
}

export async function findEngagement(
  db: Database,
  engagementId: string,
): Promise<EngagementRow | undefined> {
  const [row] = await db.select().from(engagements).where(eq(engagements.id, engagementId))
  return row
}

/**
 * The web engagement a signalling socket may join: the token matches (constant-time), has not
 * expired, the interview is still open, and the sign-in session that agreed is still live (not
 * logged out, revoked, expired or deleted with its candidate). Anything else is undefined, with
 * no hint why.
 */
export async function engagementForCallToken(
  db: Database,
  engagementId: string,
  token: string,
  now: Date,
): Promise<EngagementRow | undefined> {
  const [found] = await db
    .select({ row: engagements, session: sessions })
    .from(engagements)
    .leftJoin(sessions, eq(sessions.id, engagements.sessionId))
    .where(eq(engagements.id, engagementId))
  if (!found || found.row.kind !== 'web') return undefined
  const { row, session } = found
  const expected = Buffer.from(row.tokenHash, 'hex')
  const given = Buffer.from(hashToken(token), 'hex')
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  if (row.tokenExpiresAt.getTime() <= now.getTime()) return undefined
  if (!session || !sessionIsLive(session, row.candidateId, now)) return undefined
  return OPEN_STATUSES.includes(row.status) ? row : undefined
}

/**
 * Whether an access token proves the sign-in session that started this web engagement (the
 * signalling socket's first message, docs/adr/0090): the token is valid and its session live, the
 * session is the engagement's own, and the interview is still open. Only such a socket may join
 * the call or replace its live connection.
 */
export async function provesCallSession(
  db: Database,
  jwtKey: Uint8Array,
  engagementId: string,
  accessToken: string,
  now: Date,
): Promise<boolean> {
  const session = await verifyAccessToken(db, jwtKey, accessToken, now)
  if (!session) return false
  const row = await findEngagement(db, engagementId)
  return (
    row !== undefined &&
    row.kind === 'web' &&
    row.sessionId === session.sessionId &&
    row.candidateId === session.candidateId &&
    OPEN_STATUSES.includes(row.status)
  )
}

/**
 * Logout: the open web interviews the session started are abandoned (their call tokens stopped
 * opening them with the session); returns their ids, whose live calls end now. A phone
 * interview goes on: its media stream is the provider's, not the browser's.
 */
export async function abandonCallsOfSession(
  db: Database,
  sessionId: string,
  now: Date,
): Promise<string[]> {
  const abandoned = await db
    .update(engagements)
    .set({ status: 'abandoned', endedAt: now, updatedAt: now })
    .where(
      and(
        eq(engagements.sessionId, sessionId),
        eq(engagements.kind, 'web'),
        inArray(engagements.status, [...OPEN_STATUSES]),
      ),
    )
    .returning({ id: engagements.id })
  return abandoned.map((row) => row.id)
}

/** A session row that still stands for its candidate: not revoked, not expired. */
const sessionIsLive = (
  session: typeof sessions.$inferSelect,
  candidateId: string,
  now: Date,
): boolean =>
  session.candidateId === candidateId &&
  !session.revokedAt &&
  session.expiresAt.getTime() > now.getTime()

/**
 * The phone engagement a media stream may join: its URL carries only the token (Twilio drops a
 * stream URL's query string), looked up by its hash; unexpired, and the interview still open.
 */
export async function engagementForStreamToken(
  db: Database,
  token: string,
  now: Date,
): Promise<EngagementRow | undefined> {
  const [row] = await db
    .select()
    .from(engagements)
    .where(and(eq(engagements.tokenHash, hashToken(token)), eq(engagements.kind, 'phone')))
  if (!row || row.tokenExpiresAt.getTime() <= now.getTime()) return undefined
  return OPEN_STATUSES.includes(row.status) ? row : undefined
}

/**
 * Keeps the provider's id of a phone engagement's call (to hang it up on voicemail, or when a
 * newer interview replaces it). False when the engagement was no longer open by then: it was
 * replaced while the call was being placed, and the call must be hung up.
 */
export async function recordCallSid(
  db: Database,
  engagementId: string,
  callSid: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(engagements)
    .set({ callSid, updatedAt: now })
    .where(eq(engagements.id, engagementId))
    .returning({ status: engagements.status })
  return row !== undefined && OPEN_STATUSES.includes(row.status)
}

/**
 * A phone engagement whose call waits for room on a full node (services/queued-phone-call.ts):
 * still connecting, and not yet taken out of waiting to be placed.
 */
export const isWaitingForRoom = (row: Pick<EngagementRow, 'kind' | 'status' | 'queuedAt'>) =>
  row.kind === 'phone' && row.status === 'connecting' && row.queuedAt !== null

/**
 * The call of a new phone engagement waits for room (in `tx`, with the job that places it). Its
 * call token is never used (placing the call issues a new one), so it is kept only as long as
 * the wait and a call's ring: the hourly sweep abandons the engagement only if its job was lost.
 * False when the engagement was no longer waiting to be called.
 */
export async function markWaitingForRoom(
  tx: Database,
  engagementId: string,
  now: Date,
  waitMs: number,
): Promise<boolean> {
  const marked = await tx
    .update(engagements)
    .set({
      queuedAt: now,
      tokenExpiresAt: new Date(now.getTime() + waitMs + CALL_TOKEN_TTL_MS.phone),
      updatedAt: now,
    })
    .where(
      and(
        eq(engagements.id, engagementId),
        eq(engagements.kind, 'phone'),
        eq(engagements.status, 'connecting'),
        isNull(engagements.callSid),
      ),
    )
    .returning({ id: engagements.id })
  return marked.length > 0
}

/**
 * A waiting call's turn to ring: taken out of waiting, with a new call token for its media
 * stream (the first one was returned once and never stored) valid from now. Only one run gets
 * it, so a job run twice rings once. The candidate's phone line counts this call from now (one
 * call at a time: phone-call-slot.ts), as if 'Call me' had placed it now. Undefined when the
 * engagement no longer waits (replaced, ended, or taken by another run).
 */
export async function claimQueuedCall(
  db: Database,
  engagementId: string,
  now: Date,
): Promise<{ token: string } | undefined> {
  const token = randomBytes(32).toString('base64url')
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(engagements)
      .set({
        queuedAt: null,
        tokenHash: hashToken(token),
        tokenExpiresAt: new Date(now.getTime() + CALL_TOKEN_TTL_MS.phone),
        updatedAt: now,
      })
      .where(
        and(
          eq(engagements.id, engagementId),
          eq(engagements.kind, 'phone'),
          eq(engagements.status, 'connecting'),
          isNotNull(engagements.queuedAt),
          isNull(engagements.callSid),
        ),
      )
      .returning({ candidateId: engagements.candidateId })
    if (!claimed) return undefined
    await tx
      .update(phoneCallSlots)
      .set({ placedAt: now })
      .where(
        and(
          eq(phoneCallSlots.candidateId, claimed.candidateId),
          eq(phoneCallSlots.engagementId, engagementId),
        ),
      )
    return { token }
  })
}

/**
 * A phone call that never reached the interview (no answer, busy, failed, hung up at once) ends
 * its engagement with that outcome. Only while still connecting: once the media stream started,
 * the interview agent owns the record, except for voicemail (`evenIfStarted`: the recruiter was
 * talking to a machine). False when the engagement was no longer in such a state.
 */
export async function endUnconnectedCall(
  db: Database,
  engagementId: string,
  outcome: PhoneCallOutcome | 'abandoned',
  now: Date,
  { evenIfStarted = false } = {},
): Promise<boolean> {
  const from: EngagementStatus[] = evenIfStarted ? [...OPEN_STATUSES] : ['connecting']
  const ended = await db
    .update(engagements)
    .set({ status: outcome, endedAt: now, updatedAt: now })
    .where(
      and(
        eq(engagements.id, engagementId),
        eq(engagements.kind, 'phone'),
        inArray(engagements.status, from),
      ),
    )
    .returning({ id: engagements.id })
  return ended.length > 0
}

const progressColumns = (progress: EngagementProgress) => ({
  interviewState: progress.state,
  questions: progress.questions,
  answers: progress.answers,
  slots: progress.slots,
})

/** Saves the interview so far; false when the engagement is no longer open (it was replaced). */
export async function saveEngagementProgress(
  db: Database,
  engagementId: string,
  progress: EngagementProgress & { startedAt?: Date },
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(engagements)
    .set({
      ...progressColumns(progress),
      ...(progress.startedAt
        ? {
            status: 'in_progress' as const,
            startedAt: completedOnce(engagements.startedAt, progress.startedAt),
          }
        : {}),
      updatedAt: now,
    })
    .where(and(eq(engagements.id, engagementId), inArray(engagements.status, [...OPEN_STATUSES])))
    .returning({ id: engagements.id })
  return updated.length > 0
}

/**
 * The interview is over: the engagement is completed, onboarding step 4 is done, the
 * preferences it produced are stored on the candidate and the profile analysis is queued, all
 * in one transaction. False when the engagement was no longer open.
 */
export async function completeEngagement(
  db: Database,
  queue: JobQueue,
  engagementId: string,
  progress: EngagementProgress & { preferences: Preferences },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(engagements)
      .set({ ...progressColumns(progress), status: 'completed', endedAt: now, updatedAt: now })
      .where(and(eq(engagements.id, engagementId), inArray(engagements.status, [...OPEN_STATUSES])))
      .returning({ candidateId: engagements.candidateId })
    if (!row) return false
    await tx
      .update(candidates)
      .set({
        preferences: progress.preferences,
        preferencesUpdatedAt: now,
        step4CompletedAt: completedOnce(candidates.step4CompletedAt, now),
        updatedAt: now,
      })
      .where(eq(candidates.id, row.candidateId))
    await queueProfileAnalysis(tx, queue, row.candidateId, engagementId, now)
    return true
  })
}

/** The candidate left and did not come back in time. */
export async function abandonEngagement(
  db: Database,
  engagementId: string,
  progress: EngagementProgress,
  now: Date,
): Promise<boolean> {
  const updated = await db
    .update(engagements)
    .set({ ...progressColumns(progress), status: 'abandoned', endedAt: now, updatedAt: now })
    .where(and(eq(engagements.id, engagementId), inArray(engagements.status, [...OPEN_STATUSES])))
    .returning({ id: engagements.id })
  return updated.length > 0
}

/**
 * When the candidate started each engagement after `since` (the retry limit's window, which
 * excludes its first instant), oldest first.
 */
export async function engagementStartsAfter(
  db: Database,
  candidateId: string,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: engagements.createdAt })
    .from(engagements)
    .where(and(eq(engagements.candidateId, candidateId), gt(engagements.createdAt, since)))
    .orderBy(asc(engagements.createdAt))
  return rows.map((row) => row.createdAt)
}
