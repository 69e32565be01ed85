import type { QueryClient } from '@tanstack/react-query'
import { feedbackMutationDefaults } from '@/features/submissions/api/give-feedback'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'

/**
 * The mutations that may be queued offline and replayed in a later visit (DESIGN.md 7): each
 * needs its function registered by key before the saved cache is restored.
 */
export function registerOfflineMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(feedbackMutationKey, feedbackMutationDefaults(queryClient))
}
