import * as v from 'valibot'
import { relativePath } from '@contract/endpoints'
import {
  updateCandidateDetailsResponseSchema,
  type UpdateCandidateDetailsRequest,
} from '@contract/onboarding'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * A 200 whose status flag is false: the server did not take the details
 * (docs/product.md#step-1-profile).
 */
const refusedSchema = v.object({ status: v.literal(false), message: v.string() })
const responseSchema = v.union([updateCandidateDetailsResponseSchema, refusedSchema])
type UpdateCandidateDetailsResult = v.InferOutput<typeof responseSchema>

/**
 * POST /api/Candidate/UpdateCandidateDetails?candidateId=&isCandidateOnboarding=true
 * (docs/product.md#step-1-profile). Resolves with the body, whose `status` may be false; throws an
 * ApiError when the call fails.
 */
export const updateCandidateDetails = (
  candidateId: string,
  body: UpdateCandidateDetailsRequest,
): Promise<UpdateCandidateDetailsResult> =>
  requestJson(responseSchema, () =>
    backendApi.post(relativePath('updateCandidateDetails'), {
      searchParams: { candidateId, isCandidateOnboarding: 'true' },
      json: body,
    }),
  )
