import { LegalPage } from './legal-page'

/** /terms and /terms-of-service: one page, two paths (docs/product.md#screens-and-routes). */
export function TermsOfServicePage() {
  return <LegalPage name="termsOfService" />
}
