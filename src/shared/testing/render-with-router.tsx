import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type RouteComponent,
} from '@tanstack/react-router'
import { act, render } from '@testing-library/react'

/** A minimal TanStack router (memory history) at `initialPath`: `routes` maps paths to screens. */
export const createTestRouter = (routes: Record<string, RouteComponent>, initialPath: string) => {
  const rootRoute = createRootRoute({ component: Outlet })
  const children = Object.entries(routes).map(([path, component]) =>
    createRoute({ getParentRoute: () => rootRoute, path, component }),
  )
  return createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  })
}

/**
 * Renders screens inside a minimal TanStack router (memory history) and a fresh query
 * client, as component tests need: `routes` maps paths to components.
 */
export const renderWithRouter = async (
  routes: Record<string, RouteComponent>,
  { initialPath }: { initialPath: string },
) => {
  const router = createTestRouter(routes, initialPath)
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // The router matches and loads asynchronously; let it settle before the test looks.
  await act(() => router.load())
  return { ...view, router, queryClient }
}
