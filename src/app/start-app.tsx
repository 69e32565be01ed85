import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { preloadFirstRoute } from '@/app/preload-first-route'
import { settleFirstLocation } from '@/app/first-location'
import { connectSessionToApp } from '@/app/session-wiring'
import { connectLanguageToServer } from '@/app/language-wiring'
import { analytics } from '@/shared/analytics/analytics'
import { languageOfTag } from '@/shared/i18n/language'
import { applyLanguageToDocument, getLanguage, visitLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'
import '@/app/app.css'

/**
 * Lets the browser paint and take input between the steps of the start: a slow phone spends
 * ~300 ms on them, and one task that long is what Lighthouse counts as blocking.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * Starts the app in #root at the current address. Two ways in: the shell (src/main.tsx, an
 * empty #root under a static spinner), or the prerendered landing page once a visitor follows
 * a link into the app (src/landing-main.ts). Over the landing page the app keeps the language
 * the visitor was reading.
 *
 * Either way React first renders once the first screen is loaded (its guards, loaders, code
 * and texts): one render of the finished screen. Rendered before that, React rendered the
 * screen while its data came in and started over on every change of the router's and the
 * query cache's state (a saved dashboard opened offline spent ~300 ms so: its cards showed at
 * ~460 ms instead of ~150). Until then the landing page or the shell's spinner stays painted.
 */
export async function startApp(): Promise<void> {
  const container = document.getElementById('root')
  if (!container) throw new Error('The page has no #root element')
  const overLandingPage = container.hasChildNodes()
  if (overLandingPage) {
    // The language the landing page was in, for this visit (a choice is stored by the switch).
    await visitLanguage(languageOfTag(document.documentElement.lang) ?? getLanguage())
  } else {
    applyLanguageToDocument(getLanguage())
  }

  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  connectSessionToApp(queryClient, router)
  connectLanguageToServer(queryClient)
  analytics.init()
  await nextTask()
  preloadFirstRoute(router)

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )

  settleFirstLocation(router)
  // A catalogue that failed to load (the signal dropped) must not stop the start: the screen
  // that needs it shows its own failure and its way to try again.
  await Promise.all([router.load(), loadTexts(getLanguage()).catch(() => {})])
  // React empties the container when it first commits, so the landing page or the spinner is
  // replaced by the first screen in one paint. In a transition React renders it in slices, the
  // browser free between them: on a slow phone one long render would block a tap.
  const root = createRoot(container)
  startTransition(() => root.render(app))
}
