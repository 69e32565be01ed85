import { useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { logoutResponseSchema } from '@contract/auth'
import { relativePath } from '@contract/endpoints'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { backendApi, type ApiRequestContext } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { endSession, runSessionEndingTasks } from '@/shared/session/session'

/** Logout does not wait longer than this for the server before signing out locally. */
const LOGOUT_TIMEOUT_MS = 4_000

/** POST Logout (docs/api.md): revokes the access token on the server. */
const logout = () => {
  const context: ApiRequestContext = { ignoreUnauthorized: true }
  return requestJson(logoutResponseSchema, () =>
    backendApi.post(relativePath('logout'), { context, retry: 0, timeout: LOGOUT_TIMEOUT_MS }),
  )
}

/**
 * Returns the logout action: first the work that needs the token (this device's push
 * subscription, src/app/session-wiring.ts), then revoke on the server (best effort: offline or
 * an expired token must not keep anyone signed in), end the session locally, go to /login.
 */
export const useLogout = (): (() => Promise<void>) => {
  const navigate = useNavigate()
  return useCallback(async () => {
    await runSessionEndingTasks()
    try {
      await logout()
    } catch {
      // Best effort, see above.
    }
    // Captured before endSession resets analytics, so the event keeps the candidate's identity.
    analytics.capture(analyticsEvents.loggedOut)
    // Storage is cleared synchronously inside endSession; the IndexedDB wipe need not hold up
    // the navigation.
    const ending = endSession()
    await navigate({ to: '/login', replace: true })
    await ending
  }, [navigate])
}
