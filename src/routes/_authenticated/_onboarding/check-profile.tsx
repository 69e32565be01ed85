import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'
import { appConfig } from '@/shared/config'

export const Route = createFileRoute('/_authenticated/_onboarding/check-profile')({
  component: () => <PageHeading title={`Welcome to ${appConfig.productName} Jobs!`} />,
})
