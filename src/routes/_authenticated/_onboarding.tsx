import { createFileRoute } from '@tanstack/react-router'
import { OnboardingLayout } from '@/app/layouts/onboarding-layout'

export const Route = createFileRoute('/_authenticated/_onboarding')({
  component: OnboardingLayout,
})
