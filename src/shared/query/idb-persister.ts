import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, clear } from 'idb-keyval'

/** The query cache lives in its own IndexedDB database, so wiping it touches nothing else. */
const store = (() => {
  let cached: ReturnType<typeof createStore> | undefined
  return () => (cached ??= createStore('hirelane-query-cache', 'queries'))
})()

const CACHE_KEY = 'react-query'

/**
 * TanStack Query persister on idb-keyval (DESIGN.md section 7). The cache asks for a save on
 * every change; writes are made one at a time and a save asked for while one runs only keeps
 * the newest client, so a burst of changes costs two writes and the last one always wins.
 */
export const createIdbPersister = (): Persister => {
  let next: PersistedClient | undefined
  let writing: Promise<void> | undefined
  const writeNewest = async () => {
    try {
      while (next) {
        const client = next
        next = undefined
        await set(CACHE_KEY, client, store())
      }
    } finally {
      writing = undefined
    }
  }
  return {
    persistClient: (client: PersistedClient) => {
      next = client
      writing ??= writeNewest()
      return writing
    },
    restoreClient: () => get<PersistedClient>(CACHE_KEY, store()),
    removeClient: () => del(CACHE_KEY, store()),
  }
}

/** Logout, 401 and account deletion: the saved candidate data goes with the session. */
export const wipePersistedQueries = async (): Promise<void> => {
  if (typeof indexedDB === 'undefined') return
  await clear(store())
}
