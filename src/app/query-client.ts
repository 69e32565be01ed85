import { QueryClient, type Query } from '@tanstack/react-query'
import { createIdbPersister } from '@/shared/query/idb-persister'
import { appConfig } from '@/shared/config'

const DAY_MS = 24 * 60 * 60 * 1000

/** Saved candidate data is kept a week (DESIGN.md 7); gcTime must not be shorter. */
export const PERSIST_MAX_AGE_MS = 7 * DAY_MS

export const createQueryClient = (): QueryClient =>
  new QueryClient({
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

/** Only queries that opt in with `meta: { persist: true }` reach IndexedDB. */
const shouldPersistQuery = (query: Query): boolean =>
  query.state.status === 'success' && query.meta?.persist === true

export const persistOptions = {
  persister: createIdbPersister(),
  maxAge: PERSIST_MAX_AGE_MS,
  buster: appConfig.buildId,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
  }
}
