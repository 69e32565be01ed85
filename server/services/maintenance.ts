import { and, inArray, lt, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { engagements, loginSessions, sessions } from '../db/schema'
import { OPEN_STATUSES } from './engagements'
import { pruneIdempotencyKeys } from './idempotency'
import { pruneFullBuckets } from './rate-limit'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes rows no rule reads any more: rate-limit buckets full again, day-old login sessions (and
 * their codes, by cascade), sessions a day past their expiry or revocation, and
 * Idempotency-Key records past their 24 hours. Interviews
 * still open after their call token expired (the server restarted while the candidate was
 * away, so no session was left to time them out) are marked abandoned.
 */
export async function pruneExpiredRows(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  await pruneFullBuckets(db, now)
  await db.delete(loginSessions).where(lt(loginSessions.createdAt, dayAgo))
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
  await pruneIdempotencyKeys(db, now)
  await db
    .update(engagements)
    .set({ status: 'abandoned', endedAt: now, updatedAt: now })
    .where(
      and(inArray(engagements.status, [...OPEN_STATUSES]), lt(engagements.tokenExpiresAt, now)),
    )
}
