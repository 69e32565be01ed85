import { privacyPolicy } from '../content/privacy-policy'
import { LegalPage } from './legal-page'

/** /privacy-policy. */
export function PrivacyPolicyPage() {
  return <LegalPage content={privacyPolicy} />
}
