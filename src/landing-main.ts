/**
 * The prerendered landing page's entry (index.html and es.html): a few hundred bytes
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

// The worker once the page has loaded: nothing but this entry is fetched before the first paint.
const registerWorker = () =>
  void import('@/app/register-page-worker').then((worker) => worker.registerPageWorker())
if (document.readyState === 'complete') registerWorker()
else window.addEventListener('load', registerWorker, { once: true })
