import { relativePath } from '@contract/endpoints'
import { engagementStatusResponseSchema, type EngagementStatus } from '@contract/interview'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * GET /api/Engagement/GetEngagementCallStatus?engagementId= (docs/product.md#the-web-call). Callers
 * poll it themselves, so ky does not retry on its own.
 */
const fetchCallStatus = async (engagementId: string) => {
  const response = await requestJson(engagementStatusResponseSchema, () =>
    backendApi.get(relativePath('getEngagementCallStatus'), {
      searchParams: { engagementId },
      retry: 0,
    }),
  )
  return response.data
}

/** The engagement's status: the string in data.data. */
export const getEngagementCallStatus = async (engagementId: string): Promise<EngagementStatus> =>
  (await fetchCallStatus(engagementId)).data

/** What the phone's status screen shows: the status, and whether the call waits for room. */
interface PhoneCallStatusAnswer {
  status: EngagementStatus
  /** Every recruiter was busy: the call has not rung yet, and will as soon as one is free. */
  waitingForRoom: boolean
}

export const getPhoneCallStatus = async (engagementId: string): Promise<PhoneCallStatusAnswer> => {
  const { data, waitingForRoom } = await fetchCallStatus(engagementId)
  return { status: data, waitingForRoom }
}
