import { useMutation, useQueryClient } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import {
  stopSharingResponseSchema,
  type SharingAgency,
  type StopSharingRequest,
  type StopSharingResponse,
} from '@contract/shared-reports'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { withStoppedAt } from '../model/shared-reports'
import { sharingEvents } from '../model/sharing-events'
import { sharingKeys } from './sharing-keys'

type StopSharingResult = StopSharingResponse['data']

/**
 * POST /api/CandidateReport/StopSharing {candidateId, agencyId}: the agency is told to delete
 * what it was sent and gets nothing more. ky does not repeat it on its own.
 */
const stopSharing = async (body: StopSharingRequest): Promise<StopSharingResult> => {
  const response = await requestJson(stopSharingResponseSchema, () =>
    backendApi.post(relativePath('stopSharing'), { json: body, retry: 0 }),
  )
  return response.data
}

/**
 * Stops sharing with one agency. Online only: the candidate must see it done, so it is never
 * queued for later (the screen says so when offline and does not call this). On success the
 * agency shows as stopped at once, and every shared-reports query is fetched again.
 */
export const useStopSharing = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: sharingKeys.stopSharing(),
    mutationFn: stopSharing,
    networkMode: 'always',
    retry: false,
    onSuccess: ({ agencyId, stoppedAt }, { candidateId }) => {
      queryClient.setQueryData<SharingAgency[]>(sharingKeys.agencies(candidateId), (agencies) =>
        withStoppedAt(agencies, agencyId, stoppedAt),
      )
      analytics.capture(sharingEvents.stopped)
      void queryClient.invalidateQueries({ queryKey: sharingKeys.all(candidateId) })
    },
    onError: (error) =>
      analytics.capture(sharingEvents.stopFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
}
