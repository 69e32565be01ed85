import { randomUUID } from 'node:crypto'
import { and, desc, eq, gt, or } from 'drizzle-orm'
import type { ScheduledCall } from '../../../contract/call-scheduling'
import { callingHoursOf, type TelephonyConfig } from '../../config'
import type { Database } from '../../db/client'
import { scheduledCalls, type ScheduledCallStatus } from '../../db/schema'
import { badRequest, notFound } from '../../errors'
import type { JobQueue } from '../../queue/job-queue'
import { hasCallConsent } from './call-consent'
import { findCandidate } from '../candidates'
import { phoneInterviewUnavailable } from '../phone-interview'
import { callingSlotFor } from './calling-slot'

/**
 * A phone interview to ring later, at a slot within calling hours: a reminder (push and SMS)
 * a few minutes before, then the call, both on the durable queue. One waiting call per
 * candidate: scheduling again replaces it. Cancelling, or a new one, leaves the old jobs to
 * find their call no longer waiting.
 */

/** How long before the call the reminder goes. */
const REMINDER_LEAD_MS = 5 * 60 * 1000

const shown = (row: typeof scheduledCalls.$inferSelect): ScheduledCall => ({
  id: row.id,
  at: row.at.toISOString(),
  timeZone: row.timeZone,
  status: row.status,
  engagementId: row.engagementId,
})

const secondsUntil = (at: Date, now: Date) =>
  Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 1000))

export async function scheduleCall(
  db: Database,
  queue: JobQueue,
  request: { candidateId: string; sessionId: string; at: Date; telephony: TelephonyConfig },
  now: Date,
): Promise<ScheduledCall> {
  // A server that places no calls could never ring it: said now, as 'Call me' says it.
  if (request.telephony.provider === 'none') throw phoneInterviewUnavailable()
  const candidate = await findCandidate(db, request.candidateId)
  if (!candidate) throw notFound('Candidate not found.')
  if (!(await hasCallConsent(db, candidate.id, candidate.phone)))
    throw badRequest('Please agree to be called before scheduling a call.')
  if (request.at.getTime() <= now.getTime()) throw badRequest('at must be in the future')
  // Without calling hours (the dev phone) any time serves; the zone still says how to show it.
  const hours = callingHoursOf(request.telephony)
  const slot = await callingSlotFor(candidate, hours, request.at)
  if (!slot.allowed) throw badRequest('at must be within calling hours where you are', slot.details)

  return db.transaction(async (tx) => {
    await tx
      .update(scheduledCalls)
      .set({ status: 'cancelled' })
      .where(
        and(eq(scheduledCalls.candidateId, candidate.id), eq(scheduledCalls.status, 'scheduled')),
      )
    const id = randomUUID()
    const [row] = await tx
      .insert(scheduledCalls)
      .values({
        id,
        candidateId: candidate.id,
        sessionId: request.sessionId,
        at: request.at,
        timeZone: slot.details.timeZone,
        status: 'scheduled',
        createdAt: now,
      })
      .returning()
    const reminderAt = new Date(request.at.getTime() - REMINDER_LEAD_MS)
    await queue.send(
      'scheduled-call-reminder',
      { scheduledCallId: id },
      { tx, startAfterSeconds: secondsUntil(reminderAt, now) },
    )
    await queue.send(
      'scheduled-call',
      { scheduledCallId: id },
      { tx, startAfterSeconds: secondsUntil(request.at, now) },
    )
    return shown(row!)
  })
}

/** A placed call is still news to the app this long after its time: it follows it there. */
const JUST_PLACED_MS = 30 * 60 * 1000

/** The candidate's waiting call, or the one that just rang, or null. */
export async function latestScheduledCall(
  db: Database,
  candidateId: string,
  now: Date,
): Promise<ScheduledCall | null> {
  const [row] = await db
    .select()
    .from(scheduledCalls)
    .where(
      and(
        eq(scheduledCalls.candidateId, candidateId),
        or(
          eq(scheduledCalls.status, 'scheduled'),
          and(
            eq(scheduledCalls.status, 'placed'),
            gt(scheduledCalls.at, new Date(now.getTime() - JUST_PLACED_MS)),
          ),
        ),
      ),
    )
    .orderBy(desc(scheduledCalls.createdAt))
    .limit(1)
  return row ? shown(row) : null
}

/** The engagement the placed call started. */
export async function recordPlacedEngagement(
  db: Database,
  scheduledCallId: string,
  engagementId: string,
): Promise<void> {
  await db
    .update(scheduledCalls)
    .set({ engagementId })
    .where(eq(scheduledCalls.id, scheduledCallId))
}

/** The waiting call will not ring; answers it as cancelled, or null when none was waiting. */
export async function cancelScheduledCall(
  db: Database,
  candidateId: string,
): Promise<ScheduledCall | null> {
  const [row] = await db
    .update(scheduledCalls)
    .set({ status: 'cancelled' })
    .where(and(eq(scheduledCalls.candidateId, candidateId), eq(scheduledCalls.status, 'scheduled')))
    .returning()
  return row ? shown(row) : null
}

/** A waiting call by id, for its jobs; undefined once cancelled, replaced, placed or missed. */
export async function stillWaiting(db: Database, scheduledCallId: string) {
  const [row] = await db
    .select()
    .from(scheduledCalls)
    .where(and(eq(scheduledCalls.id, scheduledCallId), eq(scheduledCalls.status, 'scheduled')))
  return row
}

/**
 * Moves the call on from `from` by a conditional update, so a job handed out twice places one
 * call: true when this run moved it.
 */
export async function markCall(
  db: Database,
  scheduledCallId: string,
  from: ScheduledCallStatus,
  to: ScheduledCallStatus,
): Promise<boolean> {
  const moved = await db
    .update(scheduledCalls)
    .set({ status: to })
    .where(and(eq(scheduledCalls.id, scheduledCallId), eq(scheduledCalls.status, from)))
    .returning({ id: scheduledCalls.id })
  return moved.length > 0
}
