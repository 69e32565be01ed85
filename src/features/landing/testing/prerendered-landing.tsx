import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import { LandingPage } from '../components/landing-page'

/**
 * The landing page's HTML as the build prerenders it (React on the server) at '/' or '/es',
 * for tests of what the browser then does with it without React (the islands, issue 17).
 */
export async function prerenderedLanding(path: '/' | '/es' = '/'): Promise<string> {
  const rootRoute = createRootRoute({ component: Outlet })
  const landing = createRoute({ getParentRoute: () => rootRoute, path, component: LandingPage })
  const login = createRoute({ getParentRoute: () => rootRoute, path: '/login' })
  const router = createRouter({
    routeTree: rootRoute.addChildren([landing, login]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  await router.load()
  return renderToString(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
