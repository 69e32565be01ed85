import { createRouter, type RouterHistory } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from '../routeTree.gen'
import { FullPageSpinner } from '@/shared/ui/full-page-spinner'
import { RouteError } from './route-error'
import './history-state'

export type RouterContext = { queryClient: QueryClient }

/**
 * The build-time prerender passes a memory `history`; the browser uses its own. Scroll
 * restoration is the browser's job: on the server the router would render an inline script
 * for it, which the CSP blocks and the browser's render would not match.
 */
export const createAppRouter = (queryClient: QueryClient, history?: RouterHistory) =>
  createRouter({
    routeTree,
    context: { queryClient },
    ...(history && { history }),
    scrollRestoration: !history,
    defaultPreload: 'intent',
    // Loaders read the query cache, so the router keeps no second cache of its own.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: FullPageSpinner,
    defaultErrorComponent: RouteError,
  })

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
