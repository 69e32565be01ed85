import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/terms')({
  component: () => <PageHeading title="Terms of Service" />,
})
