import { useQuery } from '@tanstack/react-query'
import { useEffect, useEffectEvent } from 'react'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { isApiError } from '@/shared/http/api-error'
import { profileAnalysisStatusQuery } from '../api/get-profile-analysis-status'
import {
  analysisProgress,
  isAnalysisComplete,
  isAnalysisFailed,
  type AnalysisProgress,
} from '../model/analysis-progress'

export interface ProfileAnalysisView {
  progress: AnalysisProgress
  /** Continue may show (docs/product.md#after-the-interview-check-profile). */
  complete: boolean
  /** The server gave up; Try again restarts it. */
  failed: boolean
  /** The last poll failed; the next one comes on its own. */
  pollFailed: boolean
}

/**
 * Step 1's analysis: polls the status while `enabled` and reports a run of failed
 * polls, and a failed analysis, once each to analytics.
 */
export const useProfileAnalysis = (
  candidateId: string,
  { enabled }: { enabled: boolean },
): ProfileAnalysisView => {
  const query = useQuery({
    ...profileAnalysisStatusQuery(candidateId),
    enabled: enabled && candidateId !== '',
  })
  const progress = analysisProgress({ status: query.status, data: query.data })
  const complete = isAnalysisComplete(progress)
  const failed = isAnalysisFailed(progress)
  const pollFailed = query.isError

  const reportPollFailure = useEffectEvent(() =>
    analytics.capture(analyticsEvents.profileAnalysisStatusFailed, {
      status: isApiError(query.error) ? (query.error.status ?? null) : null,
    }),
  )
  useEffect(() => {
    if (pollFailed) reportPollFailure()
  }, [pollFailed])

  useEffect(() => {
    if (failed) analytics.capture(analyticsEvents.profileAnalysisFailed)
  }, [failed])

  return { progress, complete, failed, pollFailed }
}
