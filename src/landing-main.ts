/**
 * The prerendered landing page's entry (index.html and es.html, issue 17): a few hundred bytes
 * with nothing imported up front. The page paints from its HTML and inline CSS alone; after that
 * first paint, this loads the islands that give the page its behaviour without React (a few KB),
 * instead of the whole app hydrating it. A script asked for before the first paint shares the
 * phone's bandwidth with the page and delays it (Lighthouse's simulated phone counts it in FCP
 * and LCP). The app loads when a visitor shows intent to enter it, and starts in place when they
 * do; the service worker, registered once the page has loaded, precaches it meanwhile.
 */

const afterFirstPaint = (run: () => void) =>
  requestAnimationFrame(() => {
    setTimeout(run, 0)
  })

afterFirstPaint(() => {
  // Kept for the dashboard: Chrome offers to install only once a worker controls the page, so
  // its install prompt cannot come before this.
  void import('@/features/install/model/install-prompt-event').then((install) =>
    install.captureInstallPrompt(),
  )
  const page = document.querySelector<HTMLElement>('.lp-page')
  if (!page) return
  const loadApp = () => import('@/app/start-app')
  void import('@/features/landing/islands/enhance-landing-page').then((islands) =>
    islands.enhanceLandingPage(page, {
      load: loadApp,
      start: () => loadApp().then(({ startApp }) => startApp()),
    }),
  )
})

/** The same worker the app registers (vite-plugin-pwa's /sw.js): registering again is a no-op. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  Promise.all([
    navigator.serviceWorker.register('/sw.js', { scope: '/' }),
    import('@/app/cache-loaded-assets'),
  ])
    .then(([registration, assets]) => assets.cacheLoadedAssets(registration))
    .catch(() => {
      // No worker (a private window, an old browser): the page works, only not offline.
    })
}

if (document.readyState === 'complete') registerServiceWorker()
else window.addEventListener('load', registerServiceWorker, { once: true })
