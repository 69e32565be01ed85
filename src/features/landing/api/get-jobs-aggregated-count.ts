import * as v from 'valibot'
import { endpoints } from '@contract/endpoints'
import {
  jobsAggregatedCountResponseSchema,
  LANDING_JOB_TITLES_LIMIT,
  type JobTitleCount,
} from '@contract/jobs'
import { apiPrefix } from '@/shared/http/api-origin'

/**
 * GET /api/Job/GetJobsAggregatedCount (docs/product.md#the-public-pages): no token, no parameters.
 * The browser's own fetch rather than the app's http client and query cache: this is the landing
 * page's only call, made by its islands before the app is loaded. A failure only hides the strip
 * (docs/product.md#the-public-pages), so a plain Error is enough; the body is still checked.
 */
export const getJobsAggregatedCount = async (signal?: AbortSignal): Promise<JobTitleCount[]> => {
  const url = new URL(endpoints.getJobsAggregatedCount.path, apiPrefix())
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal })
  if (!response.ok) throw new Error(`GetJobsAggregatedCount answered HTTP ${response.status}`)
  const result = v.safeParse(jobsAggregatedCountResponseSchema, await response.json())
  if (!result.success) throw new Error('GetJobsAggregatedCount sent an unexpected response')
  // The first 7 job titles with their counts (docs/product.md#the-public-pages).
  return result.output.message.data.slice(0, LANDING_JOB_TITLES_LIMIT)
}
