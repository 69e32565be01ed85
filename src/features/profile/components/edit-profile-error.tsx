import { useRouter } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { isNotSavedOffline } from '@/shared/query/screen-data'
import { Button } from '@/shared/ui/button'
import { ErrorMessage } from '@/shared/ui/message-line'
import { NotSavedOffline } from '@/shared/ui/not-saved-offline'
import { profileEvents, reportProfileLoadFailure } from '../model/profile-events'
import { useProfileTexts } from '../profile-texts'
import { EditProfileFrame } from './edit-profile-frame'

/**
 * The /edit-profile route's error view. Offline with nothing saved, it says so and loads itself
 * when the network returns. Any other failure says the profile could not load, with Try again:
 * an empty form would save blanks over the candidate's profile.
 */
export function EditProfileError({ error }: { error: unknown }) {
  const profileTexts = useProfileTexts()
  const router = useRouter()
  const offline = isNotSavedOffline(error)
  const reload = useCallback(() => void router.invalidate(), [router])

  useEffect(() => {
    if (!offline) reportProfileLoadFailure(profileEvents.editLoadFailed, error)
  }, [error, offline])

  if (offline) return <NotSavedOffline onOnline={reload} />
  return (
    <EditProfileFrame>
      <ErrorMessage message={profileTexts.edit.loadFailed} />
      <Button onClick={reload}>{profileTexts.edit.tryAgain}</Button>
    </EditProfileFrame>
  )
}
