import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/terms-of-service')({
  component: () => <PageHeading title="Terms of Service" />,
})
