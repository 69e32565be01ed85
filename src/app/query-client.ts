import { onlineManager, QueryClient } from '@tanstack/react-query'
import { onlineState } from '@/shared/online/online-state'

const DAY_MS = 24 * 60 * 60 * 1000

/** Saved candidate data is kept a week (docs/adr/0062); gcTime must not be shorter. */
export const PERSIST_MAX_AGE_MS = 7 * DAY_MS

/**
 * The query client reads the app's one online-state source (docs/adr/0062). TanStack starts out
 * "online" and waits for an event, so in a page opened offline every request of the start
 * would run through its retries and fail (a queued mutation would be dropped, a saved screen's
 * refresh would turn into an error); reading the browser's flag when the client is made pauses
 * them until the network is really back. Done before the first request, not with the restore.
 */
const followBrowserOnlineState = (): void => {
  if (typeof window === 'undefined') return
  onlineManager.setEventListener((setOnline) => {
    setOnline(onlineState.getSnapshot())
    return onlineState.subscribe(() => setOnline(onlineState.getSnapshot()))
  })
}

export const createQueryClient = (): QueryClient => {
  followBrowserOnlineState()
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: PERSIST_MAX_AGE_MS,
        staleTime: 30_000,
        retry: 1,
        // Show saved data at once offline; fetch when a network is there.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  })
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
  }
}
