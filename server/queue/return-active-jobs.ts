import type PgBoss from 'pg-boss'
import { BOSS_SCHEMA } from './boss-database'

interface JobRef {
  name: string
  id: string
}

/**
 * Puts active jobs back in their queue, to be fetched at once. Their next run counts as a retry
 * (pg-boss adds one to retryCount when a started job starts again), so a job that kills its
 * process every time still ends in its dead letter queue instead of looping for ever.
 *
 * Without `jobs`: every active job. Only for PGlite at start, where this process alone owns
 * the database, so anything still active was left by a process that died.
 */
export async function returnActiveJobs(db: PgBoss.Db, jobs?: readonly JobRef[]): Promise<JobRef[]> {
  const returnToQueue = `
    UPDATE ${BOSS_SCHEMA}.job SET state = 'retry', start_after = now()
    WHERE state = 'active'`
  if (!jobs) {
    const { rows } = await db.executeSql(`${returnToQueue} RETURNING name, id`, [])
    return rows as JobRef[]
  }
  const returned: JobRef[] = []
  for (const job of jobs) {
    const { rows } = await db.executeSql(
      `${returnToQueue} AND name = $1 AND id = $2 RETURNING name, id`,
      [job.name, job.id],
    )
    returned.push(...(rows as JobRef[]))
  }
  return returned
}
