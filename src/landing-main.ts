import { cacheLoadedAssets } from '@/app/cache-loaded-assets'
import { captureInstallPrompt } from '@/features/install/model/install-prompt-event'
import { enhanceLandingPage } from '@/features/landing/islands/enhance-landing-page'

/**
 * The prerendered landing page's entry (index.html and es.html, issue 17): a few KB that give
 * the page its behaviour without React, instead of the whole app hydrating it. The app loads
 * when a visitor shows intent to enter it, and starts in place when they do; the service
 * worker, registered once the page has loaded, precaches it meanwhile.
 */

// First, so the browser's install prompt of this page load is kept for the dashboard.
captureInstallPrompt()

const page = document.querySelector<HTMLElement>('.lp-page')
if (page) {
  const loadApp = () => import('@/app/start-app')
  enhanceLandingPage(page, {
    load: loadApp,
    start: () => loadApp().then(({ startApp }) => startApp()),
  })
}

/** The same worker the app registers (vite-plugin-pwa's /sw.js): registering again is a no-op. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(cacheLoadedAssets)
    .catch(() => {
      // No worker (a private window, an old browser): the page works, only not offline.
    })
}

if (document.readyState === 'complete') registerServiceWorker()
else window.addEventListener('load', registerServiceWorker, { once: true })
