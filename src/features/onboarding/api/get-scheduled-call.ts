import { queryOptions } from '@tanstack/react-query'
import { scheduledCallResponseSchema, type ScheduledCall } from '@contract/call-scheduling'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * GET /api/Engagement/ScheduledCall?candidateId=: the phone call waiting to ring, the one that
 * just rang (with its interview), or null.
 */
export const getScheduledCall = async (candidateId: string): Promise<ScheduledCall | null> => {
  const response = await requestJson(scheduledCallResponseSchema, () =>
    backendApi.get(relativePath('getScheduledCall'), { searchParams: { candidateId } }),
  )
  return response.data
}

export const scheduledCallKey = (candidateId: string) =>
  ['onboarding', 'scheduled-call', candidateId] as const

/** While a call waits, the step asks this often, to follow it when it rings. */
const WAITING_CALL_POLL_MS = 15_000

/**
 * Asked when step 3 opens, so a call set for later shows again after a reload, and again while
 * it waits, so the step moves on to the call's status once it rings. Never persisted: a call
 * that rang or was cancelled elsewhere must not come back from the cache.
 */
export const scheduledCallQuery = (candidateId: string) =>
  queryOptions({
    queryKey: scheduledCallKey(candidateId),
    queryFn: () => getScheduledCall(candidateId),
    staleTime: 0,
    enabled: candidateId !== '',
    refetchInterval: (query) =>
      query.state.data?.status === 'scheduled' ? WAITING_CALL_POLL_MS : false,
  })
