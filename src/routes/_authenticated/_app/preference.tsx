import { createFileRoute } from '@tanstack/react-router'
import { PreferencesError } from '@/features/preferences/components/preferences-error'
import { PreferencesPage } from '@/features/preferences/components/preferences-page'
import { loadPreferences } from '@/features/preferences/model/preferences-data'
import { PreferencesLoading } from '@/features/preferences/components/preferences-loading'
import { currentCandidateId } from '@/shared/session/candidate-id'

/**
 * /preference (docs/product.md#preference), behind the same guard as the other candidate pages
 * (docs/product.md#screens-and-routes).
 */
export const Route = createFileRoute('/_authenticated/_app/preference')({
  loader: ({ context: { queryClient } }) =>
    loadPreferences(queryClient, currentCandidateId() ?? ''),
  pendingComponent: PreferencesLoading,
  errorComponent: ({ error }) => <PreferencesError error={error} />,
  component: PreferencesPage,
})
