import {
  notifyManager,
  type DehydratedState,
  type Mutation,
  type Query,
  type QueryClient,
} from '@tanstack/react-query'
import { persistQueryClient, type Persister } from '@tanstack/query-persist-client-core'
import { appConfig } from '@/shared/config'
import { createIdbPersister } from '@/shared/query/idb-persister'
import { onSessionEnded } from '@/shared/session/session'
import { isOfflineMutation, registerOfflineMutations } from './offline-mutations'
import { PERSIST_MAX_AGE_MS } from './query-client'

/**
 * Only queries that opt in with `meta: { persist: true }` reach IndexedDB, and only with data.
 * A query whose last refresh failed still has its last good data: that is what is saved (a
 * weak signal in a warehouse fails refreshes all day; saving the failure would drop the screen,
 * and the next visit offline would say it was never saved).
 */
const shouldPersistQuery = (query: Query): boolean =>
  query.meta?.persist === true && query.state.data !== undefined

/** The saved copy of a query whose refresh failed: its last good data, as a success. */
const asLastGoodData = (query: DehydratedState['queries'][number]) =>
  query.state.status === 'error'
    ? {
        ...query,
        state: {
          ...query.state,
          status: 'success' as const,
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
        },
      }
    : query

const savesLastGoodData = (persister: Persister): Persister => ({
  ...persister,
  persistClient: (client) =>
    persister.persistClient({
      ...client,
      clientState: {
        ...client.clientState,
        queries: client.clientState.queries.map(asLastGoodData),
      },
    }),
})

const persistOptions = {
  persister: savesLastGoodData(createIdbPersister()),
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
 * Saves the query cache and the queued mutations to IndexedDB and reads them back (docs/adr/0062),
 * once, when the first signed-in screen loads: the landing and login pages need none of it, so its
 * code stays out of their JavaScript. Mutation functions are registered before the restore, so a
 * feedback queued in an earlier visit can be sent.
 */
export const startQueryPersistence = (queryClient: QueryClient): Promise<void> =>
  (started ??= restoreAndPersist(queryClient))
