import * as v from 'valibot'
import { plainText } from './text'
import { okEnvelope } from './envelope'
import { appLanguageSchema } from './app-language'

export const candidateIdQuerySchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
})
export type CandidateIdQuery = v.InferOutput<typeof candidateIdQuerySchema>

/** Onboarding steps: 1 Profile, 2 Preferences, 3 Consent, 4 Interview. */
export const ONBOARDING_STEP_IDS = [1, 2, 3, 4] as const
export const onboardingStepSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(4)),
  completed: v.boolean(),
})
export type OnboardingStep = v.InferOutput<typeof onboardingStepSchema>

/** GET /api/Candidate/GetCandidateOnboardingDetails: `data` is the list of steps. */
export const onboardingDetailsResponseSchema = okEnvelope(v.array(onboardingStepSchema))

/** The first incomplete step id, or 0 when every step is complete (docs/product.md#onboarding). */
export const firstIncompleteStep = (steps: readonly OnboardingStep[]): number =>
  [...steps].sort((a, b) => a.id - b.id).find((step) => !step.completed)?.id ?? 0

/**
 * GET /api/Candidate/GetDetails: data.fullName, and data.language, the candidate's app language.
 * This server always sends language; it is optional here so the PWA still reads a
 * backend that predates it (the app then keeps the language chosen on the device).
 */
export const candidateDetailsResponseSchema = okEnvelope(
  v.object({ fullName: v.nullable(v.string()), language: v.optional(appLanguageSchema) }),
)

/**
 * POST /api/Candidate/UpdateLanguage {candidateId, language}: the language the app,
 * its texts and its pushes speak to this candidate. Answers data.language as saved.
 */
export const updateLanguageRequestSchema = v.object({
  candidateId: v.pipe(
    plainText('candidateId', 'candidateId is required'),
    v.uuid('candidateId must be a UUID'),
  ),
  language: appLanguageSchema,
})
export type UpdateLanguageRequest = v.InferInput<typeof updateLanguageRequestSchema>
export const updateLanguageResponseSchema = okEnvelope(v.object({ language: appLanguageSchema }))

export const CANDIDATE_MESSAGES = {
  languageUpdated: 'Language updated successfully',
} as const
