import * as v from 'valibot'
import { okEnvelope } from './envelope'

/**
 * After the interview (docs/product.md#after-the-interview-check-profile): the
 * profile analysis the server runs, and the match counts it ends with.
 */

/**
 * The analysis stages in the order they run. 'not_started' before the interview completes;
 * 'failed' after every retry failed (RetryProfileAnalysis starts it again).
 */
export const PROFILE_ANALYSIS_STATUSES = [
  'not_started',
  'queued',
  'merging',
  'matching',
  'applying',
  'completed',
  'failed',
] as const
export type ProfileAnalysisStatus = (typeof PROFILE_ANALYSIS_STATUSES)[number]

export const profileAnalysisSchema = v.object({
  percentageComplete: v.pipe(v.number(), v.minValue(0), v.maxValue(100)),
  /** One of PROFILE_ANALYSIS_STATUSES; the client only compares it with 'completed'. */
  status: v.string(),
})
export type ProfileAnalysis = v.InferOutput<typeof profileAnalysisSchema>

/** GET /api/Candidate/GetProfileAnalysisStatus?candidateId= -> data.data {percentageComplete, status} */
export const profileAnalysisStatusResponseSchema = okEnvelope(
  v.object({ data: profileAnalysisSchema }),
)
export type ProfileAnalysisStatusResponse = v.InferOutput<
  typeof profileAnalysisStatusResponseSchema
>

/** POST /api/Candidate/RetryProfileAnalysis?candidateId=: starts a failed analysis again. */
export const retryProfileAnalysisResponseSchema = okEnvelope(
  v.object({ data: profileAnalysisSchema }),
)

const count = v.pipe(v.number(), v.integer(), v.minValue(0))
const percentage = v.pipe(v.number(), v.minValue(0), v.maxValue(100))

/**
 * Percentages are each count's share of all the candidate's matches (high + good), whole
 * numbers that add up to 100 (or both 0 when there are none).
 */
export const jobMatchStatisticsSchema = v.object({
  highMatches: count,
  goodMatches: count,
  highMatchesPercentage: percentage,
  goodMatchesPercentage: percentage,
})
export type JobMatchStatistics = v.InferOutput<typeof jobMatchStatisticsSchema>

/** GET /api/CandidateApplication/GetJobMatchStatistics?candidateId= -> data.data */
export const jobMatchStatisticsResponseSchema = okEnvelope(
  v.object({ data: jobMatchStatisticsSchema }),
)
export type JobMatchStatisticsResponse = v.InferOutput<typeof jobMatchStatisticsResponseSchema>
