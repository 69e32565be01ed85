import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '@/features/legal/load-legal-page'
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page'

/** The second path SPEC.md 2 shows for the terms: the same page, not a redirect. */
export const Route = createFileRoute('/terms-of-service')({
  loader: () => loadLegalPage('termsOfService'),
  component: TermsOfServicePage,
})
