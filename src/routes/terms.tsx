import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '@/features/legal/load-legal-page'
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page'

export const Route = createFileRoute('/terms')({
  loader: () => loadLegalPage('termsOfService'),
  component: TermsOfServicePage,
})
