import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import {
  applicationsPage,
  CANDIDATE_ID,
  card,
  failure,
  ok,
  submissionStats,
} from '../testing/fixtures'
import { renderSubmissionsRoutes } from '../testing/submissions-router'

/** /submissions (docs/product.md#submissions): tabs with counts, the filter and page in the URL. */

const LIST = 'GET /api/CandidateApplication/applications'
const STATS = 'GET /api/CandidateApplication/GetSubmissionAggregatedCount'

const STATS_DATA = submissionStats({
  all: 25,
  inreview: 12,
  interview: 5,
  joboffer: 0,
  hired: 1,
  dismissed: 7,
  pastjobs: 8,
})

/** 25 applications, 10 a page; each filter answers with its own cards. */
const listAnswer: FetchHandler = (request) => {
  const url = new URL(request.url)
  const status = url.searchParams.get('status') ?? 'all'
  const page = Number(url.searchParams.get('page'))
  if (status === 'joboffer') return ok(applicationsPage([]))
  const total = status === 'all' ? 25 : 3
  const first = (page - 1) * 10
  const cards = Array.from({ length: Math.max(0, Math.min(10, total - first)) }, (_, index) =>
    card(`${status}-${first + index + 1}`, { jobTitle: `${status} job ${first + index + 1}` }),
  )
  return ok(applicationsPage(cards, { page, totalCount: total }))
}

