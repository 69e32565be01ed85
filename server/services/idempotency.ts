import { createHash } from 'node:crypto'
import { and, eq, lte } from 'drizzle-orm'
import { errorCodes } from '../../contract/envelope'
import type { Database } from '../db/client'
import { idempotencyKeys } from '../db/schema'
import { AppError } from '../errors'

/** How long a key answers with its first response; after that it is free again (and pruned). */
const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 60 * 60 * 1000

/** A call made at most once per key: whose key, which key, and what was asked. */
interface IdempotentRequest {
  candidateId: string
  key: string
  /** requestHash() of the request: the same key with another request is refused. */
  requestHash: string
}

/** The answer a call gave, kept to be given again. */
interface StoredResponse {
  status: number
  body: unknown
}

interface IdempotentAnswer extends StoredResponse {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean
}

/** JSON with object keys sorted at every depth, so equal requests hash equally. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonicalJson(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** SHA-256 (hex) of the method, the path and the canonical JSON body. */
export const requestHash = (method: string, path: string, body: unknown): string =>
  createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonicalJson(body)}`)
    .digest('hex')

const keyReused = () =>
  new AppError(
    422,
    errorCodes.idempotencyKeyReused,
    'This Idempotency-Key was already used for a different request.',
  )

/**
 * Runs `work` in one transaction, exactly once per key. The key's row is claimed first, in the
 * same transaction: a concurrent request with the same key waits on the primary key until this
 * one commits (PostgreSQL) and then replays its answer. A key seen before answers its stored
 * response without running anything; a different request under it is a 422. A row older than
 * the lifetime counts as absent and is taken over. Errors roll everything back, the claim
 * included, so a corrected retry with the same key runs. Without a key, `work` simply runs in a
 * transaction.
 */
export async function runOncePerKey(
  db: Database,
  request: IdempotentRequest | undefined,
  now: Date,
  work: (tx: Database) => Promise<StoredResponse>,
): Promise<IdempotentAnswer> {
  if (!request) return { ...(await db.transaction(work)), replayed: false }
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)

  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ ...request, createdAt: now })
      .onConflictDoUpdate({
        target: [idempotencyKeys.candidateId, idempotencyKeys.key],
        set: {
          requestHash: request.requestHash,
          responseStatus: null,
          responseBody: null,
          createdAt: now,
        },
        setWhere: lte(idempotencyKeys.createdAt, expiredBefore),
      })
      .returning({ key: idempotencyKeys.key })
    if (claimed.length === 0) return replay(tx, request)

    const response = await work(tx)
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: response.status, responseBody: response.body })
      .where(keyOf(request))
    return { ...response, replayed: false }
  })
}

const keyOf = (request: IdempotentRequest) =>
  and(eq(idempotencyKeys.candidateId, request.candidateId), eq(idempotencyKeys.key, request.key))

/** The stored answer of a key already claimed, if the request is the same one. */
async function replay(tx: Database, request: IdempotentRequest): Promise<IdempotentAnswer> {
  const [stored] = await tx.select().from(idempotencyKeys).where(keyOf(request))
  if (!stored || stored.responseStatus === null) {
    // Only the transaction that claims a row ever sees it without its response.
    throw new Error('An idempotency record was read without its response.')
  }
  if (stored.requestHash !== request.requestHash) throw keyReused()
  return { status: stored.responseStatus, body: stored.responseBody, replayed: true }
}

/** Hourly maintenance: keys past their lifetime answer nothing any more. */
export async function pruneIdempotencyKeys(db: Database, now: Date): Promise<void> {
  const expiredBefore = new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)
  await db.delete(idempotencyKeys).where(lte(idempotencyKeys.createdAt, expiredBefore))
}
