import { matchMutation, type QueryClient } from '@tanstack/react-query'
import { feedbackMutationDefaults } from '@/features/submissions/api/give-feedback'
import { feedbackMutationKey } from '@/features/submissions/api/submissions-keys'

/**
 * The mutations that may be queued offline and replayed in a later visit (docs/adr/0062): each
 * needs its function registered by key before the saved cache is restored (the query client
 * already knows whether it is offline, so a restored one waits for the network).
 */
export function registerOfflineMutations(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(feedbackMutationKey, feedbackMutationDefaults(queryClient))
}

/** Whether a mutation is one of those above, to be saved with the cache while it is pending. */
export const isOfflineMutation = (mutation: Parameters<typeof matchMutation>[1]): boolean =>
  matchMutation({ mutationKey: feedbackMutationKey }, mutation)
