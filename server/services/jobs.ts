import { desc, eq, sql } from 'drizzle-orm'
import type { JobTitleCount } from '../../contract/jobs'
import type { Database } from '../db/client'
import { jobs } from '../db/schema'

/**
 * Open jobs per title, most first, then by title. One GROUP BY over the (status, title)
 * index. COLLATE "C" orders titles by code point on every server, whatever its locale.
 */
export async function countOpenJobsByTitle(db: Database): Promise<JobTitleCount[]> {
  const jobsCount = sql<number>`count(*)::int`.mapWith(Number)
  return db
    .select({ jobTitle: jobs.title, jobsCount })
    .from(jobs)
    .where(eq(jobs.status, 'open'))
    .groupBy(jobs.title)
    .orderBy(desc(jobsCount), sql`${jobs.title} COLLATE "C"`)
}
