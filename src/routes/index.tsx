import { createFileRoute, Link } from '@tanstack/react-router'
import { PageHeading } from '@/app/page-heading'

/** The landing page arrives with its own issue; until then the way in. */
export const Route = createFileRoute('/')({
  component: () => (
    <main>
      <PageHeading title="Your next job?" />
      <p>Let AI find it for you</p>
      <Link to="/login">Get started</Link>
    </main>
  ),
})
