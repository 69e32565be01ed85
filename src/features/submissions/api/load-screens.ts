import type { QueryClient } from '@tanstack/react-query'
import { submissionStatsQuery } from '@/entities/application/api/get-application-counts'
import { applicationDetailsQuery } from '@/entities/application/api/get-application-details'
import {
  historyByJobQuery,
  historyByStatusQuery,
} from '@/entities/application/api/get-application-history'
import { applicationsQuery } from '@/entities/application/api/get-applications'
import { isNotSavedOffline, ensureScreenData } from '@/shared/query/screen-data'
import {
  reportLoadFailure,
  submissionsEvents,
  type SubmissionsEvent,
} from '../model/submissions-events'
import { isSubmissionNotFound } from '../model/not-found'
import type { SubmissionsSearch } from '../model/submissions-search'

/**
 * A part the screen can do without (the tab counts, the stage history): its failure is
 * reported and the screen shows without it. Offline with nothing saved is not a failure, and
 * an unknown job is the detail's own 'not found'.
 */
const optional =
  (event: SubmissionsEvent) =>
  (error: unknown): undefined => {
    if (!isNotSavedOffline(error) && !isSubmissionNotFound(error)) reportLoadFailure(event, error)
    return undefined
  }

/** /submissions: the page of the filter, and the tab counts and recent updates beside it. */
export const loadSubmissions = (
  queryClient: QueryClient,
  candidateId: string,
  { filter, page }: SubmissionsSearch,
) =>
  Promise.all([
    ensureScreenData(queryClient, applicationsQuery(candidateId, { filter, page })),
    ensureScreenData(queryClient, submissionStatsQuery(candidateId)).catch(
      optional(submissionsEvents.statsLoadFailed),
    ),
    ensureScreenData(queryClient, historyByStatusQuery(candidateId, filter)).catch(
      optional(submissionsEvents.historyLoadFailed),
    ),
  ])

/** /dashboard/{jobId} and /submissions/{jobId}: the detail, and its stage history beside it. */
export const loadSubmissionDetail = (
  queryClient: QueryClient,
  candidateId: string,
  jobId: string,
) =>
  Promise.all([
    ensureScreenData(queryClient, applicationDetailsQuery(candidateId, jobId)),
    ensureScreenData(queryClient, historyByJobQuery(candidateId, jobId)).catch(
      optional(submissionsEvents.historyLoadFailed),
    ),
  ])
