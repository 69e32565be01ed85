import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { preloadFirstRoute } from '@/app/preload-first-route'
import { connectSessionToApp } from '@/app/session-wiring'
import { connectLanguageToServer } from '@/app/language-wiring'
import { captureInstallPrompt } from '@/features/install/model/install-prompt-event'
import { analytics } from '@/shared/analytics/analytics'
import { languageOfTag } from '@/shared/i18n/language'
import {
  applyLanguageToDocument,
  getLanguage,
  showLanguage,
  showPreferredLanguage,
} from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'
import '@/app/app.css'

// First, so the browser's install prompt of this page load is kept for the dashboard.
captureInstallPrompt()

/**
 * Lets the browser paint and take input between the steps of the start: a slow phone spends
 * ~300 ms on them, and one task that long is what Lighthouse counts as blocking.
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * The start, run without a top-level await: this module shares its chunk with code the route
 * chunks import (scripts/app-chunks.ts), and a module still evaluating makes every module that
 * imports it wait. Awaiting a route's chunk here would wait for itself.
 */
async function start(): Promise<void> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient)
  connectSessionToApp(queryClient, router)
  connectLanguageToServer(queryClient)
  analytics.init()
  await nextTask()
  preloadFirstRoute(router)

  const container = document.getElementById('root')
  if (!container) throw new Error('index.html has no #root element')

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  )

  if (container.hasChildNodes()) {
    // The landing page arrives prerendered: load its route chunk first, then take over the
    // existing markup instead of painting it again. Marking the router as hydrating from a
    // server render (as TanStack's own hydration does) makes it build the same boundaries the
    // prerender built. The markup is in the language it was prerendered in (`<html lang>`):
    // hydrate in that one with its texts loaded, then show the one this device prefers.
    showLanguage(languageOfTag(document.documentElement.lang) ?? 'en')
    router.ssr = { manifest: undefined }
    await router.load()
    await loadTexts(getLanguage())
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.error('Hydration recovered from an error', error),
    })
    void showPreferredLanguage()
  } else {
    applyLanguageToDocument(getLanguage())
    // The texts the boot code already needs (call failures) travel with the route's chunks.
    void loadTexts(getLanguage())
    // The first screen's chunks are on their way; React's first render is a task of its own.
    await nextTask()
    createRoot(container).render(app)
  }
}

void start()
