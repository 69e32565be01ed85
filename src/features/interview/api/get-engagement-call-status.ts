import { relativePath } from '@contract/endpoints'
import { engagementStatusResponseSchema, type EngagementStatus } from '@contract/interview'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * GET /api/Engagement/GetEngagementCallStatus?engagementId= (SPEC.md 7): the status string
 * in data.data. Callers poll it themselves, so ky does not retry on its own.
 */
export const getEngagementCallStatus = async (engagementId: string): Promise<EngagementStatus> => {
  const response = await requestJson(engagementStatusResponseSchema, () =>
    backendApi.get(relativePath('getEngagementCallStatus'), {
      searchParams: { engagementId },
      retry: 0,
    }),
  )
  return response.data.data
}
