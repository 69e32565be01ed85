import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitCounters } from '../db/schema'

export interface WindowHit {
  allowed: boolean
  count: number
  /** Seconds until the current window ends. */
  retryAfterSeconds: number
}

/**
 * Counts one hit in a fixed window (e.g. per IP per hour) and says whether it stays within
 * the limit. One atomic upsert, so concurrent requests never lose a count.
 */
export async function hitFixedWindow(
  db: Database,
  options: { bucket: string; limit: number; windowMs: number; now: Date },
): Promise<WindowHit> {
  const nowMs = options.now.getTime()
  const windowStartMs = Math.floor(nowMs / options.windowMs) * options.windowMs
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket: options.bucket, windowStart: new Date(windowStartMs), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count })
  const count = row?.count ?? 1
  return {
    allowed: count <= options.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + options.windowMs - nowMs) / 1000)),
  }
}
