import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { relativePath } from '@contract/endpoints'
import { deleteCandidateResponseSchema, type DeleteCandidateRequest } from '@contract/profile'
import { analytics } from '@/shared/analytics/analytics'
import { analyticsEvents } from '@/shared/analytics/events'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { endSession } from '@/shared/session/session'

interface DeleteCandidateInput {
  candidateId: string
  body: DeleteCandidateRequest
}

/**
 * POST /api/Candidate/DeleteCandidate?candidateId= with {reasons, otherReason}
 * (docs/product.md#deleting-the-account). It erases the account, so ky must not repeat it on its
 * own.
 */
const deleteCandidate = ({ candidateId, body }: DeleteCandidateInput) =>
  requestJson(deleteCandidateResponseSchema, () =>
    backendApi.post(relativePath('deleteCandidate'), {
      searchParams: { candidateId },
      json: body,
      retry: 0,
    }),
  )

/**
 * Deletes the account. On success (docs/product.md#deleting-the-account) the candidate is logged
 * out as logout does (local storage, the saved query cache and queued mutations wiped, analytics
 * reset) and lands on /. On failure (docs/product.md#deleting-the-account) only a usage event: the
 * modal stays as it was.
 */
export const useDeleteCandidate = () => {
  const navigate = useNavigate()
  return useMutation({
    mutationKey: ['account', 'delete'],
    mutationFn: deleteCandidate,
    networkMode: 'always',
    retry: false,
    onSuccess: async (_response, { body }) => {
      // Captured before endSession resets analytics; counts only, never the typed reason.
      analytics.capture(analyticsEvents.accountDeleted, {
        reasons: body.reasons.length,
        otherReason: Boolean(body.otherReason?.trim()),
      })
      const ending = endSession()
      await navigate({ to: '/', replace: true })
      await ending
    },
    onError: (error) =>
      analytics.capture(analyticsEvents.accountDeleteFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
        code: isApiError(error) ? (error.code ?? null) : null,
      }),
  })
}
