import type { ReactNode } from 'react'
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  stripSearchParams,
  useSearch,
} from '@tanstack/react-router'
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ApplicationCard, DashboardStat } from '@contract/applications'
import { applicationCard } from '@/entities/application/testing/application-card'
import { analytics } from '@/shared/analytics/analytics'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { switchLanguage } from '@/shared/i18n/language-store'
import { writeStorage } from '@/shared/storage/local-storage'
import { loadDashboard } from '../model/dashboard-data'
import {
  DEFAULT_DASHBOARD_PAGE,
  validateDashboardSearch,
  type DashboardSearch,
} from '../model/dashboard-search'
import { DashboardError } from './dashboard-error'
import { DashboardPage } from './dashboard-page'

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'

const STATS: DashboardStat[] = [
  { key: 'all', cardTitle: 'Total Submissions', count: 23 },
  { key: 'inreview', cardTitle: 'In Review', count: 12 },
  { key: 'interview', cardTitle: 'Interviews', count: 4 },
  { key: 'joboffer', cardTitle: 'Job Offers', count: 1 },
]

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const failure = () =>
  jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500)

/** `count` active applications, served 10 a page as the server does. */
const activeJobs = (count: number): ApplicationCard[] =>
  Array.from({ length: count }, (_, index) =>
    applicationCard({ jobId: `job-${index + 1}`, jobTitle: `Job ${index + 1}` }),
  )

const listHandler =
  (jobs: ApplicationCard[]): FetchHandler =>
  (request) => {
    const page = Number(new URL(request.url).searchParams.get('page'))
    return ok({
      data: jobs.slice((page - 1) * 10, page * 10),
      pagination: {
        totalCount: jobs.length,
        page,
        pageSize: 10,
        totalPages: Math.ceil(jobs.length / 10),
      },
    })
  }

interface Server {
  fullName?: string | null
  stats?: FetchHandler
  list?: FetchHandler
}

const serve = ({ fullName = 'Maria Lopez', stats, list }: Server = {}) =>
  stubFetch(
    routeFetch({
      'GET /api/Candidate/GetDetails': () => ok({ fullName }),
      'GET /api/CandidateApplication/GetCandidateApplicationAggregatedCount':
        stats ?? (() => ok({ dashboardAggregatedStats: STATS })),
      'GET /api/CandidateApplication/applications': list ?? listHandler(activeJobs(3)),
    }),
  )

/** The dashboard route as src/routes wires it, in a router of its own. */
const renderDashboard = async (initialPath = '/dashboard', offers?: ReactNode) => {
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    component: Outlet,
  })
  const dashboardRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/dashboard',
    validateSearch: validateDashboardSearch,
    search: { middlewares: [stripSearchParams({ page: DEFAULT_DASHBOARD_PAGE })] },
    loaderDeps: ({ search: { page } }) => ({ page }),
    loader: ({ context: { queryClient }, deps: { page }, cause }) =>
      loadDashboard(queryClient, CANDIDATE_ID, page, cause),
    errorComponent: ({ error }) => <DashboardError error={error} />,
    component: function Dashboard() {
      // The route's own type is not known inside its definition.
      const search = useSearch({ strict: false }) as DashboardSearch
      return <DashboardPage page={search.page} offers={offers} />
    },
  })
  const stub = (path: string) =>
    createRoute({ getParentRoute: () => rootRoute, path, component: () => <p>{path}</p> })
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const router = createRouter({
    routeTree: rootRoute.addChildren([
      dashboardRoute,
      stub('/dashboard/$jobId'),
      stub('/submissions'),
    ]),
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [initialPath] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  // The router matches and loads asynchronously; let it settle before the test looks.
  await act(() => router.load())
  await waitFor(() => expect(router.state.status).toBe('idle'))
  return { router, queryClient }
}

/** happy-dom applies media queries to the viewport it is given. */
const setViewportWidth = (width: number) =>
  (
    window as unknown as {
      happyDOM: { setViewport(size: { width: number; height: number }): void }
    }
  ).happyDOM.setViewport({ width, height: 800 })

const isShown = (element: Element) => getComputedStyle(element).display !== 'none'

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')))
}

const pagination = () => screen.queryByRole('navigation', { name: 'Pagination' })

