import { Suspense } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { cacheLoadedAssets } from './cache-loaded-assets'
import { UpdateToast } from './update-toast'

/**
 * 'New version available - Reload' (DESIGN.md 7). The new service worker waits until the
 * candidate chooses to reload, so an onboarding step or an interview is never cut short.
 */
export function UpdatePrompt() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: (_url, registration) => cacheLoadedAssets(registration) })

  if (!needRefresh) return null
  // Its own boundary: were its texts still on their way, only the toast waits, not the page.
  return (
    <Suspense fallback={null}>
      <UpdateToast onReload={() => void updateServiceWorker(true)} />
    </Suspense>
  )
}
