import type { ProfileAnalysis } from '@contract/matches'

/**
 * docs/product.md#after-the-interview-check-profile: the bar starts at 10 % before the first
 * answer.
 */
export const INITIAL_PROGRESS = 10

/**
 * docs/product.md#after-the-interview-check-profile: the analysis status is asked for every 5000
 * ms.
 */
export const ANALYSIS_POLL_MS = 5000

/** What step 1 shows: the bar's value and the server's stage ('' when unknown). */
export interface AnalysisProgress {
  percentageComplete: number
  status: string
}

/** The state of the status query, as far as step 1 cares. */
interface AnalysisQueryState {
  status: 'pending' | 'error' | 'success'
  data: ProfileAnalysis | undefined
}

const clampPercentage = (value: number): number =>
  Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0

/**
 * docs/product.md#after-the-interview-check-profile: complete at 100 % or more, or when the status
 * is 'completed'.
 */
export const isAnalysisComplete = ({ percentageComplete, status }: AnalysisProgress): boolean =>
  percentageComplete >= 100 || status === 'completed'

/** The server gave up after its own retries; RetryProfileAnalysis starts it again. */
export const isAnalysisFailed = ({ status }: AnalysisProgress): boolean => status === 'failed'

/**
 * Step 1's progress: 10 % until the first answer, the server's figure after it, and 0 with
 * an empty status while the last poll failed (docs/product.md#after-the-interview-check-profile). A
 * 'completed' analysis fills the bar even if its figure lags behind.
 */
export const analysisProgress = ({ status, data }: AnalysisQueryState): AnalysisProgress => {
  if (status === 'error') return { percentageComplete: 0, status: '' }
  if (!data) return { percentageComplete: INITIAL_PROGRESS, status: '' }
  const percentageComplete = isAnalysisComplete(data)
    ? 100
    : clampPercentage(data.percentageComplete)
  return { percentageComplete, status: data.status }
}

/**
 * When to ask again: every ANALYSIS_POLL_MS, also after a failed poll; not once the analysis
 * is complete (Continue is there) or failed (Try again resumes it).
 */
export const nextPoll = (state: AnalysisQueryState): number | false => {
  if (state.status !== 'success' || !state.data) return ANALYSIS_POLL_MS
  return isAnalysisComplete(state.data) || isAnalysisFailed(state.data) ? false : ANALYSIS_POLL_MS
}
