import type { QueryClient } from '@tanstack/react-query'

/**
 * The mutations that may be queued offline and replayed in a later visit (DESIGN.md 7): each
 * needs its function registered by key before the saved cache is restored.
 */
export function registerOfflineMutations(_queryClient: QueryClient): void {}
