import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type ErrorRouteComponent,
  type RouteComponent,
} from '@tanstack/react-router'
import { act, render, waitFor } from '@testing-library/react'
import { expect } from 'vitest'

interface Screen {
  path: string
  loader?: (queryClient: QueryClient) => Promise<unknown>
  component: RouteComponent
  errorComponent?: ErrorRouteComponent
}

/**
 * One screen wired as its route file wires it (loader, error view), in a memory router with a
 * query client like the app's (no retries in tests), plus plain stand-ins for `otherPaths`, the
 * places its links and redirects go.
 */
export const renderScreen = async (
  { path, loader, component, errorComponent }: Screen,
  otherPaths: readonly string[] = [],
) => {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'offlineFirst' },
    },
  })
  const rootRoute = createRootRoute({ component: Outlet })
  const screen = createRoute({
    getParentRoute: () => rootRoute,
    path,
    loader: loader ? () => loader(queryClient) : undefined,
    errorComponent,
    component,
  })
  const others = otherPaths.map((other) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: other,
      component: () => <h1>{`Stand-in for ${other}`}</h1>,
    }),
  )
  const router = createRouter({
    routeTree: rootRoute.addChildren([screen, ...others]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // The router matches and loads asynchronously; let it settle before the test looks.
  await act(() => router.load())
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return { ...view, router, queryClient }
}
