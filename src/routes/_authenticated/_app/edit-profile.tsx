import { createFileRoute } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

export const Route = createFileRoute('/_authenticated/_app/edit-profile')({
  component: () => <PageHeading title="Edit profile" />,
})
