import { sql } from 'drizzle-orm'
import type { Database, SqlRows } from '../db/client'
import { BOSS_SCHEMA } from './boss-database'

const jobTables = [`${BOSS_SCHEMA}.job`, `${BOSS_SCHEMA}.archive`] as const

/**
 * Deletes every job, in any queue and state (waiting, retrying, running, done, given up or
 * archived), whose payload names one of `values` (ids: a candidate's, their resumes',
 * applications'...). Inside the caller's transaction, so the jobs go with the rows they name.
 * A running job whose row is gone finishes without effect: pg-boss completes or fails no row.
 * Returns how many were deleted.
 */
export async function deleteJobsNaming(tx: Database, values: readonly string[]): Promise<number> {
  const wanted = values.filter((value) => value !== '')
  if (wanted.length === 0) return 0
  let deleted = 0
  for (const table of jobTables) {
    const result = (await tx.execute(sql`
      DELETE FROM ${sql.raw(table)} AS j
      WHERE EXISTS (
        SELECT 1 FROM unnest(${sql.param(wanted)}::text[]) AS v(value)
        WHERE strpos(j.data::text, v.value) > 0
      )
      RETURNING j.id`)) as unknown as SqlRows
    deleted += result.rows.length
  }
  return deleted
}
