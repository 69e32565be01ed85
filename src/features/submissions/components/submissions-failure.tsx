import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { reportLoadFailure, submissionsEvents } from '../model/submissions-events'
import type { SubmissionsSearch } from '../model/submissions-search'
import { SubmissionsView } from './submissions-view'

/**
 * The /submissions error view. Offline with nothing saved: it says so and loads once online.
 * Anything else (docs/product.md#submissions): an empty list under tabs without counts, no message,
 * the error reported. The tabs still work, so another filter can be tried.
 */
export function SubmissionsFailure({
  error,
  filter,
  page,
}: { error: unknown } & SubmissionsSearch) {
  const router = useRouter()
  const offline = isNotSavedOffline(error)

  useEffect(() => {
    if (!offline) reportLoadFailure(submissionsEvents.listLoadFailed, error, { filter })
  }, [error, offline, filter])

  if (offline) return <NotSavedOffline onOnline={() => void router.invalidate()} />
  return (
    <SubmissionsView
      filter={filter}
      page={page}
      cards={[]}
      totalPages={0}
      stats={undefined}
      loading={false}
      savedAt={undefined}
    />
  )
}
