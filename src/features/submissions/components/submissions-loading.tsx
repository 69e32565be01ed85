import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { useSubmissionsTexts } from '../submissions-texts'

/** /submissions' pending view (docs/product.md#submissions), in the language on screen. */
export function SubmissionsLoading() {
  const texts = useSubmissionsTexts()
  return <FullPageSpinner label={texts.list.loading} />
}

/** A submission detail's pending view, in the language on screen. */
export function SubmissionDetailLoading() {
  const texts = useSubmissionsTexts()
  return <FullPageSpinner label={texts.detail.loading} />
}
