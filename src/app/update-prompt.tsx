import { useRouterState } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { whenIdle } from '@/shared/analytics/when-idle'
import { cacheLoadedAssets } from './cache-loaded-assets'
import { UpdateToast } from './update-toast'

/**
 * The service worker is registered once the first screen has its data and the main thread is
 * idle: its script, its registration and its precache downloads then no longer compete with
 * the screen's own requests (Lighthouse /dashboard counted them in the largest paint).
 */
export function UpdatePrompt() {
  const screenLoaded = useRouterState({ select: (state) => state.status === 'idle' })
  const [registering, setRegistering] = useState(false)
  useEffect(() => {
    if (!screenLoaded || registering) return
    let cancelled = false
    whenIdle(() => {
      if (!cancelled) setRegistering(true)
    })
    return () => {
      cancelled = true
    }
  }, [screenLoaded, registering])
  return registering ? <ServiceWorkerUpdates /> : null
}

/**
 * 'New version available - Reload' (docs/product.md#offline-and-installing). The new service worker
 * waits until the candidate chooses to reload, so an onboarding step or an interview is never cut
 * short.
 */
function ServiceWorkerUpdates() {
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
