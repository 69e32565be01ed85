import { relativePath } from '@contract/endpoints'
import { editProfileResponseSchema, type EditProfileRequest } from '@contract/profile'
import { backendApi } from '@/shared/http/api-clients'
import { requestJson } from '@/shared/http/request-json'

/**
 * POST /api/Candidate/UpdateCandidateDetails?candidateId=&isCandidateOnboarding=false
 * (docs/adr/0066): every field of /edit-profile; with isProfileImageUploaded the server checks the
 * photo just uploaded before it saves anything.
 */
export const updateProfile = (candidateId: string, body: EditProfileRequest) =>
  requestJson(editProfileResponseSchema, () =>
    backendApi.post(relativePath('updateCandidateDetails'), {
      searchParams: { candidateId, isCandidateOnboarding: 'false' },
      json: body,
      retry: 0,
    }),
  )
