import type { QueryClient } from '@tanstack/react-query'
import { candidateBasicProfileQuery } from '@/entities/candidate/api/get-candidate-basic-profile'
import { candidateProfileQuery } from '@/entities/candidate/api/get-candidate-profile'
import { ensureScreenData } from '@/shared/query/screen-data'

/**
 * The two calls of /profile (docs/product.md#profile): the header's basic profile and the profile
 * itself.
 */
export const profileQueries = (candidateId: string) => ({
  profile: candidateProfileQuery(candidateId),
  basic: candidateBasicProfileQuery(candidateId),
})

/**
 * The route loader: both, saved or fetched (offline-aware, docs/adr/0062). It waits for both to
 * settle before it reports a failure, so the error view finds whichever did load in the cache.
 */
export async function loadProfile(queryClient: QueryClient, candidateId: string): Promise<void> {
  const queries = profileQueries(candidateId)
  const results = await Promise.allSettled([
    ensureScreenData(queryClient, queries.profile),
    ensureScreenData(queryClient, queries.basic),
  ])
  for (const result of results) if (result.status === 'rejected') throw result.reason
}
