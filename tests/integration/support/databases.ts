import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, inject } from 'vitest'
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client'
import { createLogger } from '../../../server/logger'
import { startJobQueue, type PgBossJobQueue } from '../../../server/queue/pg-boss-queue'
import {
  databaseUrl,
  dropPostgresDatabase,
  openPgliteFromTemplate,
  withAdminClient,
} from './database-templates'

/**
 * Every database test runs twice: on PGlite (in memory, PostgreSQL 18) and on a real
 * PostgreSQL (15 here) named by TEST_DATABASE_URL, each in a fresh database of its own, so
 * the migrations and every query are proven on both.
 */

export type DatabaseKind = 'pglite' | 'postgres'

const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set. The integration tests also run on a real PostgreSQL: run them with ' +
  '`npm run test:server` (scripts/with-postgres.mjs starts one), or set TEST_DATABASE_URL to a ' +
  'postgres:// URL of a user allowed to CREATE DATABASE.'

export interface TestDatabase {
  readonly kind: DatabaseKind
  /** Available inside tests and hooks (opened in beforeAll). */
  readonly db: Database
  /** The open handle, for raw SQL (a job queue of the test's own). */
  readonly handle: DatabaseHandle
  /**
   * The database's job queue for test apps (createTestApp's `queue`), started on the first call
   * and stopped with the database. It has no workers: tests run the jobs with runJobs().
   */
  queue(): Promise<PgBossJobQueue>
}

class FreshDatabase implements TestDatabase {
  private opened: DatabaseHandle | undefined
  private dropDatabase: (() => Promise<void>) | undefined
  private startedQueue: Promise<PgBossJobQueue> | undefined

  constructor(readonly kind: DatabaseKind) {}

  get handle(): DatabaseHandle {
    if (!this.opened)
      throw new Error('The test database is not open yet: use it inside tests or hooks.')
    return this.opened
  }

  get db(): Database {
    return this.handle.db
  }

  /** Started only by the suites that send jobs: pg-boss's schema costs a moment per database. */
  queue(): Promise<PgBossJobQueue> {
    return (this.startedQueue ??= startJobQueue({
      database: this.handle,
      logger: createLogger('silent'),
    }))
  }

  /** A copy of the run's migrated template (tests/integration/global-setup.ts). */
  async open(): Promise<void> {
    if (this.kind === 'pglite') {
      this.opened = await openPgliteFromTemplate(inject('pgliteTemplateFile'))
    } else {
      const { url, drop } = await createPostgresDatabase({ migrated: true })
      this.dropDatabase = drop
      this.opened = await openDatabase({ url })
    }
  }

  /** Empties every table (and the job queue, once started), so each test starts from nothing. */
  async reset(): Promise<void> {
    await this.db.execute(
      sql`TRUNCATE candidates, sessions, login_sessions, otp_codes, phone_login_state, rate_limit_buckets, jobs, blob_erasures, deletion_reason_counts CASCADE`,
    )
    if (this.startedQueue) await this.db.execute(sql`DELETE FROM pgboss.job`)
  }

  async close(): Promise<void> {
    await (await this.startedQueue)?.stop()
    await this.opened?.close()
    await this.dropDatabase?.()
  }
}

/**
 * A new database on the PostgreSQL named by TEST_DATABASE_URL: empty, or with `migrated` a
 * copy of the run's migrated template. Its URL, and `drop` to remove it (connections still
 * open to it are ended).
 */
export async function createPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error(MISSING_POSTGRES)
  const name = `hirelane_test_${randomBytes(6).toString('hex')}`
  const template = options.migrated ? ` TEMPLATE ${inject('postgresTemplateDatabase')}` : ''
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}${template}`))
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => dropPostgresDatabase(adminUrl, name),
  }
}

/**
 * Runs the block once per database; tables are emptied before each test, unless
 * `shared: true`: then the tests share what a beforeAll of the block wrote (for read-only
 * suites, which then build their data once per database).
 */
export function describeEachDatabase(
  title: string,
  define: (database: TestDatabase) => void,
  options: { shared?: boolean } = {},
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe(`${title} [${kind}]`, () => {
      const database = new FreshDatabase(kind)
      beforeAll(() => database.open())
      afterAll(() => database.close())
      if (!options.shared) beforeEach(() => database.reset())
      define(database)
    })
  }
}
