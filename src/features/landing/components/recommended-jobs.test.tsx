import { landingKeys } from '../api/landing-keys'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { RecommendedJobs } from './recommended-jobs'

const TITLES = [
  'Warehouse Associate',
  'Forklift Operator',
  'Order Picker',
  'Assembler',
  'Material Handler',
  'Machine Operator',
  'Production Associate',
  'Shipping Clerk',
  'Packer',
]

const catalogue = (count: number) => ({
  status: true,
  message: {
    text: 'Jobs fetched successfully',
    data: TITLES.slice(0, count).map((jobTitle, index) => ({
      jobTitle,
      jobsCount: 1200 - index * 100,
    })),
  },
  data: null,
})

const renderStrip = async (handler: FetchHandler) => {
  const network = stubFetch(routeFetch({ 'GET /api/Job/GetJobsAggregatedCount': handler }))
  const view = await renderWithRouter(
    { '/': RecommendedJobs, '/login': () => <h1>Log in</h1> },
    { initialPath: '/' },
  )
  return { ...view, network }
}

/** Waits until the call has been answered and the query has settled. */
const settled = async (view: Awaited<ReturnType<typeof renderStrip>>) => {
  await waitFor(() => expect(view.network.fetchMock).toHaveBeenCalled())
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('RecommendedJobs', () => {
  it('shows the first 7 titles with their counts, then an and more ... card, all to /login', async () => {
    const view = await renderStrip(() => jsonResponse(catalogue(9)))
    const list = await screen.findByRole('list', { name: 'Recommended jobs' })
    const cards = within(list).getAllByRole('link')
    expect(cards).toHaveLength(8)
    expect(cards.slice(0, 7).map((card) => card.textContent)).toEqual(
      TITLES.slice(0, 7).map(
        (title, index) => `${title}${(1200 - index * 100).toLocaleString('en-US')} jobs available`,
      ),
    )
    expect(cards[7]?.textContent).toContain('and more ...')
    for (const card of cards) expect(card.getAttribute('href')).toBe('/login')
    expect(screen.queryByText('Shipping Clerk')).toBeNull()
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Jobs waiting for you')
    const request = view.network.requests[0]
    expect(request?.headers.has('Authorization')).toBe(false)
  })

  it('shows fewer cards when fewer titles come back, still followed by and more ...', async () => {
    await renderStrip(() => jsonResponse(catalogue(2)))
    const list = await screen.findByRole('list', { name: 'Recommended jobs' })
    const cards = within(list).getAllByRole('link')
    expect(cards.map((card) => card.textContent)).toEqual([
      'Warehouse Associate1,200 jobs available',
      'Forklift Operator1,100 jobs available',
      expect.stringContaining('and more ...'),
    ])
  })

  it('renders nothing at all when the call fails', async () => {
    const view = await renderStrip(() =>
      jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500),
    )
    await settled(view)
    expect(view.container.innerHTML).toBe('')
  })

  it('renders nothing when no request gets through', async () => {
    const view = await renderStrip(() => Promise.reject(new TypeError('Failed to fetch')))
    await settled(view)
    expect(view.container.innerHTML).toBe('')
  })

  it('renders nothing for an empty list', async () => {
    const view = await renderStrip(() => jsonResponse(catalogue(0)))
    await settled(view)
    expect(view.queryClient.getQueryState(landingKeys.jobsAggregatedCount())?.status).toBe(
      'success',
    )
    expect(view.container.innerHTML).toBe('')
  })

  it('renders nothing when the status is false', async () => {
    const view = await renderStrip(() => jsonResponse({ ...catalogue(3), status: false }))
    await settled(view)
    expect(view.container.innerHTML).toBe('')
  })

  it('is not persisted', async () => {
    const view = await renderStrip(() => jsonResponse(catalogue(3)))
    await screen.findByRole('list', { name: 'Recommended jobs' })
    const query = view.queryClient
      .getQueryCache()
      .find({ queryKey: landingKeys.jobsAggregatedCount() })
    expect(query?.meta?.persist).toBeUndefined()
  })
})
