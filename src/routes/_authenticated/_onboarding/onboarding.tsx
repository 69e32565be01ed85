import { createFileRoute } from '@tanstack/react-router'
import { OnboardingPage } from '@/features/onboarding/components/onboarding-page'

/** Steps 1 to 4 of onboarding; the authenticated guard keeps finished candidates out. */
export const Route = createFileRoute('/_authenticated/_onboarding/onboarding')({
  component: OnboardingPage,
})
