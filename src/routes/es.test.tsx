import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { getLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'
import { readStorage } from '@/shared/storage/local-storage'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { Route as SpanishRoute } from './es'

const SPANISH_H1 = '¿Tu próximo trabajo? Deja que la IA lo encuentre por ti'

beforeAll(() => loadTexts('es'))

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'lang=; path=/; max-age=0'
})

describe('/es', () => {
  const createSpanishRouter = () => {
    const rootRoute = createRootRoute({ component: Outlet })
    const index = createRoute({
      getParentRoute: () => rootRoute,
      path: '/',
      component: () => <h1>English landing</h1>,
    })
    // Placed under a test root as src/routeTree.gen.ts places it under the app's (same cast).
    const es = SpanishRoute.update({
      id: '/es',
      path: '/es',
      getParentRoute: () => rootRoute,
    } as Parameters<typeof SpanishRoute.update>[0])
    const login = createRoute({ getParentRoute: () => rootRoute, path: '/login' })
    return createRouter({
      routeTree: rootRoute.addChildren([index, es, login]),
      history: createMemoryHistory({ initialEntries: ['/es'] }),
    })
  }

  it('shows the page in Spanish as a visit, not a stored choice; English from there goes to /', async () => {
    const user = userEvent.setup()
    stubFetch(
      routeFetch({
        'GET /api/Job/GetJobsAggregatedCount': () =>
          jsonResponse({ status: true, message: { text: 'ok', data: [] }, data: null }),
      }),
    )
    const router = createSpanishRouter()
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    )
    await act(() => router.load())
    // Found by its Spanish name: the English h1 is there until the switch has rendered.
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_H1 })).toBeTruthy()
    expect(getLanguage()).toBe('es')
    expect(document.documentElement.lang).toBe('es-US')
    expect(readStorage('language')).toBeNull()
    expect(document.cookie).not.toContain('lang=es')

    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'English' }))
    expect(await screen.findByRole('heading', { name: 'English landing' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(readStorage('language')).toBe('en')
  })
})
