import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/_authenticated/_app/dashboard/$jobId')({
  component: () => <PageHeading title="Job submission detail" />,
})
