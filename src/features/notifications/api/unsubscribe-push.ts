import { relativePath } from '@contract/endpoints'
import { pushUnsubscribeResponseSchema, type PushUnsubscribeRequest } from '@contract/push'
import { backendApi, type ApiRequestContext } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

interface UnsubscribeOptions {
  /** At logout: a 401 must not start a second sign-out; the logout itself follows. */
  duringLogout?: boolean
}

/** POST /api/Push/Unsubscribe {candidateId, endpoint}: this device gets no more pushes. */
export const unsubscribePush = (
  body: PushUnsubscribeRequest,
  { duringLogout = false }: UnsubscribeOptions = {},
) => {
  const context: ApiRequestContext = { ignoreUnauthorized: duringLogout }
  return requestJson(pushUnsubscribeResponseSchema, () =>
    backendApi.post(relativePath('pushUnsubscribe'), { json: body, context, retry: 0 }),
  )
}
