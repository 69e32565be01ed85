import type { QueryClient } from '@tanstack/react-query'
import type { createAppRouter } from './router'
import { setUnauthorizedHandler } from '@/shared/http/unauthorized'
import { onSessionEnded } from '@/shared/session/session'

/**
 * When a session ends (logout, account deletion, or any 401) the in-memory query cache goes
 * with it; after a 401 the candidate lands on /login.
 */
export function connectSessionToApp(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  onSessionEnded(() => {
    queryClient.cancelQueries()
    queryClient.clear()
  })
  setUnauthorizedHandler(() => {
    void router.navigate({ to: '/login', replace: true })
  })
}
