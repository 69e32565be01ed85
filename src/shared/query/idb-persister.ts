import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core'
import { createStore, del, get, set, clear } from 'idb-keyval'

/** The query cache lives in its own IndexedDB database, so wiping it touches nothing else. */
const store = (() => {
  let cached: ReturnType<typeof createStore> | undefined
  return () => (cached ??= createStore('hirelane-query-cache', 'queries'))
})()

const CACHE_KEY = 'react-query'

/**
 * Writes are made one at a time, and a save asked for while one runs only keeps the newest
 * client: the cache asks for a save on every change, so a burst of changes costs two writes and
 * the last one always wins. One writer for the app, so a wipe can stop it.
 */
let nextClient: PersistedClient | undefined
let writing: Promise<void> | undefined

const writeNewest = async () => {
  try {
    while (nextClient) {
      const client = nextClient
      nextClient = undefined
      await set(CACHE_KEY, client, store())
    }
  } finally {
    writing = undefined
  }
}

/** A read of the saved queries started before the restore asks for it. */
let earlyRead: Promise<PersistedClient | undefined> | undefined

/**
 * Starts reading the saved queries as the app starts, for the restore the first signed-in
 * screen waits for: opening the database takes ~100 ms on a slow phone, which now passes while
 * the app's code runs instead of in front of the screen's data.
 */
export const startReadingSavedQueries = (): void => {
  if (typeof indexedDB === 'undefined') return
  earlyRead ??= get<PersistedClient>(CACHE_KEY, store())
  // A failed read is the restore's to report.
  earlyRead.catch(() => {})
}

/** TanStack Query persister on idb-keyval (docs/adr/0062). */
export const createIdbPersister = (): Persister => ({
  persistClient: (client: PersistedClient) => {
    nextClient = client
    writing ??= writeNewest()
    return writing
  },
  restoreClient: () => {
    const read = earlyRead ?? get<PersistedClient>(CACHE_KEY, store())
    earlyRead = undefined
    return read
  },
  removeClient: () => del(CACHE_KEY, store()),
})

/**
 * Logout, 401 and account deletion: the saved candidate data goes with the session. A save
 * still waiting is dropped and the one under way finishes first, so nothing lands after the wipe.
 */
export const wipePersistedQueries = async (): Promise<void> => {
  if (typeof indexedDB === 'undefined') return
  nextClient = undefined
  earlyRead = undefined
  await writing
  await clear(store())
}
