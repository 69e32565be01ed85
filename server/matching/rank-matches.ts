import { GOOD_MATCH_SCORE } from '../../contract/applications'
import type { CandidateCriteria } from './candidate-criteria'
import type { JobMatch } from './match-candidate'
import { matchReason } from './match-reason'
import { scoreJob, type MatchableJob } from './score-job'

/**
 * Scores every job, keeps the matches (>= GOOD_MATCH_SCORE) and sorts them best first; ties
 * go to the newer posting, then to the job id, so the order never depends on the database's.
 */
export function rankMatches(
  candidateJobs: Iterable<MatchableJob>,
  criteria: CandidateCriteria,
): JobMatch[] {
  const matches: Array<JobMatch & { postedAt: number }> = []
  for (const job of candidateJobs) {
    const fit = scoreJob(job, criteria)
    if (!fit || fit.score < GOOD_MATCH_SCORE) continue
    matches.push({
      jobId: job.id,
      matchScore: fit.score,
      topMatchReason: matchReason(job, fit, criteria.requiredBenefits),
      postedAt: job.postedAt.getTime(),
    })
  }
  matches.sort(
    (a, b) =>
      b.matchScore - a.matchScore ||
      b.postedAt - a.postedAt ||
      (a.jobId < b.jobId ? -1 : a.jobId > b.jobId ? 1 : 0),
  )
  return matches.map(({ jobId, matchScore, topMatchReason }) => ({
    jobId,
    matchScore,
    topMatchReason,
  }))
}
