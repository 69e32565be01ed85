import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, clear } from 'idb-keyval'

/** The query cache lives in its own IndexedDB database, so wiping it touches nothing else. */
const store = (() => {
  let cached: ReturnType<typeof createStore> | undefined
  return () => (cached ??= createStore('hirelane-query-cache', 'queries'))
})()

const CACHE_KEY = 'react-query'

/** TanStack Query persister on idb-keyval (DESIGN.md section 7). */
export const createIdbPersister = (): Persister => ({
  persistClient: (client: PersistedClient) => set(CACHE_KEY, client, store()),
  restoreClient: () => get<PersistedClient>(CACHE_KEY, store()),
  removeClient: () => del(CACHE_KEY, store()),
})

/** Logout, 401 and account deletion: the saved candidate data goes with the session. */
export const wipePersistedQueries = async (): Promise<void> => {
  if (typeof indexedDB === 'undefined') return
  await clear(store())
}
