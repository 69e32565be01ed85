import { queryOptions, useQuery } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { personRequestResponseSchema, type PersonRequest } from '@contract/person-request'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { candidateKeys } from './candidate-keys'

/** GET /api/Engagement/PersonRequest?candidateId= -> data: the request to talk to a person, or null. */
const getPersonRequest = async (candidateId: string): Promise<PersonRequest | null> => {
  const response = await requestJson(personRequestResponseSchema, () =>
    backendApi.get(relativePath('personRequest'), { searchParams: { candidateId } }),
  )
  return response.data
}

/**
 * Saved for offline like the rest of the dashboard (docs/adr/0062). Onboarding puts the request
 * it just sent here, so the dashboard shows it at once.
 */
export const personRequestQuery = (candidateId: string) =>
  queryOptions({
    queryKey: candidateKeys.personRequest(candidateId),
    queryFn: () => getPersonRequest(candidateId),
    meta: { persist: true },
  })

/**
 * The request, never suspending: the dashboard paints without waiting for it. Its loader asks
 * for it with the screen's data without waiting, and it is often in the cache already (sent
 * from onboarding, or saved).
 */
export const usePersonRequest = (candidateId: string) => useQuery(personRequestQuery(candidateId))
