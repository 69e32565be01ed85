import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { firstIncompleteStep, onboardingDetailsResponseSchema } from '@contract/candidate'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'
import { readStorage, writeStorage } from '@/shared/storage/local-storage'

/** GET /api/Candidate/GetCandidateOnboardingDetails: the list of steps and whether each is done. */
const getCandidateOnboardingDetails = (candidateId: string) =>
  requestJson(onboardingDetailsResponseSchema, () =>
    backendApi.get(relativePath('getCandidateOnboardingDetails'), {
      searchParams: { candidateId },
    }),
  )

export const onboardingDetailsQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.onboardingDetails(candidateId),
    queryFn: () => getCandidateOnboardingDetails(candidateId),
    staleTime: 30_000,
    // The guard must not wait for a network that is not there: fail fast, use the stored step.
    networkMode: 'always',
    retry: false,
  })

/**
 * The first incomplete step (0 when onboarding is finished), also stored as onboardingStatus
 * for when the server cannot be reached (docs/product.md#onboarding).
 */
export async function fetchOnboardingStep(queryClient: QueryClient): Promise<number> {
  const candidateId = readStorage('candidateId')
  if (!candidateId) throw new Error('No candidate id is stored')
  const { data: steps } = await queryClient.fetchQuery(onboardingDetailsQuery(candidateId))
  const step = firstIncompleteStep(steps)
  writeStorage('onboardingStatus', String(step))
  return step
}
