import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { emptyBasicProfile } from '@/entities/candidate/model/empty-records'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { useCandidateId } from '@/shared/session/candidate-id'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { preferencesQueries } from '../model/preferences-data'
import { reportPreferencesLoadFailure } from '../model/preferences-events'
import { PreferencesView } from './preferences-view'

/**
 * The /preference route's error view: offline with nothing saved, it says so and loads itself
 * when the network returns. Any other failure is the empty preferences of
 * docs/product.md#preference (whatever of the two calls did load is kept), reported but not shown;
 * a change can still be requested.
 */
export function PreferencesError({ error }: { error: unknown }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const queries = preferencesQueries(useCandidateId())
  const offline = isNotSavedOffline(error)
  const reload = useCallback(() => void router.invalidate(), [router])

  useEffect(() => {
    if (!offline) reportPreferencesLoadFailure(error)
  }, [error, offline])

  if (offline) return <NotSavedOffline onOnline={reload} />
  return (
    <PreferencesView
      preferences={queryClient.getQueryData(queries.preferences.queryKey) ?? null}
      basic={queryClient.getQueryData(queries.basic.queryKey) ?? emptyBasicProfile}
      savedAt={undefined}
    />
  )
}
