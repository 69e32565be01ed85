import type { Database } from '../db/client'
import type { SlotValues } from '../interview/extract'
import { candidateCriteria } from './candidate-criteria'
import { readCandidateJobs } from './narrow-jobs'
import { rankMatches } from './rank-matches'

/** One catalogue job that matches a candidate. */
export interface JobMatch {
  jobId: string
  /** Integer, 60 to 100: Top Match from TOP_MATCH_SCORE (contract/applications.ts). */
  matchScore: number
  /** One sentence a person can read: 'Forklift Operator 12 miles from you, nights, $19-22/hr'. */
  topMatchReason: string
}

/**
 * Every open job scoring >= GOOD_MATCH_SCORE (contract/applications.ts), best first (ties:
 * newer postedAt, then jobId). Hard rules drop jobs (server/matching/score-job.ts); the rest
 * get the weighted score of match-rules.ts. SQL narrows, the engine scores.
 */
export async function matchCandidate(db: Database, preferences: SlotValues): Promise<JobMatch[]> {
  const criteria = await candidateCriteria(preferences)
  return rankMatches(await readCandidateJobs(db, criteria), criteria)
}
