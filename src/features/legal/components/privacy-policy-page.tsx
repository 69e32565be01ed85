import { LegalPage } from './legal-page'

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <LegalPage name="privacyPolicy" />
}
