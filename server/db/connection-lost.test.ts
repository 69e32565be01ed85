import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPostgresDatabase } from '../../tests/integration/support/databases'
import { openDatabase, type DatabaseHandle } from './client'

/**
 * PostgreSQL ending a connection the server holds in a transaction (a crash, a restart, an
 * administrator's pg_terminate_backend) fails that transaction and nothing else: node-postgres
 * reports it as an 'error' event on the checked-out client, which would end the process if
 * nobody listened. Vitest fails the file on such an uncaught error.
 */
describe('a PostgreSQL connection lost inside a transaction', () => {
  let database: { url: string; drop(): Promise<void> }
  let handle: DatabaseHandle

  beforeAll(async () => {
    database = await createPostgresDatabase()
    handle = await openDatabase({ url: database.url })
  })

  afterAll(async () => {
    await handle?.close()
    await database?.drop()
  })

  it('fails that transaction, keeps the process, and the next query gets a new connection', async () => {
    const transaction = handle.db.transaction(async (tx) => {
      const result = (await tx.execute(sql`SELECT pg_backend_pid() AS pid`)) as {
        rows: Array<{ pid: number }>
      }
      const [row] = result.rows
      await handle.executeSql('SELECT pg_terminate_backend($1)', [row!.pid])
      // Fails when the client hears of the end, which it reports as an 'error' event as well.
      await tx.execute(sql`SELECT pg_sleep(5)`)
    })
    const outcome = transaction.then(
      () => 'committed',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(await outcome).not.toBe('committed')
    const rows = await handle.executeSql('SELECT 1 AS one')
    expect(rows.rows).toEqual([{ one: 1 }])
  })
})
