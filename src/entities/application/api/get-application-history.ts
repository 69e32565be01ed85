import { queryOptions } from '@tanstack/react-query'
import {
  historyByJobResponseSchema,
  historyByStatusResponseSchema,
  type ApplicationFilter,
  type StageHistoryEntry,
} from '@contract/applications'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { applicationKeys } from './application-keys'

/** GET /api/ApplicationStateHistory/GetApplicationStateHistoryByJobId -> data.data, oldest first. */
const getHistoryByJob = async (
  candidateId: string,
  jobId: string,
): Promise<StageHistoryEntry[]> => {
  const response = await requestJson(historyByJobResponseSchema, () =>
    backendApi.get(relativePath('getApplicationStateHistoryByJobId'), {
      searchParams: { candidateId, jobId },
    }),
  )
  return response.data.data
}

export const historyByJobQuery = (candidateId: string, jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.historyByJob(candidateId, jobId),
    queryFn: () => getHistoryByJob(candidateId, jobId),
    meta: { persist: true },
  })

/**
 * GET /api/ApplicationStateHistory/GetApplicationStateHistoryByStatus -> data.data, newest
 * first (the first page: the latest moves). 'all' omits applicationStatus
 * (docs/product.md#submissions).
 */
const getHistoryByStatus = async (
  candidateId: string,
  filter: ApplicationFilter,
): Promise<StageHistoryEntry[]> => {
  const searchParams: Record<string, string> = { candidateId }
  if (filter !== 'all') searchParams.applicationStatus = filter
  const response = await requestJson(historyByStatusResponseSchema, () =>
    backendApi.get(relativePath('getApplicationStateHistoryByStatus'), { searchParams }),
  )
  return response.data.data
}

export const historyByStatusQuery = (candidateId: string, filter: ApplicationFilter) =>
  queryOptions({
    queryKey: applicationKeys.historyByStatus(candidateId, filter),
    queryFn: () => getHistoryByStatus(candidateId, filter),
    meta: { persist: true },
  })
