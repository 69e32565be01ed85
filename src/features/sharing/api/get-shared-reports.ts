import { queryOptions, useQuery } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { sharedReportsResponseSchema, type SharingAgency } from '@contract/shared-reports'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { sharingKeys } from './sharing-keys'

/** GET /api/CandidateReport/SharedReports?candidateId= -> data.agencies, each with its reports. */
const getSharedReports = async (candidateId: string): Promise<SharingAgency[]> => {
  const response = await requestJson(sharedReportsResponseSchema, () =>
    backendApi.get(relativePath('sharedReports'), { searchParams: { candidateId } }),
  )
  return response.data.agencies
}

/** Saved for offline like the rest of the candidate's data (docs/adr/0062). */
const sharedReportsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: sharingKeys.agencies(candidateId),
    queryFn: () => getSharedReports(candidateId),
    meta: { persist: true },
  })

/**
 * The agencies and their reports, never suspending: the screens around them show at once and
 * the sharing parts appear when this arrives (nothing while it loads or when it fails).
 */
export const useSharedReports = (candidateId: string) => useQuery(sharedReportsQuery(candidateId))

/**
 * When the sharing parts' data was fetched, or undefined before it came: a screen that shows
 * them says 'showing data from' the oldest of its parts.
 */
export function useSharedReportsSavedAt(candidateId: string): number | undefined {
  const reports = useSharedReports(candidateId)
  return reports.data ? reports.dataUpdatedAt : undefined
}
