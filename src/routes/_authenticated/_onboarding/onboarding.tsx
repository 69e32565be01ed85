import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/_authenticated/_onboarding/onboarding')({
  component: () => <PageHeading title="Onboarding" />,
})
