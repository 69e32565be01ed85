import { eq, sql } from 'drizzle-orm'
import { GOOD_MATCH_SCORE, TOP_MATCH_SCORE } from '../../../contract/applications'
import type { JobMatchStatistics } from '../../../contract/matches'
import type { Database } from '../../db/client'
import { jobMatches } from '../../db/schema'

/**
 * Each count's share of all the candidate's matches, as whole numbers that add up to 100 (the
 * larger remainder takes the rounding), or 0 and 0 when there are none.
 */
function matchPercentages(high: number, good: number): [number, number] {
  const total = high + good
  if (total === 0) return [0, 0]
  const highShare = Math.round((high / total) * 100)
  return [highShare, 100 - highShare]
}

/** High (Top Match, >= 80) and good (60 to 79) matches from the last matching run. */
export async function jobMatchStatistics(
  db: Database,
  candidateId: string,
): Promise<JobMatchStatistics> {
  const [row] = await db
    .select({
      high: sql<number>`count(*) filter (where ${jobMatches.matchScore} >= ${TOP_MATCH_SCORE})::int`,
      good: sql<number>`count(*) filter (where ${jobMatches.matchScore} >= ${GOOD_MATCH_SCORE} and ${jobMatches.matchScore} < ${TOP_MATCH_SCORE})::int`,
    })
    .from(jobMatches)
    .where(eq(jobMatches.candidateId, candidateId))
  const highMatches = row?.high ?? 0
  const goodMatches = row?.good ?? 0
  const [highMatchesPercentage, goodMatchesPercentage] = matchPercentages(highMatches, goodMatches)
  return { highMatches, goodMatches, highMatchesPercentage, goodMatchesPercentage }
}
