import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { landingTextBundle } from '../landing-text-bundle'
import { mountJobsStrip } from './jobs-strip'

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

let slot: HTMLElement
let unmount: (() => void) | undefined

beforeEach(async () => {
  await landingTextBundle.load('es')
  slot = document.createElement('div')
  document.body.append(slot)
})

afterEach(() => {
  unmount?.()
  slot.remove()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const mount = (handler: FetchHandler, language: 'en' | 'es' = 'en') => {
  const network = stubFetch(routeFetch({ 'GET /api/Job/GetJobsAggregatedCount': handler }))
  unmount = mountJobsStrip(slot, language)
  return network
}

/** Both tries have been answered, and the strip had its chance to appear. */
const bothTriesAnswered = async (network: ReturnType<typeof mount>) => {
  await vi.advanceTimersByTimeAsync(1000)
  await waitFor(() => expect(network.fetchMock).toHaveBeenCalledTimes(2))
  await vi.advanceTimersByTimeAsync(10)
}

describe('mountJobsStrip', () => {
  it('shows the first 7 titles with their counts, then an and more ... card, all to /login', async () => {
    const network = mount(() => jsonResponse(catalogue(9)))
    const list = await screen.findByRole('list', { name: 'Recommended jobs' })
    const cards = within(list).getAllByRole('link')
    expect(cards.map((card) => card.textContent)).toEqual([
      ...TITLES.slice(0, 7).map(
        (title, index) => `${title}${(1200 - index * 100).toLocaleString('en-US')} jobs available`,
      ),
      'and more ...See all jobs',
    ])
    for (const card of cards) expect(card.getAttribute('href')).toBe('/login')
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Jobs waiting for you')
    expect(network.requests[0]?.headers.has('Authorization')).toBe(false)
  })

  it('speaks Spanish on the Spanish page', async () => {
    mount(() => jsonResponse(catalogue(1)), 'es')
    const list = await screen.findByRole('list', { name: 'Trabajos recomendados' })
    expect(within(list).getAllByRole('link')[0]?.textContent).toBe(
      'Warehouse Associate1,200 trabajos disponibles',
    )
  })

  it('tries once more after a failure, then shows nothing at all', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const network = mount(() => Promise.reject(new TypeError('Failed to fetch')))
    await bothTriesAnswered(network)
    expect(slot.innerHTML).toBe('')
  })

  it('shows nothing for an error answer, an empty list or a status false', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    for (const answer of [
      () =>
        jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500),
      () => jsonResponse({ ...catalogue(3), status: false }),
    ]) {
      const network = mount(answer)
      await bothTriesAnswered(network)
      expect(slot.innerHTML).toBe('')
      unmount?.()
      vi.unstubAllGlobals()
    }
    const network = mount(() => jsonResponse(catalogue(0)))
    await waitFor(() => expect(network.fetchMock).toHaveBeenCalledTimes(1))
    await vi.advanceTimersByTimeAsync(10)
    expect(slot.innerHTML).toBe('')
  })

  it('removes the strip and stops its call when unmounted', async () => {
    mount(() => jsonResponse(catalogue(2)))
    await screen.findByRole('list', { name: 'Recommended jobs' })
    unmount?.()
    unmount = undefined
    expect(slot.innerHTML).toBe('')
  })
})
