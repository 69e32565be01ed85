import { desc, eq, sql } from 'drizzle-orm'
import type { DevPersonRequest } from '../../../contract/dev'
import type { PersonRequest } from '../../../contract/person-request'
import type { Database } from '../../db/client'
import { agencies, candidates, interviewPersonRequests, jobMatches, jobs } from '../../db/schema'

type PersonRequestRow = typeof interviewPersonRequests.$inferSelect

/** The national digits of a stored +1 number. */
const nationalDigits = (e164: string): string => e164.replace(/^\+1/, '')

/** A stored request as the candidate sees it. */
export const toPersonRequest = (row: PersonRequestRow): PersonRequest => ({
  phone: nationalDigits(row.phone),
  day: row.day,
  partOfDay: row.partOfDay,
  requestedAt: row.createdAt.toISOString(),
})

/** The candidate's request, or null when they never asked. */
export async function findPersonRequest(
  db: Database,
  candidateId: string,
): Promise<PersonRequest | null> {
  const [row] = await db
    .select()
    .from(interviewPersonRequests)
    .where(eq(interviewPersonRequests.candidateId, candidateId))
  return row ? toPersonRequest(row) : null
}

/** Without a phone, everyone's: the newest this many. */
const MAX_LISTED = 500

/**
 * The requests as the agencies' recruiters work them (the dev endpoint and the agency CLI),
 * newest first: whom to call and when, and which agency holds the candidate's best match.
 */
export async function listPersonRequests(
  db: Database,
  filter: { phone?: string },
): Promise<DevPersonRequest[]> {
  const bestMatchAgency = sql<string | null>`(
    SELECT ${agencies.name} FROM ${jobMatches}
    JOIN ${jobs} ON ${jobs.id} = ${jobMatches.jobId}
    JOIN ${agencies} ON ${agencies.id} = ${jobs.agencyId}
    WHERE ${jobMatches.candidateId} = ${interviewPersonRequests.candidateId}
    ORDER BY ${jobMatches.matchScore} DESC, ${jobMatches.jobId}
    LIMIT 1)`
  const rows = await db
    .select({
      candidateId: interviewPersonRequests.candidateId,
      phone: interviewPersonRequests.phone,
      candidateName: candidates.fullName,
      day: interviewPersonRequests.day,
      partOfDay: interviewPersonRequests.partOfDay,
      createdAt: interviewPersonRequests.createdAt,
      agencyName: bestMatchAgency,
    })
    .from(interviewPersonRequests)
    .innerJoin(candidates, eq(candidates.id, interviewPersonRequests.candidateId))
    .where(filter.phone ? eq(interviewPersonRequests.phone, filter.phone) : undefined)
    .orderBy(desc(interviewPersonRequests.createdAt), interviewPersonRequests.id)
    .limit(MAX_LISTED)
  return rows.map(({ createdAt, ...row }) => ({ ...row, requestedAt: createdAt.toISOString() }))
}
