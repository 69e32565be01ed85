import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CANDIDATE_ID } from '@/entities/candidate/testing/candidate-profile'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { ManageAccountCard } from './manage-account-card'

/** The account card and the delete-account modal (docs/product.md#deleting-the-account). */

const DELETE = 'POST /api/Candidate/DeleteCandidate'
const deleted = () =>
  jsonResponse({ status: true, message: 'Profile Deleted successfully', data: null })

const serve = (handler: FetchHandler = deleted) => stubFetch(routeFetch({ [DELETE]: handler }))

const render = () =>
  renderWithRouter(
    { '/profile': ManageAccountCard, '/': () => <h1>Landing</h1> },
    { initialPath: '/profile' },
  )

const dialog = () => screen.getByRole('dialog', { name: 'Delete your account?' })
const confirm = () => within(dialog()).getByRole('button', { name: 'Yes, delete my account' })
const reason = (name: string) => within(dialog()).getByRole('checkbox', { name })
const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Delete account' }))
  return dialog()
}

const reduceMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: reduce && query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  )

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

describe('Manage the status of your account', () => {
  it('has its heading and a Delete button that opens the modal', async () => {
    serve()
    await render()
    expect(screen.getByRole('heading', { name: 'Manage the status of your account' })).toBeTruthy()
    const modal = await open()
    expect(modal).toHaveAttribute('aria-modal', 'true')
    const labels = within(modal)
      .getAllByRole('checkbox')
      .map((box) => modal.querySelector(`label[for="${box.id}"]`)?.textContent)
    expect(labels).toEqual([
      "I've found a job",
      "I'm not receiving relevant opportunities",
      "I'm concerned about privacy",
      'I created a duplicate account',
      'Other reason',
    ])
    expect(within(modal).getByRole('heading', { level: 2 })).toHaveFocus()
  })

  it("keeps 'Yes, delete my account' disabled until a reason is chosen", async () => {
    serve()
    await render()
    await open()
    expect(confirm()).toBeDisabled()
    expect(confirm()).toHaveAccessibleDescription('Choose at least one reason.')
    await userEvent.click(reason("I'm concerned about privacy"))
    await userEvent.click(reason('I created a duplicate account'))
    expect(confirm()).toBeEnabled()
    await userEvent.click(reason("I'm concerned about privacy"))
    await userEvent.click(reason('I created a duplicate account'))
    expect(confirm()).toBeDisabled()
  })

  it("asks for the other reason's text, trimmed, with its placeholder and limit", async () => {
    serve()
    await render()
    await open()
    await userEvent.click(reason('Other reason'))
    const text = within(dialog()).getByRole('textbox', { name: 'Other reason' })
    expect(text).toHaveAttribute('placeholder', 'Please share specific reason...')
    expect(text).toHaveAttribute('maxlength', '300')
    expect(confirm()).toBeDisabled()
    expect(confirm()).toHaveAccessibleDescription('Tell us the other reason.')
    await userEvent.type(text, '   ')
    expect(confirm()).toBeDisabled()
    await userEvent.type(text, 'Moving abroad')
    expect(confirm()).toBeEnabled()
    expect(within(dialog()).getByText('16/300 characters')).toBeTruthy()
  })

  it('closes with a fade on Cancel and on Escape, and opens again with nothing chosen', async () => {
    serve()
    await render()
    await open()
    await userEvent.click(reason("I've found a job"))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    // The fade-out plays first: still there, marked as closing.
    expect(dialog()).toHaveAttribute('data-closing', 'true')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'Delete account' })).toHaveFocus()

    await open()
    expect(reason("I've found a job")).not.toBeChecked()
    expect(confirm()).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('closes at once when the person prefers reduced motion', async () => {
    reduceMotion(true)
    serve()
    await render()
    await open()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('deletes with the reasons (Other reason as its text), logs out and goes to /', async () => {
    const network = serve()
    const { router } = await render()
    await open()
    await userEvent.click(reason("I've found a job"))
    await userEvent.click(reason('Other reason'))
    await userEvent.type(
      within(dialog()).getByRole('textbox', { name: 'Other reason' }),
      '  Too many texts ',
    )
    await userEvent.click(confirm())

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(screen.getByRole('heading', { name: 'Landing' })).toBeTruthy()
    const request = network.requests[0]!
    expect(new URL(request.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(await request.json()).toEqual({
      reasons: ["I've found a job"],
      otherReason: 'Too many texts',
    })
    expect(localStorage.length).toBe(0)
    expect(sink.capture).toHaveBeenCalledWith('account_deleted', { reasons: 1, otherReason: true })
    expect(sink.reset).toHaveBeenCalled()
  })

  it('on failure sends only an analytics event: the modal stays as it was', async () => {
    serve(() =>
      jsonResponse(
        { status: false, message: 'Unavailable', error: { code: 'internal_error' } },
        503,
      ),
    )
    const { router } = await render()
    await open()
    await userEvent.click(reason("I'm not receiving relevant opportunities"))
    await userEvent.click(confirm())

    await waitFor(() =>
      expect(sink.capture).toHaveBeenCalledWith('account_delete_failed', {
        status: 503,
        code: 'internal_error',
      }),
    )
    expect(router.state.location.pathname).toBe('/profile')
    expect(reason("I'm not receiving relevant opportunities")).toBeChecked()
    await waitFor(() => expect(confirm()).toBeEnabled())
    expect(within(dialog()).queryByRole('alert')).toBeNull()
    expect(screen.queryByText(/Unavailable/)).toBeNull()
    expect(localStorage.getItem('accessToken')).toBe('access-token')
  })
})

describe('the account card in Spanish', () => {
  it('asks in Spanish and sends the reasons as the contract spells them', async () => {
    const network = serve()
    await render()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { name: 'Administra tu cuenta' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Borrar cuenta' }))
    const modal = screen.getByRole('dialog', { name: '¿Borrar tu cuenta?' })
    const group = within(modal).getByRole('group', {
      name: '¿Por qué quieres borrar tu cuenta? Elige una o más razones',
    })
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((box) => modal.querySelector(`label[for="${box.id}"]`)?.textContent),
    ).toEqual([
      'Ya encontré trabajo',
      'No me llegan ofertas que me sirvan',
      'Me preocupa mi privacidad',
      'Tengo otra cuenta repetida',
      'Otra razón',
    ])
    const yes = within(modal).getByRole('button', { name: 'Sí, borrar mi cuenta' })
    expect(yes).toHaveAccessibleDescription('Elige al menos una razón.')
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Ya encontré trabajo' }))
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Otra razón' }))
    const text = within(modal).getByRole('textbox', { name: 'Otra razón' })
    expect(text).toHaveAttribute('placeholder', 'Cuéntanos la razón...')
    await userEvent.type(text, 'Me mudo')
    expect(within(modal).getByText('7/300 caracteres')).toBeTruthy()
    await userEvent.click(yes)
    await waitFor(() => expect(network.requests).toHaveLength(1))
    expect(await network.requests[0]!.json()).toEqual({
      reasons: ["I've found a job"],
      otherReason: 'Me mudo',
    })
  })
})
