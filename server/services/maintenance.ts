import { lt, or } from 'drizzle-orm'
import type { Database } from '../db/client'
import { loginSessions, rateLimitCounters, sessions } from '../db/schema'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Deletes rows no rule reads any more: finished rate windows, day-old login sessions (and
 * their codes, by cascade), and sessions a day past their expiry or revocation.
 */
export async function pruneExpiredRows(db: Database, now: Date): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS)
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowStart, dayAgo))
  await db.delete(loginSessions).where(lt(loginSessions.createdAt, dayAgo))
  await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)))
}
