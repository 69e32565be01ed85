import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cancelScheduledCallResponseSchema, type ScheduledCall } from '@contract/call-scheduling'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { scheduledCallKey } from './get-scheduled-call'

/**
 * POST /api/Engagement/CancelScheduledCall: the waiting call will not ring. Answers the
 * cancelled call, or null when none was waiting (it rang, or was cancelled elsewhere).
 */
export const cancelScheduledCall = async (candidateId: string): Promise<ScheduledCall | null> => {
  const response = await requestJson(cancelScheduledCallResponseSchema, () =>
    backendApi.post(relativePath('cancelScheduledCall'), { json: { candidateId }, retry: 0 }),
  )
  return response.data
}

/** 'Cancel the call': afterwards no call is waiting, whatever the answer said. */
export const useCancelScheduledCall = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['onboarding', 'cancel-scheduled-call'],
    mutationFn: cancelScheduledCall,
    networkMode: 'always',
    retry: false,
    onSuccess: (_cancelled, candidateId) =>
      queryClient.setQueryData(scheduledCallKey(candidateId), null),
  })
}
