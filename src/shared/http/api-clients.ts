import ky, { type KyInstance } from 'ky'
import { headers } from '@contract/endpoints'
import { getDeviceId } from '@/shared/device-id'
import { readStorage, type StorageKey } from '@/shared/storage/local-storage'
import { apiPrefix, isApiUrl } from './api-origin'
import { handleUnauthorized } from './unauthorized'

/** Per-request context a caller may pass to ky (`context: {...}`). */
export type ApiRequestContext = {
  /** Logout handles its own 401: the session ends there anyway. */
  ignoreUnauthorized?: boolean
}

interface ApiClientOptions {
  /** Storage key of the bearer token, or undefined for calls that carry none. */
  tokenKey?: StorageKey
  /** Run the 401 path (end session, go to /login) on a 401 from the API. */
  endSessionOn401?: boolean
}

/**
 * A ky instance rooted at the API. Only requests to the API origin get the token and the
 * device id; a request to any other host (an upload URL, say) goes out bare. To reach
 * another host pass a `URL` object: a string input is joined to the prefix.
 */
const createApiClient = ({ tokenKey, endSessionOn401 = false }: ApiClientOptions): KyInstance =>
  ky.create({
    prefix: apiPrefix(),
    headers: { accept: 'application/json' },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          if (!isApiUrl(request.url)) return
          request.headers.set(headers.deviceId, getDeviceId())
          const token = tokenKey ? readStorage(tokenKey) : null
          if (token) request.headers.set('Authorization', `Bearer ${token}`)
        },
      ],
      afterResponse: [
        async ({ request, response, options }) => {
          const context = options.context as ApiRequestContext
          if (
            endSessionOn401 &&
            response.status === 401 &&
            isApiUrl(request.url) &&
            !context.ignoreUnauthorized
          ) {
            await handleUnauthorized()
          }
        },
      ],
    },
  })

/** Every candidate call: bearer access token; a 401 ends the session. */
export const backendApi = createApiClient({ tokenKey: 'accessToken', endSessionOn401: true })

/**
 * ValidateOtp and ResendOtp: bearer session token. A 401 here means a wrong or expired
 * code, shown on the login screen, so it does not run the sign-out path.
 */
export const loginApi = createApiClient({ tokenKey: 'sessionToken' })

/** SignUpAndLogin and public data: no token. */
export const publicApi = createApiClient({})