beforeEach(() => {
  writeStorage('candidateId', CANDIDATE_ID)
  setViewportWidth(1024)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('Dashboard', () => {
  it("greets the candidate by name as the screen's one heading, and sets the title", async () => {
    serve()
    await renderDashboard()
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s.map((h1) => h1.textContent)).toEqual(['Hello Maria Lopez!'])
    expect(document.title).toBe('Dashboard | Hirelane Jobs')
  })

  it("says just 'Hello' when no name is known", async () => {
    serve({ fullName: null })
    await renderDashboard()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello')
  })

  it('shows the long sub-text on wide screens and only the short one on small screens', async () => {
    serve()
    const long = () =>
      screen.getByText(
        'Our AI recruiter is continuously working for you to present your profile to our network of agency partners.',
      )
    const short = () => screen.getByText('Your profile shared with agency partners.')
    await renderDashboard()
    expect([isShown(long()), isShown(short())]).toEqual([true, false])
    cleanup()
    setViewportWidth(375)
    await renderDashboard()
    expect([isShown(long()), isShown(short())]).toEqual([false, true])
  })

  it('shows the four stat tiles with their counts, in four colour styles', async () => {
    serve()
    await renderDashboard()
    const tiles = within(
      screen.getByRole('list', { name: 'Your submissions at a glance' }),
    ).getAllByRole('listitem')
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Total Submissions23',
      'In Review12',
      'Interviews4',
      'Job Offers1',
    ])
    expect(tiles.map((tile) => tile.getAttribute('data-style'))).toEqual(['0', '1', '2', '3'])
  })

  it('lists the active submissions as cards leading to the dashboard detail', async () => {
    const network = serve()
    await renderDashboard()
    expect(
      screen.getByRole('heading', { level: 2, name: 'Your active job submissions' }),
    ).toBeTruthy()
    const section = screen.getByRole('region', { name: 'Your active job submissions' })
    const titles = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent)
    expect(titles).toEqual(['Job 1', 'Job 2', 'Job 3'])
    expect(within(section).getByRole('link', { name: /^View Details for Job 2/ })).toHaveProperty(
      'pathname',
      '/dashboard/job-2',
    )
    const listRequest = network.requests.find((request) => request.url.includes('/applications'))
    expect(Object.fromEntries(new URL(listRequest!.url).searchParams)).toEqual({
      candidateId: CANDIDATE_ID,
      page: '1',
      pageSize: '10',
      status: 'active',
    })
  })

  it("links 'View all' to /submissions on medium screens and up only", async () => {
    serve()
    await renderDashboard()
    expect(screen.getByRole('link', { name: 'View all submissions' })).toHaveProperty(
      'pathname',
      '/submissions',
    )
    cleanup()
    setViewportWidth(375)
    await renderDashboard()
    expect(screen.queryByRole('link', { name: 'View all submissions' })).toBeNull()
  })

  it('shows the empty state and no pagination without active jobs', async () => {
    serve({ list: listHandler([]) })
    await renderDashboard()
    expect(screen.getByText('No data found')).toBeTruthy()
    expect(screen.getByText("You don't have any active jobs to view")).toBeTruthy()
    expect(pagination()).toBeNull()
  })

  it('places the offers of other features below the list and its pagination', async () => {
    serve({ list: listHandler(activeJobs(25)) })
    await renderDashboard('/dashboard', <aside aria-label="An offer">Install the app</aside>)
    const offer = screen.getByRole('complementary', { name: 'An offer' })
    const list = screen.getByRole('region', { name: 'Your active job submissions' })
    expect(list.contains(offer)).toBe(false)
    // An offer appearing late (the install prompt) then pushes nothing on screen down.
    for (const above of [list, pagination()!]) {
      expect(above.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    }
  })

  it('hides the pagination bar with one page', async () => {
    serve({ list: listHandler(activeJobs(10)) })
    await renderDashboard()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    expect(pagination()).toBeNull()
  })

  it('pages through the list in the URL, with the grid spinner while the next page loads', async () => {
    const jobs = activeJobs(25)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const serveJobs = listHandler(jobs)
    serve({
      list: async (request) => {
        if (new URL(request.url).searchParams.get('page') === '3') await held
        return serveJobs(request)
      },
    })
    const { router } = await renderDashboard()
    const bar = pagination()!
    expect(bar.querySelector('[aria-current="page"]')?.textContent).toBe('Page 1')
    expect(within(bar).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe(
      '/dashboard?page=3',
    )

    await userEvent.click(within(bar).getByRole('link', { name: 'Page 3' }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: 3 }))
    // The dashboard stays; the previous page's cards wait under the spinner.
    expect(await screen.findByText('Loading jobs…')).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello Maria Lopez!')
    expect(screen.getAllByRole('heading', { level: 3 })[0]?.textContent).toBe('Job 1')

    release()
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
        'Job 21',
        'Job 22',
        'Job 23',
        'Job 24',
        'Job 25',
      ]),
    )
    expect(screen.queryByText('Loading jobs…')).toBeNull()
    expect(pagination()!.querySelector('[aria-current="page"]')?.textContent).toBe('Page 3')

    // Back to page 1: the URL is /dashboard again.
    await userEvent.click(within(pagination()!).getByRole('link', { name: 'Page 1' }))
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard'))
  })

  it.each(['/dashboard?page=abc', '/dashboard?page=0', '/dashboard?page=-4'])(
    'loads page 1 for %s',
    async (path) => {
      const network = serve()
      await renderDashboard(path)
      const listRequest = network.requests.find((request) => request.url.includes('/applications'))
      expect(new URL(listRequest!.url).searchParams.get('page')).toBe('1')
    },
  )

  it('shows no stats and an empty list when the dashboard cannot load, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    const capture = vi.spyOn(analytics, 'capture')
    serve({ fullName: null, stats: failure })
    await renderDashboard()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello')
    expect(screen.queryByRole('list', { name: 'Your submissions at a glance' })).toBeNull()
    expect(screen.getByText('No data found')).toBeTruthy()
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
    expect(pagination()).toBeNull()
    expect(screen.queryByText(/Boom|Something/)).toBeNull()
    expect(capture).toHaveBeenCalledWith('dashboard_load_failed', {
      status: 500,
      code: 'internal_error',
    })
    expect(consoleError).toHaveBeenCalledWith('Dashboard: dashboard_load_failed', expect.anything())
  })

  it('shows an empty list when another page cannot load, and reports it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const capture = vi.spyOn(analytics, 'capture')
    const serveJobs = listHandler(activeJobs(25))
    serve({
      list: (request) =>
        new URL(request.url).searchParams.get('page') === '2' ? failure() : serveJobs(request),
    })
    await renderDashboard()
    await userEvent.click(within(pagination()!).getByRole('link', { name: 'Page 2' }))
    // The failed page is retried before it gives up: more than findBy's 1 s on a busy machine.
    expect(await screen.findByText('No data found', {}, { timeout: 5000 })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello Maria Lopez!')
    expect(capture).toHaveBeenCalledWith('dashboard_page_load_failed', {
      status: 500,
      code: 'internal_error',
    })
  })

  it('asks for the request to talk to a person with its data, without waiting for it', async () => {
    const answers = routeFetch({
      'GET /api/Candidate/GetDetails': () => ok({ fullName: 'Maria Lopez' }),
      'GET /api/CandidateApplication/GetCandidateApplicationAggregatedCount': () =>
        ok({ dashboardAggregatedStats: STATS }),
      'GET /api/CandidateApplication/applications': listHandler(activeJobs(3)),
    })
    // The request's call never answers; the screen's data is there all the same.
    const network = stubFetch((request) =>
      new URL(request.url).pathname === '/api/Engagement/PersonRequest'
        ? new Promise<Response>(() => {})
        : answers(request),
    )
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await loadDashboard(queryClient, CANDIDATE_ID, 1, 'enter')
    expect(network.requests.map((request) => new URL(request.url).pathname)).toContain(
      '/api/Engagement/PersonRequest',
    )
  })

  it('says a never-saved dashboard is not on this phone when opened offline', async () => {
    const network = serve()
    // The router logs the loader's error; it is the expected one here.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    setOnline(false)
    await renderDashboard()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're offline")
    expect(network.fetchMock).not.toHaveBeenCalled()
  })

  it('marks saved data as such while offline', async () => {
    serve()
    await renderDashboard()
    expect(screen.queryByTestId('offline-notice')).toBeNull()
    setOnline(false)
    expect(screen.getByTestId('offline-notice').textContent).toMatch(
      /^Offline - showing data from /,
    )
  })
})

