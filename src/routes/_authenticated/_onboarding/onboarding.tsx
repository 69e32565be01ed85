import { createFileRoute } from '@tanstack/react-router'
import { InterviewCall } from '@/features/interview/components/interview-call'
import {
  OnboardingPage,
  type InterviewStepProps,
} from '@/features/onboarding/components/onboarding-page'

/** Step 4's web call comes from the interview feature; features do not import each other. */
const renderInterview = (props: InterviewStepProps) => <InterviewCall {...props} />

function OnboardingRoute() {
  return <OnboardingPage renderInterview={renderInterview} />
}

/** Steps 1 to 4 of onboarding; the authenticated guard keeps finished candidates out. */
export const Route = createFileRoute('/_authenticated/_onboarding/onboarding')({
  component: OnboardingRoute,
})
