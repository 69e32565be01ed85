import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterEach } from 'vitest'
import type { Database } from '../../../server/db/client'
import { createLogger, type Logger } from '../../../server/logger'
import type { QueueName } from '../../../server/queue/job-queue'
import {
  startJobQueue,
  type JobQueueOptions,
  type PgBossJobQueue,
} from '../../../server/queue/pg-boss-queue'
import { QUEUE_NAMES, type QueuePolicy } from '../../../server/queue/queue-policies'
import type { TestDatabase } from './databases'

/** A logger whose lines the test can read, parsed. */
function captureLogs(): { logger: Logger; logs: Array<Record<string, unknown>> } {
  const logs: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logs.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger('info', destination), logs }
}

/** Every queue on the same short policy, so retries and expiry happen within a test. */
export function policiesOf(policy: QueuePolicy): Record<QueueName, QueuePolicy> {
  return Object.fromEntries(QUEUE_NAMES.map((name) => [name, policy])) as Record<
    QueueName,
    QueuePolicy
  >
}

export const QUICK_POLICY: QueuePolicy = { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 5 }

/**
 * Starts job queues of the test's own on the test database, stopped after each test. The
 * first start of a test empties pg-boss's job table, so each test counts only its own jobs.
 */
export function useJobQueues(database: TestDatabase) {
  const started: PgBossJobQueue[] = []
  let cleared = false
  afterEach(async () => {
    for (const queue of started.splice(0).reverse()) await queue.stop()
    cleared = false
  })
  return async (
    options: Partial<Omit<JobQueueOptions, 'database'>> = {},
  ): Promise<PgBossJobQueue & { logs: Array<Record<string, unknown>> }> => {
    const { logger, logs } = captureLogs()
    const queue = await startJobQueue({
      database: database.handle,
      logger,
      policies: policiesOf(QUICK_POLICY),
      pollIntervalMs: 50,
      ...options,
    })
    started.push(queue)
    if (!cleared) {
      await database.db.execute(sql`DELETE FROM pgboss.job`)
      cleared = true
    }
    return Object.assign(queue, { logs })
  }
}

interface JobRow {
  id: string
  name: string
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed'
  retryCount: number
  data: unknown
  output: unknown
}

/** pg-boss's rows of one queue (its job table; nothing is archived within a test). */
export async function jobRows(db: Database, name: string): Promise<JobRow[]> {
  const result = (await db.execute(sql`
    SELECT id::text AS id, name, state::text AS state, retry_count AS "retryCount", data, output
    FROM pgboss.job WHERE name = ${name} ORDER BY created_on, id`)) as unknown as {
    rows: JobRow[]
  }
  return result.rows
}