describe('Dashboard in Spanish', () => {
  // An earlier test leaves the query client's network offline.
  beforeEach(() => onlineManager.setOnline(true))

  it('switches the greeting, tiles, list heading, labels and title at once', async () => {
    serve()
    await renderDashboard()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('¡Hola, Maria Lopez!')
    expect(
      screen.getByText(
        'Nuestro reclutador con IA trabaja para ti todo el tiempo y le presenta tu perfil a nuestra red de agencias.',
      ),
    ).toBeDefined()
    const tiles = within(
      screen.getByRole('list', { name: 'Tus solicitudes de un vistazo' }),
    ).getAllByRole('listitem')
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'Solicitudes en total23',
      'En revisión12',
      'Entrevistas4',
      'Ofertas de trabajo1',
    ])
    expect(screen.getByRole('region', { name: 'Tus solicitudes activas' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'Ver todas las solicitudes' })).toBeDefined()
    expect(document.title).toBe('Inicio | Empleos de Hirelane')

    await act(() => switchLanguage('en'))
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Hello Maria Lopez!')
    expect(document.title).toBe('Dashboard | Hirelane Jobs')
  })

  it('says the empty list in Spanish, and keeps an unknown tile as the server sent it', async () => {
    serve({
      stats: () =>
        ok({ dashboardAggregatedStats: [{ key: 'other', cardTitle: 'Something new', count: 2 }] }),
      list: listHandler([]),
    })
    await renderDashboard()
    await act(() => switchLanguage('es'))
    expect(screen.getByText('No tienes solicitudes activas por ahora')).toBeDefined()
    expect(screen.getByText('Something new')).toBeDefined()
  })
})
