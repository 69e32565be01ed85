import { queryOptions } from '@tanstack/react-query'
import {
  dashboardAggregatedCountResponseSchema,
  submissionAggregatedCountResponseSchema,
  type DashboardStat,
  type SubmissionStat,
} from '@contract/applications'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { applicationKeys } from './application-keys'

/** GET /api/CandidateApplication/GetCandidateApplicationAggregatedCount -> data.dashboardAggregatedStats */
const getDashboardStats = async (candidateId: string): Promise<DashboardStat[]> => {
  const response = await requestJson(dashboardAggregatedCountResponseSchema, () =>
    backendApi.get(relativePath('getCandidateApplicationAggregatedCount'), {
      searchParams: { candidateId },
    }),
  )
  return response.data.dashboardAggregatedStats
}

/**
 * The dashboard tiles: docs/product.md#dashboard keeps them for the session; saved for offline use.
 */
export const dashboardStatsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: applicationKeys.dashboardStats(candidateId),
    queryFn: () => getDashboardStats(candidateId),
    meta: { persist: true },
  })

/** GET /api/CandidateApplication/GetSubmissionAggregatedCount -> data.data.submissionAggregatedStats */
const getSubmissionStats = async (candidateId: string): Promise<SubmissionStat[]> => {
  const response = await requestJson(submissionAggregatedCountResponseSchema, () =>
    backendApi.get(relativePath('getSubmissionAggregatedCount'), {
      searchParams: { candidateId },
    }),
  )
  return response.data.data.submissionAggregatedStats
}

/** The counts of the submissions tabs; saved for offline use. */
export const submissionStatsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: applicationKeys.submissionStats(candidateId),
    queryFn: () => getSubmissionStats(candidateId),
    meta: { persist: true },
  })
