import type { QueryClient } from '@tanstack/react-query'
import { candidateBasicProfileQuery } from '@/entities/candidate/api/get-candidate-basic-profile'
import { candidatePreferenceQuery } from '@/entities/candidate/api/get-candidate-preference'
import { ensureScreenData } from '@/shared/query/screen-data'

/**
 * The two calls of /preference (docs/product.md#preference): the header's basic profile and the
 * preferences.
 */
export const preferencesQueries = (candidateId: string) => ({
  preferences: candidatePreferenceQuery(candidateId),
  basic: candidateBasicProfileQuery(candidateId),
})

/**
 * The route loader: both, saved or fetched (offline-aware, docs/adr/0062). It waits for both to
 * settle before it reports a failure, so the error view finds whichever did load in the cache.
 */
export async function loadPreferences(
  queryClient: QueryClient,
  candidateId: string,
): Promise<void> {
  const queries = preferencesQueries(candidateId)
  const results = await Promise.allSettled([
    ensureScreenData(queryClient, queries.preferences),
    ensureScreenData(queryClient, queries.basic),
  ])
  for (const result of results) if (result.status === 'rejected') throw result.reason
}
