import { notifyManager, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/query-persist-client-core'
import { appConfig } from '@/shared/config'
import { createIdbPersister } from '@/shared/query/idb-persister'
import { onSessionEnded } from '@/shared/session/session'
import { isOfflineMutation, registerOfflineMutations } from './offline-mutations'
import { PERSIST_MAX_AGE_MS } from './query-client'

/** Only queries that opt in with `meta: { persist: true }` reach IndexedDB. */
const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && query.meta?.persist === true

export const persistOptions = {
  persister: createIdbPersister(),
  maxAge: PERSIST_MAX_AGE_MS,
  buster: appConfig.buildId,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
}

/**
 * Queued mutations left by an earlier visit: paused ones, and ones that were on their way when
 * the app closed (the server may or may not have them; their Idempotency-Key makes a second
 * send harmless). Offline they pause again; the query client resumes them on reconnect.
 */
const resumeQueuedMutations = (queryClient: QueryClient): void => {
  const queued = queryClient
    .getMutationCache()
    .getAll()
    .filter((mutation: Mutation) => mutation.state.status === 'pending')
  notifyManager.batch(() => {
    for (const mutation of queued) void mutation.continue().catch(() => {})
  })
}

async function restoreAndPersist(queryClient: QueryClient): Promise<void> {
  registerOfflineMutations(queryClient)
  const [stopSaving, restored] = persistQueryClient({
    queryClient,
    ...persistOptions,
    dehydrateOptions: {
      ...persistOptions.dehydrateOptions,
      shouldDehydrateMutation: (mutation) =>
        mutation.state.status === 'pending' && isOfflineMutation(mutation),
    },
  })
  // A signed-out app saves nothing; the next sign-in starts saving (and restoring) again.
  const forget = onSessionEnded(() => {
    stopSaving()
    forget()
    started = undefined
  })
  try {
    await restored
  } catch (error) {
    console.error('The saved data could not be restored', error)
  }
  resumeQueuedMutations(queryClient)
}

let started: Promise<void> | undefined

/**
 * Saves the query cache and the queued mutations to IndexedDB and reads them back (DESIGN.md
 * 7), once, when the first signed-in screen loads: the landing and login pages need none of it,
 * so its code stays out of their JavaScript. Mutation functions are registered before the
 * restore, so a feedback queued in an earlier visit can be sent.
 */
export const startQueryPersistence = (queryClient: QueryClient): Promise<void> =>
  (started ??= restoreAndPersist(queryClient))
