import { firstIncompleteStep, type OnboardingStep } from '../../contract/candidate'
import type { Database } from '../db/client'
import { findCandidate, onboardingSteps } from './candidates'
import { latestUploadedResume } from './resumes'

/** Onboarding's four steps, each with whether it is done. */
export async function findOnboardingSteps(
  db: Database,
  candidateId: string,
): Promise<OnboardingStep[]> {
  return onboardingSteps(await findCandidate(db, candidateId))
}

/**
 * Whether the dashboard is ready to show: the first step still to do (0 when all are done) and
 * where the resume's analysis stands.
 */
export async function dashboardCompletion(db: Database, candidateId: string) {
  const [candidate, resume] = await Promise.all([
    findCandidate(db, candidateId),
    latestUploadedResume(db, candidateId),
  ])
  const currentStep = firstIncompleteStep(onboardingSteps(candidate))
  return {
    onboardingCompleted: currentStep === 0,
    currentStep,
    profileAnalysisStatus: resume?.analysisStatus ?? 'not_started',
  }
}
