import * as v from 'valibot'
import { CUSTOM_TITLE_MAX_LENGTH, FIXED_JOB_TYPES } from '@contract/onboarding'
import {
  readJsonStorage,
  readStorage,
  removeStorage,
  writeStorage,
} from '@/shared/storage/local-storage'
import type { ProfileForm } from './profile-form'

const STEP_COUNT = 4
export type OnboardingStepNumber = 1 | 2 | 3 | 4

export type InterviewMode = 'web' | 'phone'

export interface PreferencesForm {
  selectedTitles: string[]
  customTitle: string
}

const clampStep = (value: number): OnboardingStepNumber =>
  Math.min(STEP_COUNT, Math.max(1, Math.trunc(value))) as OnboardingStepNumber

const parseStep = (raw: string | null): OnboardingStepNumber | undefined => {
  const value = Number(raw)
  return raw !== null && Number.isInteger(value) && value >= 1 && value <= STEP_COUNT
    ? (value as OnboardingStepNumber)
    : undefined
}

/** userCurrentStep, or undefined when nothing usable is stored. */
export const readStoredStep = (): OnboardingStepNumber | undefined =>
  parseStep(readStorage('userCurrentStep'))

export const writeStoredStep = (step: OnboardingStepNumber): void =>
  writeStorage('userCurrentStep', String(step))

/**
 * docs/product.md#onboarding: the step to open is the larger of the stored step and the server's
 * first incomplete step (0 = all done, left to the route guard); the stored step alone when the
 * server could not be asked; step 1 for a new candidate.
 */
export const resolveStartStep = (
  stored: OnboardingStepNumber | undefined,
  serverStep: number | undefined,
): OnboardingStepNumber => {
  const server = serverStep !== undefined && serverStep >= 1 ? clampStep(serverStep) : undefined
  return clampStep(Math.max(stored ?? 1, server ?? 1))
}

/** Back goes to the prior step, never below 1. */
export const previousStep = (step: OnboardingStepNumber): OnboardingStepNumber =>
  clampStep(step - 1)

export const nextStep = (step: OnboardingStepNumber): OnboardingStepNumber => clampStep(step + 1)

/**
 * docs/product.md#onboarding: finishing step 4 resets the step to 0 and clears the stored step
 * data. onboardingStatus '0' is what the route guard trusts when it cannot ask the server, so
 * /check-profile opens (with the from-onboarding marker) and /onboarding no longer does.
 */
export const markOnboardingFinished = (): void => {
  writeStorage('onboardingStatus', '0')
  writeStorage('userCurrentStep', '0')
  removeStorage('userStepData')
}

/** userStepData: the values typed on the current step, so a reload keeps them. */
const stepDataSchema = v.variant('step', [
  v.object({
    step: v.literal(1),
    firstName: v.string(),
    lastName: v.string(),
    emailId: v.string(),
    termsAccepted: v.boolean(),
  }),
  v.object({
    step: v.literal(2),
    selectedTitles: v.array(v.string()),
    customTitle: v.string(),
  }),
  v.object({ step: v.literal(3), mode: v.picklist(['web', 'phone']) }),
])
type StepData = v.InferOutput<typeof stepDataSchema>

const readStepData = (): StepData | undefined =>
  readJsonStorage('userStepData', (value) => {
    const result = v.safeParse(stepDataSchema, value)
    return result.success ? result.output : undefined
  })

const writeStepData = (data: StepData): void => writeStorage('userStepData', JSON.stringify(data))

export const saveProfileDraft = (form: ProfileForm): void => writeStepData({ step: 1, ...form })
export const savePreferencesDraft = (form: PreferencesForm): void =>
  writeStepData({ step: 2, ...form })
export const saveInterviewModeDraft = (mode: InterviewMode): void =>
  writeStepData({ step: 3, mode })

/** Step 1's values: the draft if one is stored, else what the last save stored. */
export const loadProfileForm = (): ProfileForm => {
  const draft = readStepData()
  if (draft?.step === 1) {
    const { step: _step, ...form } = draft
    return form
  }
  const firstName = readStorage('firstName') ?? ''
  const lastName = readStorage('lastName') ?? ''
  const emailId = readStorage('emailId') ?? ''
  // A saved profile means the terms were accepted.
  return { firstName, lastName, emailId, termsAccepted: Boolean(firstName && emailId) }
}

const isFixedJobType = (title: string): boolean =>
  (FIXED_JOB_TYPES as readonly string[]).includes(title)

/** Step 2's values: the draft if one is stored, else what the last save stored. */
export const loadPreferencesForm = (): PreferencesForm => {
  const draft = readStepData()
  const form =
    draft?.step === 2
      ? { selectedTitles: draft.selectedTitles, customTitle: draft.customTitle }
      : {
          selectedTitles:
            readJsonStorage('selectedJobTitle', (value) =>
              Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [],
            ) ?? [],
          customTitle: readStorage('customJobTitle') ?? '',
        }
  return {
    selectedTitles: form.selectedTitles.filter(isFixedJobType),
    customTitle: form.customTitle.slice(0, CUSTOM_TITLE_MAX_LENGTH),
  }
}

/** Step 3's choice; start-now (the web call) is the default. */
export const loadInterviewMode = (): InterviewMode => {
  const draft = readStepData()
  return draft?.step === 3 ? draft.mode : 'web'
}

/** docs/product.md#onboarding: at least one fixed job type or a non-empty custom title. */
export const hasPreference = (form: PreferencesForm): boolean =>
  form.selectedTitles.length > 0 || form.customTitle.trim() !== ''
