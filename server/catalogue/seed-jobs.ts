import { getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { jobs } from '../db/schema'
import type { Logger } from '../logger'
import { generateJobs, type CatalogueJob } from './generate-jobs'

/** Rows per INSERT: a bounded statement (about half a megabyte of JSON). */
const BATCH_SIZE = 500

interface SeedResult {
  /** Rows written now; 0 when the catalogue was already there. */
  inserted: number
  ms: number
}

const columns = Object.entries(getTableColumns(jobs))

/**
 * One INSERT ... SELECT from a JSON array (json_populate_recordset, PostgreSQL 9.3+, so on
 * PostgreSQL 15 and PGlite alike): one parameter per batch instead of 22 per row, which on
 * PGlite is several times faster than a multi-row VALUES. The select list follows the table's
 * column order, which is the order drizzle writes the INSERT column list in.
 */
function insertBatch(db: Database, batch: readonly CatalogueJob[]) {
  const rows = batch.map((job) =>
    Object.fromEntries(
      columns.map(([key, column]) => [column.name, job[key as keyof CatalogueJob]]),
    ),
  )
  const select = sql.join(
    columns.map(([, column]) => sql.identifier(column.name)),
    sql`, `,
  )
  return db
    .insert(jobs)
    .select(
      sql`SELECT ${select} FROM json_populate_recordset(NULL::${jobs}, ${JSON.stringify(rows)}::json)`,
    )
    .onConflictDoNothing()
    .returning({ id: jobs.id })
}

/**
 * Seeds the job catalogue when the jobs table is empty, so a restart never duplicates it.
 * All batches run in one transaction: a failure leaves the table empty, and the next start
 * tries again. ON CONFLICT DO NOTHING (ids are derived from the external references) makes
 * two servers starting together on one PostgreSQL harmless: the second inserts nothing.
 */
export async function seedJobCatalogue(
  db: Database,
  logger: Logger,
  generate: () => CatalogueJob[] = generateJobs,
): Promise<SeedResult> {
  const started = performance.now()
  const [existing] = await db.select({ id: jobs.id }).from(jobs).limit(1)
  if (existing) {
    logger.info('Job catalogue already present: not seeding')
    return { inserted: 0, ms: Math.round(performance.now() - started) }
  }

  const catalogue = generate()
  let inserted = 0
  await db.transaction(async (tx) => {
    for (let start = 0; start < catalogue.length; start += BATCH_SIZE) {
      inserted += (await insertBatch(tx, catalogue.slice(start, start + BATCH_SIZE))).length
    }
  })
  const ms = Math.round(performance.now() - started)
  logger.info({ jobs: inserted, ms }, `Seeded the job catalogue: ${inserted} jobs in ${ms} ms`)
  return { inserted, ms }
}
