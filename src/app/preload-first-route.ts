import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * The first screen's code, asked for as the app starts. The router fetches a route's chunk only
 * once the guards above it have run, and the candidate guard is a chunk of its own: for
 * /dashboard that made three round trips one after another before the first API call. Asked
 * for here, the guard and every matched route's chunk come at once.
 */
export function preloadFirstRoute(router: AnyRouter): void {
  const matches = router.matchRoutes(router.state.location)
  const routes = router.routesById as Record<string, AnyRoute>
  if (matches.some((match) => match.routeId.startsWith('/_authenticated'))) {
    void import('./guards/require-candidate').catch(() => {})
  }
  for (const match of matches) {
    const route = routes[match.routeId]
    // A failed fetch is not an error here: the router asks again when it gets there.
    if (route) void router.loadRouteChunk(route)?.catch(() => {})
  }
}
