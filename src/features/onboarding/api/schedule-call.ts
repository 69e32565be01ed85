import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  scheduleCallResponseSchema,
  type ScheduledCall,
  type ScheduleCallRequest,
} from '@contract/call-scheduling'
import { relativePath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { scheduledCallKey } from './get-scheduled-call'

/**
 * POST /api/Engagement/ScheduleCall: the phone interview rings at `at` (a slot the server
 * offered); scheduling again replaces the waiting call. It sets up a call, so ky does not
 * repeat it on its own.
 */
export const scheduleCall = async (body: ScheduleCallRequest): Promise<ScheduledCall> => {
  const response = await requestJson(scheduleCallResponseSchema, () =>
    backendApi.post(relativePath('scheduleCall'), { json: body, retry: 0 }),
  )
  return response.data
}

/** 'Call me then': the call it answers is the one step 3 shows from then on. */
export const useScheduleCall = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['onboarding', 'schedule-call'],
    mutationFn: scheduleCall,
    networkMode: 'always',
    retry: false,
    onSuccess: (call, { candidateId }) =>
      queryClient.setQueryData(scheduledCallKey(candidateId), call),
  })
}
