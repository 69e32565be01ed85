import { useMutation } from '@tanstack/react-query'
import { relativePath } from '@contract/endpoints'
import {
  updateUserTitlePreferenceResponseSchema,
  type UpdateUserTitlePreferenceRequest,
} from '@contract/onboarding'
import { analytics } from '@/shared/analytics/analytics'
import { backendApi } from '@/shared/http/api-clients'
import { isApiError } from '@/shared/http/api-error'
import { requestJson } from '@/shared/http/request-json'
import { writeStorage } from '@/shared/storage/local-storage'
import { onboardingEvents } from '../model/onboarding-events'

interface TitlePreferenceInput {
  candidateId: string
  selectedTitles: string[]
  customTitle: string
}

/** The request body: the custom title, trimmed, is a one-item list or none at all. */
const toTitlePreferenceBody = ({
  candidateId,
  selectedTitles,
  customTitle,
}: TitlePreferenceInput): UpdateUserTitlePreferenceRequest => {
  const custom = customTitle.trim()
  return {
    candidateId,
    selectedTitles: selectedTitles as UpdateUserTitlePreferenceRequest['selectedTitles'],
    customTitles: custom ? [custom] : [],
  }
}

/** POST /api/Candidate/UpdateUserTitlePreference (docs/product.md#step-2-job-preferences). */
const updateUserTitlePreference = (input: TitlePreferenceInput) =>
  requestJson(updateUserTitlePreferenceResponseSchema, () =>
    backendApi.post(relativePath('updateUserTitlePreference'), {
      json: toTitlePreferenceBody(input),
    }),
  )

/** Saves the job preferences; on success stores selectedJobTitle and customJobTitle. */
export const useUpdateUserTitlePreference = () =>
  useMutation({
    mutationKey: ['onboarding', 'update-title-preference'],
    mutationFn: updateUserTitlePreference,
    networkMode: 'always',
    onSuccess: (_response, { selectedTitles, customTitle }) => {
      writeStorage('selectedJobTitle', JSON.stringify(selectedTitles))
      writeStorage('customJobTitle', customTitle.trim())
      analytics.capture(onboardingEvents.preferencesSaved, {
        selectedCount: selectedTitles.length,
        hasCustomTitle: customTitle.trim() !== '',
      })
    },
    onError: (error) =>
      analytics.capture(onboardingEvents.preferencesSaveFailed, {
        status: isApiError(error) ? (error.status ?? null) : null,
      }),
  })
