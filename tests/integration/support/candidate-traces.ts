import { is, sql } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../../server/db/client'
import * as schema from '../../../server/db/schema'
import type { BlobStore } from '../../../server/providers/blob/blob-store'
import { BOSS_SCHEMA } from '../../../server/queue/boss-database'

/**
 * Looking for what is left of a person (the deletion proof of docs/adr/0064): every table of the
 * database, read from the catalogue rather than listed here, so a table added later is searched
 * without anyone remembering to, and every blob of the store.
 */

interface TableName {
  schema: string
  table: string
}

const qualified = ({ schema: owner, table }: TableName) =>
  `"${owner.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`

/** The app's tables (public) and the job queue's (pg-boss), as the database lists them. */
export async function databaseTables(db: Database): Promise<TableName[]> {
  const result = (await db.execute(sql`
    SELECT table_schema AS schema, table_name AS table
    FROM information_schema.tables
    WHERE table_schema IN ('public', ${BOSS_SCHEMA}) AND table_type = 'BASE TABLE'
    ORDER BY table_schema, table_name`)) as unknown as { rows: TableName[] }
  return result.rows
}

/** The table names server/db/schema.ts declares. */
export const schemaTableNames = (): string[] =>
  (Object.values(schema) as unknown[])
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table).name)
    .sort()

/**
 * Per table ('schema.table'), how many rows mention any of `needles` anywhere: the whole row as
 * text is searched, so an id in a uuid, text, array or JSON column (a job's payload) is found.
 */
export async function rowsMentioning(
  db: Database,
  tables: readonly TableName[],
  needles: readonly string[],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  for (const table of tables) {
    const result = (await db.execute(sql`
      SELECT count(*)::int AS count FROM ${sql.raw(qualified(table))} AS t
      WHERE EXISTS (
        SELECT 1 FROM unnest(${sql.param([...needles])}::text[]) AS n(needle)
        WHERE strpos(t::text, n.needle) > 0
      )`)) as unknown as { rows: Array<{ count: number }> }
    counts[`${table.schema}.${table.table}`] = result.rows[0]?.count ?? 0
  }
  return counts
}

/** Every blob of the store whose name mentions one of `needles`. */
export async function blobsMentioning(
  blobs: BlobStore,
  needles: readonly string[],
): Promise<string[]> {
  const names = await blobs.list('')
  return names.filter((name) => needles.some((needle) => name.includes(needle)))
}
