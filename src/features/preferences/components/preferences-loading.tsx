import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { usePreferencesTexts } from '../preferences-texts'

/** The route's pending view (docs/product.md#preference), in the language on screen. */
export function PreferencesLoading() {
  const texts = usePreferencesTexts()
  return <FullPageSpinner label={texts.loading} />
}
