import { lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { rateLimitBuckets } from '../db/schema'
import { retryAfterSeconds } from './retry-after'

export interface BucketHit {
  allowed: boolean
  /** Seconds until the bucket holds one token again (at least 1); meaningful when refused. */
  retryAfterSeconds: number
}

export interface BucketOptions {
  bucket: string
  /** The bucket's capacity, and how many tokens come back per window. */
  limit: number
  windowMs: number
  now: Date
}

/**
 * Takes one token from a token bucket (e.g. per IP: `limit` per hour): the bucket holds at most
 * `limit` tokens and refills continuously at `limit` per `windowMs`, so no moment lets more than
 * `limit` through at once (a fixed hourly window let twice that through around the hour). A
 * refused hit takes nothing. One atomic upsert computes the refill from the stored row and takes
 * a token only if one is there, so concurrent requests on any number of server processes never
 * lose or double-count a hit. A missing row is a full bucket.
 */
export async function hitTokenBucket(db: Database, options: BucketOptions): Promise<BucketHit> {
  const { bucket, limit, windowMs, now } = options
  const capacity = sql`${limit}::double precision`
  const window = sql`${windowMs}::double precision`
  const t = rateLimitBuckets
  // Every expression below reads the row as it was before this hit. A clock behind the stored
  // one (another process) refills nothing and never moves the bucket back in time.
  const at = sql`GREATEST(${t.refilledAt}, ${now.toISOString()}::timestamptz)`
  const elapsedMs = sql`(EXTRACT(EPOCH FROM (${at} - ${t.refilledAt})) * 1000)::double precision`
  const available = sql`LEAST(${capacity}, ${t.tokens} + ${elapsedMs} * ${capacity} / ${window})`
  // Within a billionth of a token counts as whole: floating-point rounding must not refuse a
  // client that waited exactly its Retry-After.
  const allowed = sql`(${available} >= 1 - 1e-9)`
  const tokensLeft = sql`(CASE WHEN ${allowed} THEN GREATEST(0, ${available} - 1) ELSE ${available} END)`
  const fullAt = sql`${at} + ((${capacity} - ${tokensLeft}) * ${window} / ${capacity}) * INTERVAL '1 millisecond'`

  const [row] = await db
    .insert(t)
    .values({
      bucket,
      tokens: limit - 1,
      refilledAt: now,
      fullAt: new Date(now.getTime() + windowMs / limit),
      lastHitAllowed: true,
    })
    .onConflictDoUpdate({
      target: t.bucket,
      set: { tokens: tokensLeft, refilledAt: at, fullAt, lastHitAllowed: allowed },
    })
    .returning({ tokens: t.tokens, refilledAt: t.refilledAt, allowed: t.lastHitAllowed })
  if (!row) throw new Error(`The rate limit upsert of ${bucket} returned no row.`)

  const untilOneTokenMs =
    row.refilledAt.getTime() - now.getTime() + ((1 - row.tokens) * windowMs) / limit
  return {
    allowed: row.allowed,
    retryAfterSeconds: retryAfterSeconds(untilOneTokenMs),
  }
}

/** Deletes buckets that are full again: a missing row is a full bucket, so nothing changes. */
export async function pruneFullBuckets(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimitBuckets).where(lte(rateLimitBuckets.fullAt, now))
}
