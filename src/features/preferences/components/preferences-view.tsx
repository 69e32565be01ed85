import type { Preferences } from '@contract/preferences'
import type { BasicProfile } from '@contract/profile'
import { CandidateHeader } from '@/entities/candidate/ui/candidate-header'
import { appConfig } from '@/shared/config'
import { useDocumentMeta } from '@/shared/document/use-document-meta'
import { ButtonLink } from '@/shared/ui/button-link'
import { OfflineNotice } from '@/shared/ui/offline-notice'
import { usePreferencesTexts } from '../preferences-texts'
import { ChangeRequestPanel } from './change-request-panel'
import { JobPreferencesPanel } from './job-preferences-panel'

interface PreferencesViewProps {
  basic: BasicProfile
  /** null before the interview produced any. */
  preferences: Preferences | null
  /** Oldest fetch time of what is shown, for the offline notice. */
  savedAt: number | undefined
}

/**
 * /preference (docs/product.md#preference): the header with 'View Profile', the read-only 'Job
 * Preferences' panel and 'Request Preference Changes'.
 */
export function PreferencesView({ basic, preferences, savedAt }: PreferencesViewProps) {
  const texts = usePreferencesTexts()
  useDocumentMeta({
    title: texts.pageTitle(appConfig.productName),
    description: texts.metaDescription(appConfig.productName),
  })
  return (
    <>
      <OfflineNotice savedAt={savedAt} />
      <CandidateHeader profile={basic} fallbackName={texts.panel.heading}>
        <ButtonLink to="/profile">{texts.viewProfile}</ButtonLink>
      </CandidateHeader>
      <JobPreferencesPanel preferences={preferences} />
      <ChangeRequestPanel />
    </>
  )
}
