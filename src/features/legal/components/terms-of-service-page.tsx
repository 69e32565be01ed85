import { LegalPage } from './legal-page'

/** /terms and /terms-of-service: one page, two paths (DESIGN.md 6). */
export function TermsOfServicePage() {
  return <LegalPage name="termsOfService" />
}
