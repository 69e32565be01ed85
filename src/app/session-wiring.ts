import type { QueryClient } from '@tanstack/react-query'
import type { createAppRouter } from './router'
import { setUnauthorizedHandler } from '@/shared/http/unauthorized'
import { currentCandidateId } from '@/shared/session/candidate-id'
import { onSessionEnded, onSessionEnding } from '@/shared/session/session'

/** The push code, loaded only when a session ends: the landing page never carries it. */
const pushDevice = () => import('@/features/notifications/model/push-device')

/**
 * When a session ends (logout, account deletion, or any 401) the in-memory query cache goes
 * with it; after a 401 the candidate lands on /login. This device's push subscription goes too:
 * at logout first on the server, while the token still works, and in the browser on
 * every end, so the next person signing in on this phone never gets this candidate's pushes.
 */
export function connectSessionToApp(
  queryClient: QueryClient,
  router: ReturnType<typeof createAppRouter>,
): void {
  onSessionEnding(async () => {
    const candidateId = currentCandidateId()
    const { unsubscribeAtLogout } = await pushDevice()
    await unsubscribeAtLogout(candidateId)
  })
  onSessionEnded(() => {
    queryClient.cancelQueries()
    queryClient.clear()
    void pushDevice()
      .then(({ forgetBrowserSubscription }) => forgetBrowserSubscription())
      .catch(() => {
        // No service worker, or offline with the chunk never fetched: nothing was subscribed
        // through this page, or the server stops sending once the sign-in is gone.
      })
  })
  setUnauthorizedHandler(() => {
    void router.navigate({ to: '/login', replace: true })
  })
}
