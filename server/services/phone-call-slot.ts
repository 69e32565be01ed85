import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client'
import { engagements, phoneCallSlots } from '../db/schema'
import { OPEN_STATUSES } from './engagements'
import { retryAfterSeconds } from './retry-after'

/**
 * One phone call at a time per candidate. A call rings for 30 s at most (Twilio's Timeout) and
 * is answered or reported over within seconds after that, so a call still counted as live a
 * minute after it was placed is one whose end this server never heard of (a lost callback, a
 * node that died): it stops holding the candidate back then.
 */
export const PHONE_CALL_COOLDOWN_MS = 60_000

/** The slot as read, with the status of the engagement it names (null if that is gone). */
interface HeldSlot {
  engagementId: string
  placedAt: Date
  status: string | null
}

/** Whole seconds (at least 1) until the slot's call stops holding the line, or 0 when it does not. */
function secondsHeld(slot: HeldSlot, now: Date): number {
  if (slot.status === null || !(OPEN_STATUSES as readonly string[]).includes(slot.status)) return 0
  const waitMs = slot.placedAt.getTime() + PHONE_CALL_COOLDOWN_MS - now.getTime()
  if (waitMs <= 0) return 0
  // Never over the cooldown: a request that read its clock a moment before the one that took
  // the line would otherwise count from before the call was placed.
  const cooldownSeconds = Math.ceil(PHONE_CALL_COOLDOWN_MS / 1000)
  return Math.min(cooldownSeconds, retryAfterSeconds(waitMs))
}

/** Compare-and-set attempts before giving up: each failure means another request just won. */
const ATTEMPTS = 3

/**
 * Takes the candidate's phone line for the call of `engagementId`, as the first write of the
 * transaction that creates that engagement. Returns undefined when taken, else the seconds until
 * the call holding it stops counting.
 *
 * The line is free when no call holds it, when the holder's engagement is over, or when the
 * holder was placed PHONE_CALL_COOLDOWN_MS ago. Taking it is a conditional write on the
 * candidate's one row: an update only while the row still names the holder that was judged
 * free, or an insert only while there is no row. Of two requests at once, on any server nodes,
 * the second waits on the first's row lock, then finds the row changed (its write matches
 * nothing), reads again and sees the first's call live.
 */
export async function takePhoneCallSlot(
  tx: Database,
  candidateId: string,
  engagementId: string,
  now: Date,
): Promise<number | undefined> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const [held] = await tx
      .select({
        engagementId: phoneCallSlots.engagementId,
        placedAt: phoneCallSlots.placedAt,
        status: engagements.status,
      })
      .from(phoneCallSlots)
      .leftJoin(engagements, eq(engagements.id, phoneCallSlots.engagementId))
      .where(eq(phoneCallSlots.candidateId, candidateId))
    if (held) {
      const wait = secondsHeld(held, now)
      if (wait > 0) return wait
      const taken = await tx
        .update(phoneCallSlots)
        .set({ engagementId, placedAt: now })
        .where(
          and(
            eq(phoneCallSlots.candidateId, candidateId),
            eq(phoneCallSlots.engagementId, held.engagementId),
          ),
        )
        .returning({ candidateId: phoneCallSlots.candidateId })
      if (taken.length > 0) return undefined
    } else {
      const taken = await tx
        .insert(phoneCallSlots)
        .values({ candidateId, engagementId, placedAt: now })
        .onConflictDoNothing()
        .returning({ candidateId: phoneCallSlots.candidateId })
      if (taken.length > 0) return undefined
    }
  }
  // Another request took the line each time: a call was placed a moment ago.
  return Math.ceil(PHONE_CALL_COOLDOWN_MS / 1000)
}

/**
 * The call of this engagement has ended (the provider said so, or its media stream closed): the
 * candidate may be called again at once. Only while the slot still names this call: the late
 * report of a call already replaced frees nothing.
 */
export async function releasePhoneCallSlot(db: Database, engagementId: string): Promise<void> {
  await db.delete(phoneCallSlots).where(
    and(
      // The candidate's row by its key (the slot has no index on the engagement).
      inArray(
        phoneCallSlots.candidateId,
        db
          .select({ candidateId: engagements.candidateId })
          .from(engagements)
          .where(eq(engagements.id, engagementId)),
      ),
      eq(phoneCallSlots.engagementId, engagementId),
    ),
  )
}
