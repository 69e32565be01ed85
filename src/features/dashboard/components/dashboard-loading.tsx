import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { useDashboardTexts } from '../dashboard-texts'

/**
 * The route's pending view (docs/product.md#dashboard): the spinner with its line in the language
 * on screen.
 */
export function DashboardLoading() {
  const texts = useDashboardTexts()
  return <FullPageSpinner label={texts.loading} />
}
