import { useMutation } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import { prepareInterviewResponseSchema } from '@contract/onboarding'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/** POST /api/Engagement/PrepareInterview?candidateId= (docs/api.md), on entering step 3. */
const prepareInterview = (candidateId: string) =>
  requestJson(prepareInterviewResponseSchema, () =>
    backendApi.post(relativePath('prepareInterview'), { searchParams: { candidateId } }),
  )

/** Fire and forget: a failure is not shown; the interview prepares itself later if needed. */
export const usePrepareInterview = () =>
  useMutation({
    mutationKey: ['onboarding', 'prepare-interview'],
    mutationFn: prepareInterview,
    networkMode: 'always',
    retry: false,
  })
