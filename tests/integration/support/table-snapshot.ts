import type { DatabaseHandle } from '../../../server/db/client'

/**
 * What the database holds, table by table: the row count and a digest of every row's text, so a
 * request that inserted, deleted or changed anything (the candidate's own row included) shows as
 * a difference. For the small databases of tests only: it reads every row.
 */
export type TableSnapshot = Record<string, { rows: number; digest: string }>

async function tableNames(database: DatabaseHandle): Promise<string[]> {
  const result = await database.executeSql(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  )
  const names = (result.rows as Array<{ name: string }>).map((row) => `"${row.name}"`)
  // Queued work too, once the database has a job queue (pg-boss's schema).
  const queue = await database.executeSql(`SELECT to_regclass('pgboss.job') IS NOT NULL AS ok`)
  const hasQueue = (queue.rows as Array<{ ok: boolean }>)[0]?.ok === true
  return hasQueue ? [...names, 'pgboss.job'] : names
}

/** A function taking snapshots of every table of the public schema (listed once). */
export async function snapshotter(database: DatabaseHandle): Promise<() => Promise<TableSnapshot>> {
  const names = await tableNames(database)
  const query = names
    .map(
      (name) =>
        `SELECT '${name.replaceAll('"', '')}' AS name, count(*)::int AS rows,
           md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS digest
         FROM ${name} t`,
    )
    .join(' UNION ALL ')
  return async () => {
    const result = await database.executeSql(query)
    const rows = result.rows as Array<{ name: string; rows: number; digest: string }>
    return Object.fromEntries(
      rows.map((row) => [row.name, { rows: Number(row.rows), digest: row.digest }]),
    )
  }
}

/** The tables whose rows differ between two snapshots, with their counts before and after. */
export function changedTables(before: TableSnapshot, after: TableSnapshot): string[] {
  return Object.keys({ ...before, ...after })
    .filter(
      (name) =>
        before[name]?.rows !== after[name]?.rows || before[name]?.digest !== after[name]?.digest,
    )
    .map((name) => {
      const [was, is] = [before[name]?.rows ?? 0, after[name]?.rows ?? 0]
      return was === is ? `${name} (a row changed)` : `${name} (${was} -> ${is} rows)`
    })
}
