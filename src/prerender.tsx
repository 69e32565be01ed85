/**
 * Build-time prerender of the landing page (run in Node by scripts/prerender-landing.ts).
 * It renders the real router at '/' so the HTML matches what the browser hydrates. The page is
 * styled with plain CSS (the landing page's own file, inlined here; the shell's app.css is
 * linked by index.html), so it looks final before any script runs.
 */
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createQueryClient } from '@/app/query-client'
import { createAppRouter } from '@/app/router'
import { landingMeta } from '@/features/landing/landing-meta'
import landingCss from '@/features/landing/landing.css?inline'

export type PrerenderedPage = {
  html: string
  css: string
  title: string
  description: string
}

export async function renderLanding(): Promise<PrerenderedPage> {
  const queryClient = createQueryClient()
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/'] }))
  await router.load()
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  queryClient.clear()
  return { html, css: landingCss, ...landingMeta }
}
