import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { createTestRouter } from '@/shared/testing/render-with-router'
import { LandingPage } from '../components/landing-page'

/**
 * The landing page's HTML as the build prerenders it (React on the server) at '/' or '/es',
 * for tests of what the browser then does with it without React (the islands).
 */
export async function prerenderedLanding(path: '/' | '/es' = '/'): Promise<string> {
  // '/login' is there for the page's links into the app.
  const router = createTestRouter({ [path]: LandingPage, '/login': () => null }, path)
  await router.load()
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
