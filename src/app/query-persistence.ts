import type { QueryClient } from '@tanstack/react-query'
import { persistQueryClient } from '@tanstack/query-persist-client-core'
import { setCacheRestore } from '@/shared/query/cache-restore'
import { registerOfflineMutations } from './offline-mutations'
import { persistOptions } from './query-client'

/**
 * Saves the query cache (and paused mutations) to IndexedDB and reads it back at start
 * (DESIGN.md 7). Mutation functions are registered before the restore, so a feedback queued
 * offline in an earlier visit can be sent; the paused ones resume once restored (they pause
 * again while offline; the query client resumes them when the network returns).
 */
export function startQueryPersistence(queryClient: QueryClient): void {
  registerOfflineMutations(queryClient)
  const [, restored] = persistQueryClient({ queryClient, ...persistOptions })
  setCacheRestore(
    restored.then(
      () => {
        // Not awaited: offline, paused mutations stay pending until the network returns.
        void queryClient.resumePausedMutations()
      },
      (error: unknown) => console.error('The saved data could not be restored', error),
    ),
  )
}