const serve = (routes: Partial<Record<string, FetchHandler>> = {}) => {
  const stub = stubFetch(
    routeFetch({
      [LIST]: listAnswer,
      [STATS]: () => ok({ data: { submissionAggregatedStats: STATS_DATA } }),
      ...(routes as Record<string, FetchHandler>),
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  const lastList = () => new URL(calls(LIST).at(-1)!.url).searchParams
  return { ...stub, calls, lastList }
}

let sink: AnalyticsSink

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const tabs = () => within(screen.getByRole('navigation', { name: 'Submission status filters' }))
/** The phone's dropdown: the test window is desktop-wide, where CSS hides it. */
const dropdown = () =>
  screen.getByRole('combobox', { name: 'Filter by status', hidden: true }) as HTMLSelectElement
const cardTitles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent)

describe('/submissions', () => {
  it("shows every tab as 'label (count)', the current one marked, and the first page", async () => {
    const { lastList } = serve()
    await renderSubmissionsRoutes(['/submissions'])

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Submissions')
    // Headings in order: the cards' titles come right under the page's h1.
    const titles = await screen.findAllByRole('heading', { level: 2 })
    expect(titles.length).toBeGreaterThan(0)
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([])
    expect(
      tabs()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All Submissions (25)',
      'In review (12)',
      'Interview (5)',
      'Job Offer (0)',
      'Hired (1)',
      'Dismissed (7)',
      'Past Jobs (8)',
    ])
    expect(tabs().getByRole('link', { name: 'All Submissions (25)' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(tabs().getByRole('link', { name: 'Hired (1)' })).not.toHaveAttribute('aria-current')
    expect(dropdown().value).toBe('all')
    expect([...dropdown().options].map((option) => option.text)).toHaveLength(7)

    expect(cardTitles()).toHaveLength(10)
    expect(lastList().get('candidateId')).toBe(CANDIDATE_ID)
    expect(lastList().get('page')).toBe('1')
    expect(lastList().get('pageSize')).toBe('10')
    expect(lastList().has('status')).toBe(false)
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument()
    expect(document.title).toBe('Submissions | Hirelane Jobs')
  })

  it('starts a new filter at page 1, from a tab or the dropdown', async () => {
    const { lastList } = serve()
    const { router } = await renderSubmissionsRoutes(['/submissions?filter=all&page=2'])
    expect(cardTitles()[0]).toBe('all job 11')

    await userEvent.click(tabs().getByRole('link', { name: 'In review (12)' }))
    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ filter: 'inreview', page: 1 }),
    )
    expect(lastList().get('status')).toBe('inreview')
    expect(lastList().get('page')).toBe('1')
    await vi.waitFor(() => expect(cardTitles()[0]).toBe('inreview job 1'))
    expect(tabs().getByRole('link', { name: 'In review (12)' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await userEvent.selectOptions(dropdown(), 'pastjobs')
    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ filter: 'pastjobs', page: 1 }),
    )
    expect(lastList().get('status')).toBe('pastjobs')
  })

  it('keeps the filter when the page changes, and the current page is not a link', async () => {
    const { lastList } = serve({
      [LIST]: (request) => {
        const page = Number(new URL(request.url).searchParams.get('page'))
        return ok(applicationsPage([card(`hired-${page}`)], { page, totalCount: 30 }))
      },
    })
    const { router } = await renderSubmissionsRoutes(['/submissions?filter=hired'])
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }))
    expect(pagination.queryByRole('link', { name: 'Page 1' })).toBeNull()
    expect(pagination.getByText('1').closest('[aria-current="page"]')).not.toBeNull()

    await userEvent.click(pagination.getByRole('link', { name: 'Page 3' }))
    await vi.waitFor(() =>
      expect(router.state.location.search).toEqual({ filter: 'hired', page: 3 }),
    )
    expect(lastList().get('status')).toBe('hired')
    expect(lastList().get('page')).toBe('3')
  })

  it('says which status has no submissions', async () => {
    serve()
    await renderSubmissionsRoutes(['/submissions?filter=JobOffer'])
    expect(screen.getByText('No submissions found')).toBeInTheDocument()
    expect(
      screen.getByText('You don\'t have any applications with "Job Offer" status.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull()
  })

  it('reads an unknown filter as all and an invalid page as 1', async () => {
    const { lastList } = serve()
    const { router } = await renderSubmissionsRoutes(['/submissions?filter=bogus&page=-4'])
    expect(router.state.location.search).toEqual({ filter: 'all', page: 1 })
    expect(lastList().has('status')).toBe(false)
    expect(lastList().get('page')).toBe('1')
  })

  it('shows the labels without counts when the counts cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [STATS]: () => failure(500) })
    await renderSubmissionsRoutes(['/submissions'])
    expect(
      tabs()
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'All Submissions',
      'In review',
      'Interview',
      'Job Offer',
      'Hired',
      'Dismissed',
      'Past Jobs',
    ])
    expect(cardTitles()).toHaveLength(10)
    expect(sink.capture).toHaveBeenCalledWith('submissions_stats_load_failed', { status: 500 })
  })

  it('shows an empty list with no message when the list fails, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [LIST]: () => failure(500, 'Database down') })
    await renderSubmissionsRoutes(['/submissions?filter=hired'])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Submissions')
    expect(cardTitles()).toEqual([])
    expect(screen.queryByText(/Database down/)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(tabs().getByRole('link', { name: 'Hired' })).toHaveAttribute('aria-current', 'page')
    await vi.waitFor(() =>
      expect(sink.capture).toHaveBeenCalledWith('submissions_list_load_failed', {
        filter: 'hired',
        status: 500,
      }),
    )
    expect(consoleError).toHaveBeenCalledWith('submissions_list_load_failed:', expect.anything())
  })

  it('links each card to its detail under /submissions', async () => {
    serve()
    await renderSubmissionsRoutes(['/submissions?filter=interview'])
    const [first] = screen.getAllByRole('article')
    expect(within(first!).getByRole('link', { name: /View Details/ })).toHaveAttribute(
      'href',
      '/submissions/interview-1',
    )
  })
})

describe('/submissions in Spanish', () => {
  it('switches the heading, tabs, dropdown, empty state and title at once', async () => {
    serve()
    await renderSubmissionsRoutes(['/submissions?filter=joboffer'])
    await act(() => switchLanguage('es'))

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Solicitudes')
    const spanishTabs = within(
      screen.getByRole('navigation', { name: 'Filtros por estado de la solicitud' }),
    )
    expect(spanishTabs.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Todas (25)',
      'En revisión (12)',
      'Entrevista (5)',
      'Oferta de trabajo (0)',
      'Contratado (1)',
      'Descartadas (7)',
      'Trabajos anteriores (8)',
    ])
    const select = screen.getByRole('combobox', { name: 'Filtrar por estado', hidden: true })
    expect((select as HTMLSelectElement).value).toBe('joboffer')
    expect(screen.getByText('No hay solicitudes')).toBeDefined()
    expect(screen.getByText('No tienes solicitudes en "Oferta de trabajo".')).toBeDefined()
    expect(document.title).toBe('Solicitudes | Empleos de Hirelane')
  })
})
