import { createFileRoute } from '@tanstack/react-router'
import { loadLegalPage } from '@/features/legal/load-legal-page'
import { PrivacyPolicyPage } from '@/features/legal/components/privacy-policy-page'

export const Route = createFileRoute('/privacy-policy')({
  loader: () => loadLegalPage('privacyPolicy'),
  component: PrivacyPolicyPage,
})
