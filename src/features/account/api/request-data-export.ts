import { useMutation, useQueryClient } from '@tanstack/react-query'
import { requestDataExportResponseSchema, type DataExport } from '@contract/data-export'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { dataExportKeys } from './get-data-export-status'

/**
 * POST /api/Candidate/RequestDataExport {candidateId} -> data: the export being made. Asking
 * again while one is being made answers that one, so a repeat does no harm; ky still does not
 * repeat it on its own.
 */
const requestDataExport = async (candidateId: string): Promise<DataExport> => {
  const response = await requestJson(requestDataExportResponseSchema, () =>
    backendApi.post(relativePath('requestDataExport'), { json: { candidateId }, retry: 0 }),
  )
  return response.data
}

/**
 * Asks for the archive. Online only: the screen says a connection is needed and does not call
 * this offline. The answer becomes the status at once, which starts its polling.
 */
export const useRequestDataExport = (candidateId: string) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: dataExportKeys.request(),
    mutationFn: () => requestDataExport(candidateId),
    networkMode: 'always',
    retry: false,
    onSuccess: (dataExport) => {
      queryClient.setQueryData(dataExportKeys.status(candidateId), dataExport)
    },
  })
}
