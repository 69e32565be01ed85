import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/privacy-policy')({
  component: () => <PageHeading title="Privacy Policy" />,
})
