import { queryOptions, useQuery } from '@tanstack/react-query'
import { dataExportStatusResponseSchema, type DataExport } from '@contract/data-export'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/** How often the screen asks again while the archive is being made. */
export const DATA_EXPORT_POLL_MS = 3000

export const dataExportKeys = {
  status: (candidateId: string) => ['data-export', candidateId] as const,
  request: () => ['data-export', 'request'] as const,
}

/** GET /api/Candidate/DataExportStatus?candidateId= -> data: the latest export, or null. */
const getDataExportStatus = async (candidateId: string): Promise<DataExport | null> => {
  const response = await requestJson(dataExportStatusResponseSchema, () =>
    backendApi.get(relativePath('dataExportStatus'), { searchParams: { candidateId } }),
  )
  return response.data
}

/**
 * The latest export, never saved for offline (its link expires and works only online). While
 * it is being made it is asked for again every few seconds, as long as the screen shows it;
 * it stops once the archive is ready or has failed.
 */
const dataExportStatusQuery = (candidateId: string) =>
  queryOptions({
    queryKey: dataExportKeys.status(candidateId),
    queryFn: () => getDataExportStatus(candidateId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? DATA_EXPORT_POLL_MS : false,
  })

export const useDataExportStatus = (candidateId: string) =>
  useQuery(dataExportStatusQuery(candidateId))
