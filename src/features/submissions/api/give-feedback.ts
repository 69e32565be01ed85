import {
  onlineManager,
  type MutationObserverOptions,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query'
import {
  feedbackResponseSchema,
  type ApplicationsPage,
  type CandidateFeedbackState,
  type FeedbackResponse,
  type SubmissionDetail,
} from '@contract/applications'
import { applicationPath, headers } from '@contract/endpoints'
import { applicationKeys } from '@/entities/application/api/application-keys'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { withFeedback } from '../model/feedback-outcome'
import { submissionsEvents } from '../model/submissions-events'

/**
 * One feedback as it is queued: the body of docs/product.md#feedback and the
 * Idempotency-Key, made once when the candidate submits. The key lives in the variables so a
 * mutation saved while offline and replayed after a reload sends the same key, and the server
 * applies it exactly once.
 */
export interface FeedbackVariables {
  candidateId: string
  jobId: string
  decision: CandidateFeedbackState
  reasons: string[]
  otherReason: string
  idempotencyKey: string
}

/** Where the application stands after the feedback (data.data of the response). */
export type FeedbackResult = FeedbackResponse['data']['data']

/**
 * POST /api/CandidateApplication/applications/{jobId}/feedback with the Idempotency-Key header.
 * ky does not retry it: the mutation's retry decides, with the same key.
 */
export const giveFeedback = async ({
  idempotencyKey,
  ...body
}: FeedbackVariables): Promise<FeedbackResult> => {
  const response = await requestJson(feedbackResponseSchema, () =>
    backendApi.post(applicationPath('giveApplicationFeedback', body.jobId), {
      json: body,
      headers: { [headers.idempotencyKey]: idempotencyKey },
      retry: 0,
    }),
  )
  return response.data.data
}

const MAX_RETRIES = 3

/**
 * A network failure or a 5xx may pass (the key makes a repeat safe); a 4xx will not, and a
 * malformed 200 was applied already.
 */
const shouldRetryFeedback = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_RETRIES &&
  (!isApiError(error) || error.status === undefined || error.status >= 500)

/** The cached detail and list pages as they were before the feedback, to put back on failure. */
export interface FeedbackSnapshot {
  entries: [QueryKey, unknown][]
}

/**
 * Sets a cached value without touching its fetch time: the offline notice says when the data
 * came from the server, and a local edit must not make it look fresher.
 */
const replaceKeepingTime = (queryClient: QueryClient, queryKey: QueryKey, data: unknown) =>
  queryClient.setQueryData(queryKey, data, {
    updatedAt: queryClient.getQueryState(queryKey)?.dataUpdatedAt,
  })

const showFeedback = (
  queryClient: QueryClient,
  { candidateId, jobId, decision }: FeedbackVariables,
): FeedbackSnapshot => {
  const entries: [QueryKey, unknown][] = []
  const detailKey = applicationKeys.detail(candidateId, jobId)
  const detail = queryClient.getQueryData<SubmissionDetail>(detailKey)
  if (detail) {
    entries.push([detailKey, detail])
    replaceKeepingTime(queryClient, detailKey, withFeedback(detail, decision))
  }
  const pages = queryClient.getQueriesData<ApplicationsPage>({
    queryKey: applicationKeys.lists(candidateId),
  })
  for (const [key, page] of pages) {
    if (!page?.data.some((card) => card.jobId === jobId)) continue
    entries.push([key, page])
    replaceKeepingTime(queryClient, key, {
      ...page,
      data: page.data.map((card) => (card.jobId === jobId ? withFeedback(card, decision) : card)),
    })
  }
  return { entries }
}

type FeedbackMutationOptions = Omit<
  MutationObserverOptions<FeedbackResult, Error, FeedbackVariables, FeedbackSnapshot>,
  'mutationKey'
>

/**
 * Everything the feedback mutation does, registered with setMutationDefaults: a mutation
 * restored from IndexedDB in a later visit has only these (docs/adr/0062).
 * - networkMode 'online': offline it pauses (and is saved) instead of failing;
 * - the detail and every cached list page show the feedback at once, and the status the
 *   server will set; a failure puts them back;
 * - one at a time, in order, so two answers given offline reach the server as given;
 * - once settled, every view of the candidate's applications is fetched again.
 */
export const feedbackMutationDefaults = (queryClient: QueryClient): FeedbackMutationOptions => ({
  mutationFn: giveFeedback,
  networkMode: 'online',
  retry: shouldRetryFeedback,
  scope: { id: 'application-feedback' },
  onMutate: async (variables) => {
    const { candidateId } = variables
    // A fetch under way would overwrite what the candidate just chose.
    await queryClient.cancelQueries({
      queryKey: applicationKeys.detail(candidateId, variables.jobId),
    })
    await queryClient.cancelQueries({ queryKey: applicationKeys.lists(candidateId) })
    if (!onlineManager.isOnline())
      analytics.capture(submissionsEvents.feedbackQueued, { decision: variables.decision })
    return showFeedback(queryClient, variables)
  },
  onSuccess: (_result, variables) =>
    analytics.capture(submissionsEvents.feedbackSent, { decision: variables.decision }),
  onError: (error, variables, snapshot) => {
    for (const [key, data] of snapshot?.entries ?? []) replaceKeepingTime(queryClient, key, data)
    analytics.capture(submissionsEvents.feedbackFailed, {
      decision: variables.decision,
      status: isApiError(error) ? (error.status ?? null) : null,
    })
  },
  onSettled: (_result, _error, variables) => {
    void queryClient.invalidateQueries({ queryKey: applicationKeys.all(variables.candidateId) })
  },
})
