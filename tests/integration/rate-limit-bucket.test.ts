import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, type Database, type DatabaseHandle } from '../../server/db/client'
import { rateLimitBuckets } from '../../server/db/schema'
import { pruneExpiredRows } from '../../server/services/maintenance'
import { hitTokenBucket, type BucketHit } from '../../server/services/rate-limit'
import { createPostgresDatabase, describeEachDatabase } from './support/databases'

const HOUR_MS = 60 * 60 * 1000
const START = new Date('2026-03-02T14:00:00.000Z')

const at = (ms: number) => new Date(START.getTime() + ms)
const seconds = (s: number) => s * 1000

/** `count` hits on one bucket, one after another, at the same moment. */
async function hits(db: Database, count: number, now: Date, limit = 10): Promise<BucketHit[]> {
  const results: BucketHit[] = []
  for (let i = 0; i < count; i += 1) {
    results.push(await hitTokenBucket(db, { bucket: 'test:ip:1', limit, windowMs: HOUR_MS, now }))
  }
  return results
}

const allowedCount = (results: BucketHit[]) => results.filter((hit) => hit.allowed).length

describeEachDatabase('rate limits as token buckets', (database) => {
  it('lets the limit through, then refuses with the wait for one token', async () => {
    const first = await hits(database.db, 10, START)
    expect(allowedCount(first)).toBe(10)
    const [eleventh] = await hits(database.db, 1, START)
    // 10 an hour: one token every 6 minutes.
    expect(eleventh).toEqual({ allowed: false, retryAfterSeconds: 360 })
    const [later] = await hits(database.db, 1, at(seconds(100)))
    expect(later).toEqual({ allowed: false, retryAfterSeconds: 260 })
  })

  it('refuses a second batch just after the hour (the fixed window let it through)', async () => {
    const beforeHour = at(HOUR_MS - seconds(1)) // 14:59:59
    const afterHour = at(HOUR_MS + seconds(1)) // 15:00:01
    expect(allowedCount(await hits(database.db, 10, beforeHour))).toBe(10)
    const second = await hits(database.db, 10, afterHour)
    expect(allowedCount(second)).toBe(0)
    // 2 seconds gave back 2/360 of a token: a whole one is 358 seconds away.
    expect(second.map((hit) => hit.retryAfterSeconds)).toEqual(Array(10).fill(358))
  })

  it('refills at the limit per window, in proportion to the time passed', async () => {
    expect(allowedCount(await hits(database.db, 10, START))).toBe(10)
    // Waiting exactly the Retry-After gives one hit back, and no more.
    expect(allowedCount(await hits(database.db, 3, at(seconds(360))))).toBe(1)
    // A quarter of an hour later: 2.5 tokens, so 2 hits, and half a token left.
    const quarter = await hits(database.db, 3, at(seconds(360 + 900)))
    expect(quarter.map((hit) => hit.allowed)).toEqual([true, true, false])
    expect(quarter[2]?.retryAfterSeconds).toBe(180)
    // An idle hour (or more) fills the bucket, never beyond the limit.
    expect(allowedCount(await hits(database.db, 12, at(seconds(360 + 900) + 3 * HOUR_MS)))).toBe(10)
  })

  it('takes nothing for a refused hit, so hammering while refused does not delay the refill', async () => {
    expect(allowedCount(await hits(database.db, 10, START))).toBe(10)
    for (let second = 1; second < 360; second += 7) {
      const [refused] = await hits(database.db, 1, at(seconds(second)))
      expect(refused).toEqual({ allowed: false, retryAfterSeconds: 360 - second })
    }
    expect(allowedCount(await hits(database.db, 2, at(seconds(360))))).toBe(1)
  })

  it('keeps buckets apart', async () => {
    expect(allowedCount(await hits(database.db, 11, START))).toBe(10)
    const other = await hitTokenBucket(database.db, {
      bucket: 'test:ip:2',
      limit: 10,
      windowMs: HOUR_MS,
      now: START,
    })
    expect(other.allowed).toBe(true)
  })

  it('counts 50 parallel hits exactly: 10 allowed with a limit of 10', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        hitTokenBucket(database.db, {
          bucket: 'test:ip:1',
          limit: 10,
          windowMs: HOUR_MS,
          now: START,
        }),
      ),
    )
    expect(allowedCount(results)).toBe(10)
    const [row] = await database.db
      .select()
      .from(rateLimitBuckets)
      .where(eq(rateLimitBuckets.bucket, 'test:ip:1'))
    expect(row?.tokens).toBe(0)
  })

  it('prunes a bucket once it is full again, and only then', async () => {
    await hits(database.db, 4, START)
    const buckets = () => database.db.select().from(rateLimitBuckets)
    // 4 tokens taken at 6 minutes each: full again after 24 minutes.
    await pruneExpiredRows(database.db, at(seconds(24 * 60 - 1)))
    expect(await buckets()).toHaveLength(1)
    await pruneExpiredRows(database.db, at(seconds(24 * 60)))
    expect(await buckets()).toHaveLength(0)
    // A pruned bucket is a full one.
    expect(allowedCount(await hits(database.db, 11, at(seconds(24 * 60))))).toBe(10)
  })
})

describe('rate limits shared by two server processes [postgres]', () => {
  let drop: (() => Promise<void>) | undefined
  const handles: DatabaseHandle[] = []

  beforeAll(async () => {
    const created = await createPostgresDatabase()
    drop = created.drop
    // Two pools on one database, as two API processes have.
    handles.push(await openDatabase({ url: created.url }), await openDatabase({ url: created.url }))
    await handles[0]?.migrate()
  })

  afterAll(async () => {
    await Promise.all(handles.map((handle) => handle.close()))
    await drop?.()
  })

  it('allows exactly the limit across both, whichever process answers', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        hitTokenBucket(handles[i % 2]!.db, {
          bucket: 'send:ip:198.51.100.1',
          limit: 10,
          windowMs: HOUR_MS,
          now: START,
        }),
      ),
    )
    expect(allowedCount(results)).toBe(10)
  })
})
