import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { useProfileTexts } from '../profile-texts'

/** /profile's pending view (docs/product.md#profile), in the language on screen. */
export function ProfileLoading() {
  const texts = useProfileTexts()
  return <FullPageSpinner label={texts.loading} />
}

/** /edit-profile's pending view, in the language on screen. */
export function EditProfileLoading() {
  const texts = useProfileTexts()
  return <FullPageSpinner label={texts.edit.loading} />
}
