import { useSuspenseQuery } from '@tanstack/react-query'
import { oldestFetchTime } from '@/shared/query/oldest-fetch-time'
import { useCandidateId } from '@/shared/session/candidate-id'
import { preferencesQueries } from '../model/preferences-data'
import { PreferencesView } from './preferences-view'

/** /preference with its data: the loader has both calls in the cache (saved or fetched). */
export function PreferencesPage() {
  const queries = preferencesQueries(useCandidateId())
  const preferences = useSuspenseQuery(queries.preferences)
  const basic = useSuspenseQuery(queries.basic)
  return (
    <PreferencesView
      preferences={preferences.data}
      basic={basic.data}
      savedAt={oldestFetchTime(preferences.dataUpdatedAt, basic.dataUpdatedAt)}
    />
  )
}
