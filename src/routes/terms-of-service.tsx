import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '@/features/legal/load-legal-page'
import { TermsOfServicePage } from '@/features/legal/components/terms-of-service-page'

/**
 * The second path docs/product.md#screens-and-routes shows for the terms: the same page, not a
 * redirect.
 */
export const Route = createFileRoute('/terms-of-service')({
  loader: () => loadLegalPage('termsOfService'),
  component: TermsOfServicePage,
})
