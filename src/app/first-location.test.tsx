import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { settleFirstLocation } from './first-location'

/** A screen whose search has a default, counting its guard's and loader's runs. */
function listRouter(start: string) {
  const loads: string[] = []
  const rootRoute = createRootRoute()
  const listRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/list',
    validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
    beforeLoad: () => {
      loads.push('guard')
    },
    loaderDeps: ({ search: { page } }) => ({ page }),
    loader: ({ deps }) => {
      loads.push(`page ${deps.page}`)
    },
    component: () => <h1>The list</h1>,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([listRoute]),
    history: createMemoryHistory({ initialEntries: [start] }),
  })
  return { router, loads }
}

describe('settleFirstLocation', () => {
  it('writes the search defaults first, so a screen loaded before the first render runs its guard and loader once', async () => {
    const { router, loads } = listRouter('/list')
    settleFirstLocation(router)
    await router.load()
    const navigations: string[] = []
    router.subscribe('onBeforeNavigate', (event) => navigations.push(event.toLocation.href))
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy()
    // The provider, mounting, finds the address already settled and loaded: no second load.
    expect(navigations).toEqual([])
    expect(loads).toEqual(['guard', 'page 1'])
    expect(router.history.location.search).toBe('?page=1')
  })

  it('leaves an address already in its written form as it is', () => {
    const { router } = listRouter('/list?page=3')
    const before = router.history.location.state.__TSR_key
    settleFirstLocation(router)
    expect(router.history.location.search).toBe('?page=3')
    expect(router.history.location.state.__TSR_key).toBe(before)
  })
})
