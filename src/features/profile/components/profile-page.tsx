import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { oldestFetchTime } from '@/shared/query/oldest-fetch-time'
import { useCandidateId } from '@/shared/session/candidate-id'
import { profileQueries } from '../model/profile-data'
import { ProfileView } from './profile-view'

/** /profile with its data: the loader has both calls in the cache (saved or fetched). */
export function ProfilePage({
  accountCard,
  sharing,
}: {
  accountCard: ReactNode
  /** 'Agencies with your report' (features/sharing), placed by the route. */
  sharing?: ReactNode
}) {
  const queries = profileQueries(useCandidateId())
  const profile = useSuspenseQuery(queries.profile)
  const basic = useSuspenseQuery(queries.basic)
  return (
    <ProfileView
      profile={profile.data}
      basic={basic.data}
      savedAt={oldestFetchTime(profile.dataUpdatedAt, basic.dataUpdatedAt)}
      accountCard={accountCard}
      sharing={sharing}
    />
  )
}
