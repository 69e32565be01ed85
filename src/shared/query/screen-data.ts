import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { onlineState } from '@/shared/online/online-state'

/**
 * A screen's data is not on this phone and there is no network to fetch it: the screen says so
 * plainly instead of spinning (offline-first).
 */
class NotSavedOfflineError extends Error {
  override name = 'NotSavedOfflineError'
  constructor() {
    super('This screen has not been saved for offline use yet')
  }
}

export const isNotSavedOffline = (error: unknown): error is NotSavedOfflineError =>
  error instanceof NotSavedOfflineError

/** Rejects when the browser goes offline; `cancel` removes the listener. */
const offlineSignal = () => {
  let cancel = () => {}
  const promise = new Promise<never>((_, reject) => {
    if (typeof window === 'undefined') return
    const onOffline = () => reject(new NotSavedOfflineError())
    window.addEventListener('offline', onOffline, { once: true })
    cancel = () => window.removeEventListener('offline', onOffline)
  })
  return { promise, cancel }
}

/**
 * A route loader's `ensureQueryData`, offline-aware: saved data (even stale) is used at once;
 * with nothing saved and no network, or the network dropping while the fetch waits (the query
 * would pause until a network returns), it throws NotSavedOfflineError for the route's error
 * view.
 */
export async function ensureScreenData<TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
): Promise<TData> {
  const saved = queryClient.getQueryData<TData>(options.queryKey)
  if (saved !== undefined)
    return queryClient.ensureQueryData({ ...options, revalidateIfStale: true })
  if (!onlineState.getSnapshot()) throw new NotSavedOfflineError()
  const offline = offlineSignal()
  try {
    return await Promise.race([queryClient.ensureQueryData(options), offline.promise])
  } finally {
    offline.cancel()
  }
}
