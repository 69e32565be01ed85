import { matchMutation, onlineManager, type QueryClient } from '@tanstack/react-query'
import { feedbackMutationDefaults } from '@/features/submissions/api/give-feedback'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'
import { onlineState } from '@/shared/online/online-state'

/**
 * The query client reads the app's one online-state source (DESIGN.md 7). TanStack starts out
 * "online" and waits for an event, so a page opened offline would replay a queued mutation at
 * once, fail it through its retries and drop it; reading the browser's flag at start keeps it
 * paused until the network is really back.
 */
const followBrowserOnlineState = (): void => {
  if (typeof window === 'undefined') return
  onlineManager.setEventListener((setOnline) => {
    setOnline(onlineState.getSnapshot())
    return onlineState.subscribe(() => setOnline(onlineState.getSnapshot()))
  })
}

/**
 * The mutations that may be queued offline and replayed in a later visit (DESIGN.md 7): each
 * needs its function registered by key before the saved cache is restored, and the client must
 * know whether it is offline before it resumes them.
 */
export function registerOfflineMutations(queryClient: QueryClient): void {
  followBrowserOnlineState()
  queryClient.setMutationDefaults(feedbackMutationKey, feedbackMutationDefaults(queryClient))
}

/** Whether a mutation is one of those above, to be saved with the cache while it is pending. */
export const isOfflineMutation = (mutation: Parameters<typeof matchMutation>[1]): boolean =>
  matchMutation({ mutationKey: feedbackMutationKey }, mutation)
