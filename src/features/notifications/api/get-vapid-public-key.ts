import { queryOptions } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { vapidPublicKeyResponseSchema } from '@contract/push'
import { publicApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { pushKeys } from './push-keys'

/** GET /api/Push/VapidPublicKey (no token) -> the applicationServerKey, base64url. */
const getVapidPublicKey = async (): Promise<string> => {
  const response = await requestJson(vapidPublicKeyResponseSchema, () =>
    publicApi.get(relativePath('pushVapidPublicKey')),
  )
  return response.data.publicKey
}

/** The key changes only when an operator rotates it: asked once an hour at most. */
export const vapidPublicKeyQuery = () =>
  queryOptions({
    queryKey: pushKeys.vapidPublicKey(),
    queryFn: getVapidPublicKey,
    staleTime: 60 * 60_000,
  })
