import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '../routeTree.gen'
import { FullPageSpinner } from './full-page-spinner'
import './history-state'

export type RouterContext = { queryClient: QueryClient }

export const createAppRouter = (queryClient: QueryClient) =>
  createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read the query cache, so the router keeps no second cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    scrollRestoration: true,
  })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
