import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { prerenderedLanding } from '../testing/prerendered-landing'
import { enhanceLandingPage } from './enhance-landing-page'

const catalogue = {
  status: true,
  message: { text: 'ok', data: [{ jobTitle: 'Forklift Operator', jobsCount: 1200 }] },
  data: null,
}

let container: HTMLElement
const app = { load: vi.fn(() => Promise.resolve()), start: vi.fn(() => Promise.resolve()) }

beforeEach(async () => {
  container = document.createElement('div')
  container.innerHTML = await prerenderedLanding()
  document.body.append(container)
  stubFetch(routeFetch({ 'GET /api/Job/GetJobsAggregatedCount': () => jsonResponse(catalogue) }))
  const page = container.querySelector<HTMLElement>('.lp-page')
  if (!page) throw new Error('no .lp-page in the prerendered HTML')
  enhanceLandingPage(page, app)
})

afterEach(() => {
  container.remove()
  vi.unstubAllGlobals()
  app.load.mockClear()
  app.start.mockClear()
  window.history.replaceState(null, '', '/')
})

describe('the prerendered landing page, enhanced without React', () => {
  it('has no jobs strip in its HTML, and adds it once the call has answered', async () => {
    expect(container.innerHTML).not.toContain('Jobs waiting for you')
    await screen.findByRole('heading', { name: 'Jobs waiting for you' })
    const cards = within(screen.getByRole('list', { name: 'Recommended jobs' })).getAllByRole(
      'link',
    )
    expect(cards.map((card) => card.textContent)).toEqual([
      'Forklift Operator1,200 jobs available',
      'and more ...See all jobs',
    ])
    expect(container.querySelector('.lp-page')?.getAttribute('data-enhanced')).toBe('true')
  })

  it('opens one FAQ answer at a time, and closes the open one', async () => {
    const user = userEvent.setup()
    const faq = container.querySelector<HTMLElement>('#faq')!
    const questions = within(faq).getAllByRole('button')
    const expanded = () => questions.map((question) => question.getAttribute('aria-expanded'))
    expect(expanded()).toEqual(['true', ...Array(8).fill('false')])
    await user.click(questions[3]!)
    expect(expanded()).toEqual([...Array(3).fill('false'), 'true', ...Array(5).fill('false')])
    expect(within(faq).getAllByRole('region')).toHaveLength(1)
    await user.click(questions[3]!)
    expect(expanded()).toEqual(Array(9).fill('false'))
    expect(within(faq).queryAllByRole('region')).toHaveLength(0)
  })

  it('cycles the testimonials and jumps to a thumbnail’s', async () => {
    const user = userEvent.setup()
    const shown = () => screen.getByRole('group', { name: /^Testimonial \d of 4$/ })
    expect(shown().getAttribute('aria-label')).toBe('Testimonial 1 of 4')
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }))
    expect(shown().getAttribute('aria-label')).toBe('Testimonial 4 of 4')
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }))
    expect(shown().getAttribute('aria-label')).toBe('Testimonial 2 of 4')
    const thumbnails = within(screen.getByRole('list', { name: 'Other testimonials' }))
    expect(thumbnails.getAllByRole('button')).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Show testimonial from Kayla Brooks' }))
    expect(shown().getAttribute('aria-label')).toBe('Testimonial 4 of 4')
    expect(document.activeElement).toBe(shown())
    expect(screen.queryByRole('button', { name: 'Show testimonial from Kayla Brooks' })).toBeNull()
  })

  it('starts the app in place on Get started, after loading it on intent', async () => {
    const user = userEvent.setup()
    const getStarted = within(screen.getByRole('banner')).getByRole('link', {
      name: 'Get started',
    })
    await user.hover(getStarted)
    expect(app.load).toHaveBeenCalledTimes(1)
    expect(app.start).not.toHaveBeenCalled()
    await user.click(getStarted)
    await waitFor(() => expect(app.start).toHaveBeenCalledTimes(1))
    expect(window.location.pathname).toBe('/login')
    // Loaded once: the click reuses what the intent started.
    expect(app.load).toHaveBeenCalledTimes(1)
  })

  it('leaves in-page and mail links to the browser', async () => {
    const user = userEvent.setup()
    await user.hover(screen.getByRole('link', { name: 'Contact Us' }))
    const nav = screen.getByRole('navigation', { name: 'Page sections' })
    await user.click(within(nav).getByRole('link', { name: 'FAQ' }))
    expect(app.load).not.toHaveBeenCalled()
    expect(app.start).not.toHaveBeenCalled()
  })
})
