import { QueryClient } from '@tanstack/react-query'

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

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { persist?: boolean }
  }
}
