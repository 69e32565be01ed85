import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { preloadFirstRoute } from '@/app/preload-first-route'
import { connectSessionToApp } from '@/app/session-wiring'
import { captureInstallPrompt } from '@/features/install/model/install-prompt-event'
import { analytics } from '@/shared/analytics/analytics'
import '@/app/app.css'

// First, so the browser's install prompt of this page load is kept for the dashboard.
captureInstallPrompt()

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
connectSessionToApp(queryClient, router)
preloadFirstRoute(router)
analytics.init()

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
  // existing markup instead of painting it again. Marking the router as hydrating from a server
  // render (as TanStack's own hydration does) makes it build the same boundaries the
  // prerender built.
  router.ssr = { manifest: undefined }
  await router.load()
  hydrateRoot(container, app, {
    onRecoverableError: (error) => console.error('Hydration recovered from an error', error),
  })
} else {
  createRoot(container).render(app)
}
