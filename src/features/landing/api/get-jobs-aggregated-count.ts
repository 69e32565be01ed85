import { queryOptions, useQuery } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import {
  jobsAggregatedCountResponseSchema,
  LANDING_JOB_TITLES_LIMIT,
  type JobTitleCount,
  type JobsAggregatedCountResponse,
} from '@contract/jobs'
import { publicApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'
import { landingKeys } from './landing-keys'

/** GET /api/Job/GetJobsAggregatedCount (SPEC.md 7): no token, no parameters. */
export const getJobsAggregatedCount = (): Promise<JobsAggregatedCountResponse> =>
  requestJson(jobsAggregatedCountResponseSchema, () =>
    publicApi.get(relativePath('getJobsAggregatedCount')),
  )

/** Public catalogue data: never persisted (no meta.persist), refreshed every few minutes. */
export const jobsAggregatedCountQuery = () =>
  queryOptions({
    queryKey: landingKeys.jobsAggregatedCount(),
    queryFn: getJobsAggregatedCount,
    staleTime: 5 * 60_000,
  })

const firstTitles = (response: JobsAggregatedCountResponse): JobTitleCount[] =>
  response.message.data.slice(0, LANDING_JOB_TITLES_LIMIT)

/** The first 7 job titles with their counts (SPEC.md 7 and 9); undefined until the call succeeds. */
export const useRecommendedJobs = (): JobTitleCount[] | undefined =>
  useQuery({ ...jobsAggregatedCountQuery(), select: firstTitles }).data
