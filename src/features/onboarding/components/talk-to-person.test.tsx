import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { personRequestDays } from '@contract/person-request'
import { personRequestQuery } from '@/entities/candidate/api/get-person-request'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'
import { TalkToPerson } from './talk-to-person'

/**
 * 'I'd rather talk to a person' on step 3: the form opens from its button with the signed-in
 * number, checks what was typed before anything is sent, sends the number, day and part of
 * the day, and reads in Spanish.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const TOMORROW = personRequestDays(new Date())[0] ?? ''

const stored = (body: Record<string, unknown>) =>
  jsonResponse({
    status: true,
    message: 'Request to talk to a person saved',
    data: { ...body, requestedAt: '2026-03-02T15:00:00.000Z' },
  })

const serve = (handler: FetchHandler = async (request) => stored(await request.json())) =>
  stubFetch(routeFetch({ 'POST /api/Engagement/RequestPerson': handler }))

const renderForm = async () => {
  const onRequested = vi.fn()
  await renderWithRouter(
    {
      '/onboarding': () => <TalkToPerson candidateId={CANDIDATE_ID} onRequested={onRequested} />,
    },
    { initialPath: '/onboarding' },
  )
  return { onRequested }
}

const user = () => userEvent.setup()

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  localStorage.setItem('mobileNumber', '5551234567')
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('talk to a person', () => {
  it('opens with the signed-in number and the next 7 days, starting tomorrow', async () => {
    serve()
    await renderForm()
    const toggle = screen.getByRole('button', { name: "I'd rather talk to a person" })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByLabelText('Phone number')).toBeNull()

    await user().click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const form = await screen.findByRole('form', { name: 'Talk to a person' })
    expect(within(form).getByLabelText('Phone number')).toHaveValue('(555) 123-4567')
    const days = within(form).getAllByRole('option')
    expect(days.map((option) => option.getAttribute('value'))).toEqual(
      personRequestDays(new Date()),
    )
    expect(within(form).getByLabelText('Day')).toHaveValue(TOMORROW)
    const times = within(form).getByRole('group', { name: 'Time of day' })
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.nextSibling?.textContent),
    ).toMatchInlineSnapshot(`
        [
          "Morning (8 am to 12 pm)",
          "Afternoon (12 to 5 pm)",
          "Evening (5 to 8 pm)",
        ]
      `)
  })

  it('says what is wrong and sends nothing until the number and the time are right', async () => {
    const { requests } = serve()
    const { onRequested } = await renderForm()
    const u = user()
    await u.click(screen.getByRole('button', { name: "I'd rather talk to a person" }))
    const phone = screen.getByLabelText('Phone number')
    await u.clear(phone)
    await u.type(phone, '55512')
    await u.tab()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription('Enter a 10-digit US mobile number')

    await u.click(screen.getByRole('button', { name: 'Send' }))
    expect(phone).toHaveFocus()
    expect(screen.getByText('Choose a time of day')).toBeInTheDocument()
    expect(requests).toHaveLength(0)

    await u.type(phone, '34567')
    expect(phone).toHaveValue('(555) 123-4567')
    expect(phone).toHaveAccessibleDescription('A US number, 10 digits.')
    await u.click(screen.getByRole('button', { name: 'Send' }))
    expect(screen.getByRole('radio', { name: 'Morning (8 am to 12 pm)' })).toHaveFocus()
    expect(requests).toHaveLength(0)
    expect(onRequested).not.toHaveBeenCalled()
  })

  it('sends the number, the day and the part of the day, then moves on', async () => {
    const { requests } = serve()
    const { onRequested } = await renderForm()
    const u = user()
    await u.click(screen.getByRole('button', { name: "I'd rather talk to a person" }))
    const phone = screen.getByLabelText('Phone number')
    await u.clear(phone)
    // Pasted from a contact card, country code and all.
    await u.paste('+1 (206) 555-0142')
    expect(phone).toHaveValue('(206) 555-0142')
    const third = personRequestDays(new Date())[2] ?? ''
    await u.selectOptions(screen.getByLabelText('Day'), third)
    await u.click(screen.getByRole('radio', { name: 'Evening (5 to 8 pm)' }))
    await u.click(screen.getByRole('button', { name: 'Send' }))

    await waitFor(() => expect(onRequested).toHaveBeenCalledTimes(1))
    expect(requests).toHaveLength(1)
    expect(await requests[0]?.json()).toEqual({
      candidateId: CANDIDATE_ID,
      phone: '2065550142',
      day: third,
      partOfDay: 'evening',
    })
  })

  it('shows why the request failed and lets the candidate send again', async () => {
    serve(() =>
      jsonResponse(
        {
          status: false,
          message: 'day must be within the next 7 days',
          error: { code: 'validation_failed' },
        },
        400,
      ),
    )
    const { onRequested } = await renderForm()
    const u = user()
    await u.click(screen.getByRole('button', { name: "I'd rather talk to a person" }))
    await u.click(screen.getByRole('radio', { name: 'Morning (8 am to 12 pm)' }))
    await u.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('day must be within the next 7 days')
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled()
    expect(onRequested).not.toHaveBeenCalled()
  })

  it('closes with Cancel and gives the keyboard back to its button', async () => {
    serve()
    await renderForm()
    const u = user()
    const toggle = screen.getByRole('button', { name: "I'd rather talk to a person" })
    await u.click(toggle)
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('form')).toBeNull()
    expect(toggle).toHaveFocus()
  })

  it('reads in Spanish', async () => {
    const { requests } = serve()
    await act(() => switchLanguage('es'))
    await renderForm()
    const u = user()
    await u.click(screen.getByRole('button', { name: 'Prefiero hablar con una persona' }))
    expect(screen.getByRole('form', { name: 'Hablar con una persona' })).toBeInTheDocument()
    const phone = screen.getByLabelText('Número de teléfono')
    expect(phone).toHaveValue('(555) 123-4567')
    const day = screen.getByLabelText('Día')
    // Days are named in Spanish: 'martes, 3 de marzo'.
    expect(within(day).getAllByRole('option')[0]?.textContent).toMatch(
      /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo), \d+ de \p{L}+$/u,
    )
    await u.clear(phone)
    await u.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(phone).toHaveAccessibleDescription(
      'Escribe un número de celular de EE. UU. de 10 dígitos',
    )
    expect(screen.getByText('Elige una hora del día')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Noche (de 5 a 8 p. m.)' })).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })
})

describe('on step 3', () => {
  it('finishes onboarding without the AI interview and opens the dashboard', async () => {
    const { requests } = stubFetch(
      routeFetch({
        'GET /api/Candidate/GetCandidateOnboardingDetails': () =>
          jsonResponse({
            status: true,
            message: 'ok',
            data: [1, 2, 3, 4].map((id) => ({ id, completed: id <= 2 })),
          }),
        'POST /api/Engagement/PrepareInterview': () =>
          jsonResponse({ status: true, message: 'ok', data: { prepared: true, knownSlots: [] } }),
        'POST /api/Engagement/RequestPerson': async (request) => stored(await request.json()),
      }),
    )
    const { renderInterview } = interviewStub()
    const { phoneInterview } = phoneInterviewStub()
    const { router, queryClient } = await renderWithRouter(
      {
        '/onboarding': () => (
          <OnboardingPage renderInterview={renderInterview} phoneInterview={phoneInterview} />
        ),
        '/dashboard': () => <h1>Dashboard stand-in</h1>,
      },
      { initialPath: '/onboarding' },
    )
    const u = user()
    await u.click(await screen.findByRole('button', { name: "I'd rather talk to a person" }))
    await u.click(screen.getByRole('radio', { name: 'Afternoon (12 to 5 pm)' }))
    await u.click(screen.getByRole('button', { name: 'Send' }))

    expect(await screen.findByRole('heading', { name: 'Dashboard stand-in' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
    expect(localStorage.getItem('onboardingStatus')).toBe('0')
    expect(localStorage.getItem('userStepData')).toBeNull()
    // The dashboard finds the request in its query, and shows it with its first paint.
    expect(queryClient.getQueryData(personRequestQuery(CANDIDATE_ID).queryKey)).toMatchObject({
      phone: '5551234567',
      partOfDay: 'afternoon',
    })
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/Engagement/GetWebrtcSetupDetailsForCandidate',
    )
  })
})
