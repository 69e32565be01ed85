import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/_authenticated/_app/dashboard/')({
  component: () => <PageHeading title="Dashboard" />,
})
