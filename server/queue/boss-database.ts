import { sql, type SQL } from 'drizzle-orm'
import type PgBoss from 'pg-boss'
import type { Database, DatabaseHandle, SqlRows } from '../db/client'

/** The schema pg-boss keeps its tables in. */
export const BOSS_SCHEMA = 'pgboss'

/** pg-boss's `db` option, plus a way to wait for the statements it still has in flight. */
export interface TrackedBossDb extends PgBoss.Db {
  /** Resolves once every statement started so far has answered (shutdown waits on it). */
  settled(): Promise<void>
}

/**
 * pg-boss on the server's own connection (pool or PGlite client), counting statements in
 * flight: pg-boss fires some without awaiting them (maintenance on a timer), and the database
 * must not close under them.
 */
export function trackedBossDb(executeSql: DatabaseHandle['executeSql']): TrackedBossDb {
  const inFlight = new Set<Promise<unknown>>()
  return {
    executeSql(text, values) {
      const running = executeSql(text, values)
      inFlight.add(running)
      void running.catch(() => {}).finally(() => inFlight.delete(running))
      return running
    },
    async settled() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight])
    },
  }
}

/**
 * pg-boss's per-call `db` that runs its SQL inside a drizzle transaction, so a job sent with it
 * commits or rolls back with the caller's own writes.
 */
export function transactionBossDb(tx: Database): PgBoss.Db {
  return {
    executeSql: async (text, values) =>
      (await tx.execute(toDrizzleSql(text, values ?? []))) as unknown as SqlRows,
  }
}

/**
 * pg-boss writes $1…$n placeholders, and drizzle numbers the parameters of its SQL itself: each
 * placeholder becomes a bound parameter again (sql.param, so an array stays one value).
 */
function toDrizzleSql(text: string, values: readonly unknown[]): SQL {
  const chunks: SQL[] = []
  let copied = 0
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const position = Number(match[1])
    if (position < 1 || position > values.length) {
      throw new Error(`The SQL names $${position} but has ${values.length} values.`)
    }
    chunks.push(sql.raw(text.slice(copied, match.index)))
    chunks.push(sql`${sql.param(values[position - 1] ?? null)}`)
    copied = match.index + match[0].length
  }
  chunks.push(sql.raw(text.slice(copied)))
  return sql.join(chunks)
}
