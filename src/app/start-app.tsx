import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { preloadFirstRoute } from '@/app/preload-first-route'
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
 * empty #root), or the prerendered landing page once a visitor follows a link into the app
 * (src/landing-main.ts, issue 17). There the app takes over the landing page's markup: it
 * keeps the language the visitor was reading, and it paints the new screen in one step, with
 * the screen's code and texts loaded first, so the landing page never blinks to a spinner.
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

  if (overLandingPage) {
    await router.load()
    await loadTexts(getLanguage())
  } else {
    // The texts the boot code already needs (call failures) travel with the route's chunks.
    void loadTexts(getLanguage())
    // The first screen's chunks are on their way; React's first render is a task of its own.
    await nextTask()
  }
  // React empties the container when it first commits, so the landing page is replaced by the
  // first screen in one paint.
  createRoot(container).render(app)
}
