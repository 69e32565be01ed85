import { createFileRoute } from '@tanstack/react-router'
import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { PreferencesError } from '@/features/preferences/components/preferences-error'
import { PreferencesPage } from '@/features/preferences/components/preferences-page'
import { loadPreferences } from '@/features/preferences/model/preferences-data'
import { preferencesTexts } from '@/features/preferences/preferences-texts'
import { currentCandidateId } from '@/shared/session/candidate-id'

/** /preference (SPEC.md 2), behind the same guard as the other candidate pages (DESIGN.md 6). */
export const Route = createFileRoute('/_authenticated/_app/preference')({
  loader: ({ context: { queryClient } }) =>
    loadPreferences(queryClient, currentCandidateId() ?? ''),
  pendingComponent: () => <FullPageSpinner label={preferencesTexts.loading} />,
  errorComponent: ({ error }) => <PreferencesError error={error} />,
  component: PreferencesPage,
})
