import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { endpoints } from '@contract/endpoints'
import {
  jobsAggregatedCountResponseSchema,
  LANDING_JOB_TITLES_LIMIT,
  type JobTitleCount,
  type JobsAggregatedCountResponse,
} from '@contract/jobs'
import { apiPrefix } from '@/shared/http/api-origin'
import { landingKeys } from './landing-keys'

/**
 * GET /api/Job/GetJobsAggregatedCount (SPEC.md 7): no token, no parameters. The browser's own
 * fetch rather than the app's http client: this is the landing page's only call, and the client
 * (ky and its error handling) would add about 5 KB to the page's first scripts. A failure only
 * hides the strip (SPEC.md 2), so a plain Error is enough; the body is still checked.
 */
export const getJobsAggregatedCount = async (): Promise<JobsAggregatedCountResponse> => {
  const url = new URL(endpoints.getJobsAggregatedCount.path, apiPrefix())
  const response = await fetch(url, { headers: { accept: 'application/json' } })
  if (!response.ok) throw new Error(`GetJobsAggregatedCount answered HTTP ${response.status}`)
  const result = v.safeParse(jobsAggregatedCountResponseSchema, await response.json())
  if (!result.success) throw new Error('GetJobsAggregatedCount sent an unexpected response')
  return result.output
}

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
