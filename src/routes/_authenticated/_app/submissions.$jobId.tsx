import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/_authenticated/_app/submissions/$jobId')({
  component: () => <PageHeading title="Job submission detail" />,
})
