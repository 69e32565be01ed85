import { useRegisterSW } from 'virtual:pwa-register/react'
import { cacheLoadedAssets } from './cache-loaded-assets'

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
  return (
    <div className="app-update-toast" role="status">
      <span>New version available</span>
      <button
        className="app-update-toast__button"
        type="button"
        onClick={() => void updateServiceWorker(true)}
      >
        Reload
      </button>
    </div>
  )
}
