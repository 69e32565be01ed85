import { queryOptions } from '@tanstack/react-query'
import { submissionDetailResponseSchema, type SubmissionDetail } from '@contract/applications'
import { applicationPath } from '@contract/endpoints'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { applicationKeys } from './application-keys'

/** GET /api/CandidateApplication/applications/{jobId}/details?candidateId= -> data.data */
const getApplicationDetails = async (
  candidateId: string,
  jobId: string,
): Promise<SubmissionDetail> => {
  const response = await requestJson(submissionDetailResponseSchema, () =>
    backendApi.get(applicationPath('getApplicationDetails', jobId), {
      searchParams: { candidateId },
    }),
  )
  return response.data.data
}

export const applicationDetailsQuery = (candidateId: string, jobId: string) =>
  queryOptions({
    queryKey: applicationKeys.detail(candidateId, jobId),
    queryFn: () => getApplicationDetails(candidateId, jobId),
    meta: { persist: true },
  })
