import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { withPreparedStatements } from './pglite-prepared-statements'
import * as schema from './schema'

/** The one database type the services use; both the PGlite and the node-postgres drivers satisfy it. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** What raw SQL answers: the rows of its (last) statement. */
export interface SqlRows {
  rows: unknown[]
}

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /**
   * Raw SQL beside drizzle, for pg-boss's `db` option. Text without values may hold several
   * statements (its schema and maintenance scripts); the rows are those of the last statement.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<SqlRows>
  /** Applies the SQL migrations of server/db/migrations that are not applied yet (in a startup turn). */
  migrate(): Promise<void>
  /**
   * Runs `work` while no other process of the deployment is in a startup turn on this database:
   * schema work at start (the migrations, the job queue's tables) one process at a time.
   */
  startupTurn<T>(work: () => Promise<T>): Promise<T>
  close(): Promise<void>
}

export type DatabaseTarget =
  /** A PostgreSQL server (15 or later). */
  | { url: string }
  /** Embedded PGlite in this directory, or in memory when `dir` is undefined. */
  | { pgliteDir: string | undefined }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

const nullForUndefined = (value: unknown) => (value === undefined ? null : value)

/** Any fixed number: the advisory lock every process of the deployment takes its startup turn under. */
const STARTUP_LOCK_KEY = 7_126_500_015

/**
 * `work` under a session advisory lock held on a connection of its own, so servers starting
 * together on one PostgreSQL take turns at their schema work. Neither drizzle's migrator nor
 * pg-boss's queue creation takes a lock: two nodes applying the same migration at once made one
 * fail on "relation already exists", and two creating the same queues deadlocked, each stopping
 * a node at start (found by the multi-node suite). The one that waited finds the work
 * done and does nothing.
 */
async function inStartupTurn<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY])
    try {
      return await work()
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY])
    }
  } finally {
    lock.release()
  }
}

/** How long a new PostgreSQL connection may take before the attempt is given up. */
const CONNECT_TIMEOUT_MS = 10_000

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      // A connection attempt the network swallows (no refusal, no answer) would otherwise hold
      // one of the ten slots for minutes; enough of them and every request waits. Bounded, it
      // fails as 'database unavailable' (a 503) and the slot is free for the next attempt.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A connection PostgreSQL lost without a word (a crashed host) is found, not kept idle.
      keepAlive: true,
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    // Nor may one checked out for a transaction: node-postgres reports the lost connection as
    // an 'error' event on that client as well as failing its queries, and the pool listens
    // only while the client is idle. The failed query answers for it (a 503).
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = drizzlePostgres({ client: pool, schema })
    return {
      db,
      kind: 'postgres',
      // Without values node-postgres sends a simple query, which may hold several statements.
      executeSql: async (text, values) =>
        pool.query(text, values?.length ? values.map(nullForUndefined) : undefined),
      migrate: () => inStartupTurn(pool, () => migratePostgres(db, { migrationsFolder })),
      startupTurn: (work) => inStartupTurn(pool, work),
      close: () => pool.end(),
    }
  }

  if (target.pgliteDir) {
    // PGlite.create(dir) needs the parent directory to exist.
    mkdirSync(dirname(target.pgliteDir), { recursive: true })
  }
  const client = target.pgliteDir ? await PGlite.create(target.pgliteDir) : await PGlite.create()
  return pgliteDatabase(client)
}

/** The handle over a PGlite client that is already open (the tests start theirs from a saved copy). */
export function pgliteDatabase(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client: withPreparedStatements(client), schema })
  return {
    db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      // PGlite's query() prepares its text, so several statements must go through exec().
      if (values?.length) return client.query(text, values.map(nullForUndefined))
      const results = await client.exec(text)
      return { rows: results.findLast((result) => result.fields.length > 0)?.rows ?? [] }
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // An embedded database belongs to one process: there is no one to take turns with.
    startupTurn: (work) => work(),
    close: () => client.close(),
  }
}
