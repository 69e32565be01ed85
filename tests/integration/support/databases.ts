import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach, describe } from 'vitest'
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client'

/**
 * Every database test runs twice: on PGlite (in memory, PostgreSQL 18) and on a real
 * PostgreSQL (15 here) named by TEST_DATABASE_URL, each in a fresh database of its own, so
 * the migrations and every query are proven on both.
 */

export type DatabaseKind = 'pglite' | 'postgres'

const MISSING_POSTGRES =
  'TEST_DATABASE_URL is not set. The integration tests also run on a real PostgreSQL: run them with ' +
  '`npm run test:integration` (scripts/with-postgres.mjs starts one), or set TEST_DATABASE_URL to a ' +
  'postgres:// URL of a user allowed to CREATE DATABASE.'

export interface TestDatabase {
  readonly kind: DatabaseKind
  /** Available inside tests and hooks (opened in beforeAll). */
  readonly db: Database
}

class FreshDatabase implements TestDatabase {
  private handle: DatabaseHandle | undefined
  private dropDatabase: (() => Promise<void>) | undefined

  constructor(readonly kind: DatabaseKind) {}

  get db(): Database {
    if (!this.handle)
      throw new Error('The test database is not open yet: use it inside tests or hooks.')
    return this.handle.db
  }

  async open(): Promise<void> {
    if (this.kind === 'pglite') {
      this.handle = await openDatabase({ pgliteDir: undefined })
    } else {
      const { url, drop } = await createPostgresDatabase()
      this.dropDatabase = drop
      this.handle = await openDatabase({ url })
    }
    await this.handle.migrate()
  }

  /** Empties every table, so each test starts from nothing. */
  async reset(): Promise<void> {
    await this.db.execute(
      sql`TRUNCATE candidates, sessions, login_sessions, otp_codes, phone_login_state, rate_limit_counters, jobs CASCADE`,
    )
  }

  async close(): Promise<void> {
    await this.handle?.close()
    await this.dropDatabase?.()
  }
}

/**
 * A new, empty database on the PostgreSQL named by TEST_DATABASE_URL: its URL, and `drop` to
 * remove it (connections still open to it are ended).
 */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error(MISSING_POSTGRES)
  const name = `hirelane_test_${randomBytes(6).toString('hex')}`
  await withAdminClient(adminUrl, (client) => client.query(`CREATE DATABASE ${name}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      )
    },
  }
}

async function withAdminClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** Runs the block once per database; tables are emptied before each test. */
export function describeEachDatabase(
  title: string,
  define: (database: TestDatabase) => void,
): void {
  for (const kind of ['pglite', 'postgres'] as const) {
    describe(`${title} [${kind}]`, () => {
      const database = new FreshDatabase(kind)
      beforeAll(() => database.open())
      afterAll(() => database.close())
      beforeEach(() => database.reset())
      define(database)
    })
  }
}
