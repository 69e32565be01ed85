import { act, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { PersonRequestPanel } from './person-request-panel'

/** The dashboard's acknowledgement of a request to talk to a person, in both languages. */

const CANDIDATE_ID = '5d0c3f0e-2a7b-4c61-9f3e-8b1d2c4a6e10'
const REQUEST = {
  phone: '2065550142',
  day: '2026-03-03',
  partOfDay: 'afternoon',
  requestedAt: '2026-03-02T15:00:00.000Z',
}

const serve = (data: unknown, status = 200) =>
  stubFetch(
    routeFetch({
      'GET /api/Engagement/PersonRequest': () =>
        status === 200
          ? jsonResponse({ status: true, message: 'ok', data })
          : jsonResponse(
              { status: false, message: 'Boom', error: { code: 'internal_error' } },
              status,
            ),
    }),
  )

const renderPanel = () =>
  renderWithRouter(
    {
      '/dashboard': () => (
        <main>
          <h1>Dashboard</h1>
          <PersonRequestPanel candidateId={CANDIDATE_ID} />
        </main>
      ),
    },
    { initialPath: '/dashboard' },
  )

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the request to talk to a person on the dashboard', () => {
  it('shows the number, the window and that a recruiter will call', async () => {
    const { requests } = serve(REQUEST)
    await renderPanel()
    const panel = await screen.findByRole('region', { name: 'You asked to talk to a person' })
    expect(panel).toHaveTextContent('Phone(206) 555-0142')
    expect(panel).toHaveTextContent('WhenTuesday, March 3, afternoon (12 to 5 pm)')
    expect(panel).toHaveTextContent('A recruiter will call you.')
    expect(new URL(requests[0]!.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
  })

  it('shows nothing for a candidate who never asked, or when the call fails', async () => {
    serve(null)
    const { unmount } = await renderPanel()
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('region')).toBeNull()
    unmount()

    vi.unstubAllGlobals()
    const { requests } = serve(null, 500)
    await renderPanel()
    await vi.waitFor(() => expect(requests).toHaveLength(1))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByRole('region')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
  })

  it('reads in Spanish', async () => {
    serve(REQUEST)
    await act(() => switchLanguage('es'))
    await renderPanel()
    const panel = await screen.findByRole('region', { name: 'Pediste hablar con una persona' })
    expect(panel).toHaveTextContent('Teléfono(206) 555-0142')
    expect(panel).toHaveTextContent('Cuándomartes, 3 de marzo, en la tarde (de 12 a 5 p. m.)')
    expect(panel).toHaveTextContent('Un reclutador te llamará.')
  })
})
