import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router'
import { describe, expect, it, vi } from 'vitest'
import { preloadFirstRoute } from './preload-first-route'

const guardImported = vi.fn()
vi.mock('./guards/require-candidate', () => {
  guardImported()
  return { requireCandidate: vi.fn() }
})

/** The app's shape in small: a public page, and signed-in pages under the guard's layout. */
function routerAt(path: string) {
  const root = createRootRoute()
  const login = createRoute({ getParentRoute: () => root, path: '/login' })
  const authenticated = createRoute({ getParentRoute: () => root, id: '_authenticated' })
  const dashboard = createRoute({ getParentRoute: () => authenticated, path: '/dashboard' })
  const router = createRouter({
    routeTree: root.addChildren([login, authenticated.addChildren([dashboard])]),
    history: createMemoryHistory({ initialEntries: [path] }),
  })
  const loadRouteChunk = vi.spyOn(router, 'loadRouteChunk').mockReturnValue(undefined)
  return { router, loadRouteChunk }
}

describe('preloadFirstRoute', () => {
  it('asks for the chunk of every route matched by a signed-in screen, and for the guard', async () => {
    const { router, loadRouteChunk } = routerAt('/dashboard')
    preloadFirstRoute(router)
    expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toEqual(
      expect.arrayContaining(['/_authenticated', '/_authenticated/dashboard']),
    )
    await vi.waitFor(() => expect(guardImported).toHaveBeenCalled())
  })

  it('leaves the guard alone on a public page', () => {
    guardImported.mockClear()
    const { router, loadRouteChunk } = routerAt('/login')
    preloadFirstRoute(router)
    expect(loadRouteChunk.mock.calls.map(([route]) => route.id)).toContain('/login')
    expect(guardImported).not.toHaveBeenCalled()
  })
})
