import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { headers } from '../../contract/endpoints'
import type { Database } from '../db/client'
import { requestHash, runOncePerKey } from '../services/idempotency'
import type { AppDeps } from '../app-deps'
import { sendJson } from './json-response'
import { parseOrThrow } from './validation'

const idempotencyKeySchema = v.object({
  [headers.idempotencyKey]: v.optional(
    v.pipe(v.string(), v.uuid(`${headers.idempotencyKey} must be a UUID`)),
  ),
})

/** The optional Idempotency-Key header; when sent it must be a UUID (400 otherwise). */
function readIdempotencyKey(c: Context): string | undefined {
  const raw = c.req.header(headers.idempotencyKey)
  return parseOrThrow(
    idempotencyKeySchema,
    raw === undefined ? {} : { [headers.idempotencyKey]: raw },
    'headers',
  )[headers.idempotencyKey]
}

/**
 * Answers a write at most once per Idempotency-Key (server/services/idempotency.ts). `work`
 * runs in the key's transaction and gives the 200 body; a retry of the same request gets the
 * stored answer, marked `Idempotent-Replayed: true`. Without the header `work` just runs.
 */
export async function answerOncePerKey(
  c: Context,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  request: { candidateId: string; body: unknown },
  work: (tx: Database, now: Date) => Promise<unknown>,
): Promise<Response> {
  const key = readIdempotencyKey(c)
  const now = deps.clock.now()
  const idempotent = key
    ? {
        candidateId: request.candidateId,
        key,
        requestHash: requestHash(c.req.method, c.req.path, request.body),
      }
    : undefined
  const answer = await runOncePerKey(deps.db, idempotent, now, async (tx) => ({
    status: 200,
    body: await work(tx, now),
  }))
  if (answer.replayed) c.header('Idempotent-Replayed', 'true')
  return sendJson(c, answer.body, answer.status as ContentfulStatusCode)
}
