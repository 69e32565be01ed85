import { relativePath } from '@contract/endpoints'
import { pushSubscribeResponseSchema, type PushSubscribeRequest } from '@contract/push'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * POST /api/Push/Subscribe {candidateId, subscription}: an upsert by endpoint, so sending it on
 * every start is harmless and keeps the device tied to the current sign-in (contract/push.ts).
 */
export const subscribePush = (body: PushSubscribeRequest) =>
  requestJson(pushSubscribeResponseSchema, () =>
    backendApi.post(relativePath('pushSubscribe'), { json: body }),
  )
