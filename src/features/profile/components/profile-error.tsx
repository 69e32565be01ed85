import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, type ReactNode } from 'react'
import { emptyBasicProfile, emptyCandidateProfile } from '@/entities/candidate/model/empty-records'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { useCandidateId } from '@/shared/session/candidate-id'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { profileQueries } from '../model/profile-data'
import { profileEvents, reportProfileLoadFailure } from '../model/profile-events'
import { ProfileView } from './profile-view'

/**
 * The /profile route's error view: offline with nothing saved, it says so and loads itself when
 * the network returns. Any other failure is the empty profile of docs/product.md#profile (whatever
 * of the two calls did load is kept), reported but not shown; the account card stays usable.
 */
export function ProfileError({ error, accountCard }: { error: unknown; accountCard: ReactNode }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const queries = profileQueries(useCandidateId())
  const offline = isNotSavedOffline(error)
  const reload = useCallback(() => void router.invalidate(), [router])

  useEffect(() => {
    if (!offline) reportProfileLoadFailure(profileEvents.loadFailed, error)
  }, [error, offline])

  if (offline) return <NotSavedOffline onOnline={reload} />
  return (
    <ProfileView
      profile={queryClient.getQueryData(queries.profile.queryKey) ?? emptyCandidateProfile}
      basic={queryClient.getQueryData(queries.basic.queryKey) ?? emptyBasicProfile}
      savedAt={undefined}
      accountCard={accountCard}
    />
  )
}
