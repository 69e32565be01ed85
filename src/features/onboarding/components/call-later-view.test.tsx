import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CALL_CONSENT_TEXT } from '@contract/call-consent-text'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { appConfig } from '@/shared/config'
import { ApiError } from '@/shared/http/api-error'
import { switchLanguage } from '@/shared/i18n/language-store'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub, PHONE_SCREEN_HEADING, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

/**
 * Call-me keeps the rules of calling people: the consent is recorded (in the language read)
 * before the call, a call outside calling hours is offered for the next slot, and a call set
 * for later shows, can be cancelled, and comes back after a reload.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const CONSENT = 'POST /api/Engagement/ConsentToCall'
const SCHEDULE = 'POST /api/Engagement/ScheduleCall'
const SCHEDULED = 'GET /api/Engagement/ScheduledCall'
const CANCEL = 'POST /api/Engagement/CancelScheduledCall'
/** 8:00 in New York, 13:00 UTC: the slot is said in the candidate's zone, not the device's. */
const SLOT = '2026-12-08T13:00:00.000Z'
const DETAILS = {
  nextSlotAt: SLOT,
  windowStartHour: 8,
  windowEndHour: 21,
  timeZone: 'America/New_York',
}
const CALL = {
  id: 'call-1',
  at: SLOT,
  timeZone: 'America/New_York',
  status: 'scheduled',
  engagementId: null,
}

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`
const outsideHours = () =>
  new ApiError('409 outside_calling_hours', {
    status: 409,
    code: 'outside_calling_hours',
    userMessage: 'We only call between 8 am and 9 pm.',
    details: DETAILS,
  })

/** What happened, in order: the requests, and the phone call placed (a stub). */
let log: string[]

const serve = (routes: Record<string, FetchHandler> = {}) =>
  stubFetch((request) => {
    log.push(pathOf(request))
    return routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(2)),
      'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
      'GET /api/Privacy/RetentionPeriods': () => ok({ recordingRetentionDays: 21 }),
      [CONSENT]: () => ok({ consentId: 'consent-1', consentedAt: '2026-12-08T03:00:00.000Z' }),
      [SCHEDULED]: () => ok(null),
      [SCHEDULE]: () => ok(CALL),
      [CANCEL]: () => ok({ ...CALL, status: 'cancelled' }),
      ...routes,
    })(request)
  })

const phoneStub = () => {
  const phone = phoneInterviewStub()
  phone.placeCall.mockImplementation(async () => {
    log.push('place call')
    return { waitingForRoom: false }
  })
  return phone
}

const renderStep3 = async (phone = phoneStub()) => {
  localStorage.setItem('userCurrentStep', '3')
  const view = await renderWithRouter(
    {
      '/onboarding': () => (
        <OnboardingPage
          renderInterview={interviewStub().renderInterview}
          phoneInterview={phone.phoneInterview}
        />
      ),
    },
    { initialPath: '/onboarding' },
  )
  await screen.findByRole('list')
  // Step 3 loads when it is reached: its first view in either language, a waiting call's, or
  // already step 4's when the call found had rung.
  const firstViews = [
    'AI Interview Setup',
    'Tu entrevista con IA',
    'Your call is scheduled',
    'Tu llamada está programada',
    PHONE_SCREEN_HEADING,
  ]
  await screen.findByRole('heading', { name: (name) => firstViews.includes(name) })
  return { ...view, phone }
}

const user = () => userEvent.setup()
const click = (name: string) => user().click(screen.getByRole('button', { name }))

/** Call-me chosen, 'Start interview now', then 'I agree' (in whichever language is on screen). */
const agreeToCallMe = async ({ es = false } = {}) => {
  await user().click(screen.getByRole('radio', { name: es ? /^Llámenme/ : /^Call me/ }))
  await click(es ? 'Empezar la entrevista' : 'Start interview now')
  await click(es ? 'Acepto' : 'I agree')
}

const bodyOf = async (requests: Request[], path: string) =>
  (await requests
    .find((r) => pathOf(r) === path)!
    .clone()
    .json()) as unknown

let sink: AnalyticsSink

beforeEach(() => {
  log = []
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("call-me's 'I agree'", () => {
  it("shows the contract's consent words and records them before the call, in English", async () => {
    const { requests } = serve()
    const { phone } = await renderStep3()
    await user().click(screen.getByRole('radio', { name: /^Call me/ }))
    await click('Start interview now')
    expect(screen.getByText(CALL_CONSENT_TEXT.en(appConfig.productName))).toBeInTheDocument()
    await click('I agree')
    expect(await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })).toHaveFocus()
    expect(log.filter((entry) => entry === CONSENT || entry === 'place call')).toEqual([
      CONSENT,
      'place call',
    ])
    expect(await bodyOf(requests, CONSENT)).toEqual({ candidateId: CANDIDATE_ID, language: 'en' })
    const consent = requests.find((r) => pathOf(r) === CONSENT)!
    expect(consent.headers.get('Authorization')).toBe('Bearer access-token')
    expect(phone.placeCall).toHaveBeenCalledWith(CANDIDATE_ID)
  })

  it('records the consent in Spanish when it was read in Spanish', async () => {
    const { requests } = serve()
    await act(() => switchLanguage('es'))
    await renderStep3()
    await user().click(screen.getByRole('radio', { name: /^Llámenme/ }))
    await click('Empezar la entrevista')
    expect(screen.getByText(CALL_CONSENT_TEXT.es(appConfig.productName))).toBeInTheDocument()
    await click('Acepto')
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
    expect(await bodyOf(requests, CONSENT)).toEqual({ candidateId: CANDIDATE_ID, language: 'es' })
  })

  it('records no consent for the web call (it is not a phone call)', async () => {
    const { requests } = serve({
      'GET /api/Engagement/GetWebrtcSetupDetailsForCandidate': () =>
        ok({
          data: {
            callEndpointUri: 'wss://api.example/ws/interview/e1?token=t',
            engagementId: '0f8fad5b-d9cb-469f-a165-70867728950e',
          },
        }),
    })
    await renderStep3()
    await click('Start interview now')
    await click('I agree')
    await screen.findByRole('heading', { name: 'AI Interview' })
    expect(requests.map(pathOf)).not.toContain(CONSENT)
  })

  it('places no call when the consent could not be recorded; Try again records it, then calls', async () => {
    let consentFails = true
    serve({
      [CONSENT]: () =>
        consentFails
          ? jsonResponse({ status: false, message: 'x', error: { code: 'internal_error' } }, 500)
          : ok({ consentId: 'consent-1', consentedAt: '2026-12-08T03:00:00.000Z' }),
    })
    const { phone } = await renderStep3()
    await agreeToCallMe()
    expect(
      await screen.findByRole('heading', { name: "We couldn't start your phone interview" }),
    ).toHaveFocus()
    expect(phone.placeCall).not.toHaveBeenCalled()
    consentFails = false
    await click('Try again')
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
    expect(log.filter((entry) => entry === CONSENT || entry === 'place call')).toEqual([
      CONSENT,
      CONSENT,
      'place call',
    ])
  })

  it('does not record the consent again when only the call failed', async () => {
    serve()
    const phone = phoneStub()
    phone.placeCall.mockRejectedValueOnce(new Error('boom'))
    await renderStep3(phone)
    await agreeToCallMe()
    await screen.findByRole('heading', { name: "We couldn't start your phone interview" })
    await click('Try again')
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
    expect(log.filter((entry) => entry === CONSENT)).toHaveLength(1)
    expect(phone.placeCall).toHaveBeenCalledTimes(2)
  })
})

describe('outside calling hours', () => {
  const atCallLater = async (routes: Record<string, FetchHandler> = {}) => {
    const fetched = serve(routes)
    const phone = phoneStub()
    phone.placeCall.mockRejectedValueOnce(outsideHours())
    const view = await renderStep3(phone)
    await agreeToCallMe()
    return { ...fetched, ...view }
  }

  it("says the hours and the next slot in the candidate's zone", async () => {
    await atCallLater()
    expect(await screen.findByRole('heading', { name: 'We can call you later' })).toHaveFocus()
    expect(screen.getByText('We only call between 8 AM and 9 PM your time.')).toBeInTheDocument()
    expect(
      screen.getByText('The next time we can call is Tuesday, December 8 at 8:00 AM EST.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Call me then' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Do the interview in the app now' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled()
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
  })

  it("'Call me then' schedules the call at that slot and shows it scheduled", async () => {
    const { requests } = await atCallLater()
    await screen.findByRole('heading', { name: 'We can call you later' })
    await click('Call me then')
    expect(await screen.findByRole('heading', { name: 'Your call is scheduled' })).toHaveFocus()
    expect(await bodyOf(requests, SCHEDULE)).toEqual({ candidateId: CANDIDATE_ID, at: SLOT })
    expect(
      screen.getByText('We will call you Tuesday, December 8 at 8:00 AM EST.'),
    ).toBeInTheDocument()
    expect(screen.getByText('We will send you a text 5 minutes before.')).toBeInTheDocument()
    expect(sink.capture).toHaveBeenCalledWith('phone_call_scheduled', undefined)
  })

  it('says so when the call could not be scheduled, and stays', async () => {
    await atCallLater({
      [SCHEDULE]: () => new Response('Bad gateway', { status: 502 }),
    })
    await screen.findByRole('heading', { name: 'We can call you later' })
    await click('Call me then')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not set up the call. Please try again.',
    )
    expect(screen.getByRole('heading', { name: 'We can call you later' })).toBeInTheDocument()
  })

  it("'Do the interview in the app now' opens the web call's consent", async () => {
    await atCallLater()
    await screen.findByRole('heading', { name: 'We can call you later' })
    await click('Do the interview in the app now')
    expect(screen.getByRole('heading', { name: 'Your consent' })).toHaveFocus()
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({ step: 3, mode: 'web' })
    expect(sink.capture).toHaveBeenCalledWith('phone_call_switched_to_web', {
      after: 'outside_hours',
    })
  })

  it("'Back' returns to the choice with call-me still chosen", async () => {
    await atCallLater()
    await screen.findByRole('heading', { name: 'We can call you later' })
    await click('Back')
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: /^Call me/ })).toBeChecked()
  })

  it('says the same in Spanish', async () => {
    const { requests } = serve()
    await act(() => switchLanguage('es'))
    const phone = phoneStub()
    phone.placeCall.mockRejectedValueOnce(outsideHours())
    await renderStep3(phone)
    await agreeToCallMe({ es: true })
    expect(await screen.findByRole('heading', { name: 'Podemos llamarte más tarde' })).toHaveFocus()
    expect(
      screen.getByText('Solo llamamos entre las 8 a.m. y las 9 p.m., en tu hora local.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText(
        'La próxima vez que podemos llamarte es el martes, 8 de diciembre, 8:00 a.m. EST.',
      ),
    ).toBeInTheDocument()
    expect(
      screen.getByRole('button', { name: 'Hacer la entrevista en la app ahora' }),
    ).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled()
    await click('Llámame a esa hora')
    expect(await screen.findByRole('heading', { name: 'Tu llamada está programada' })).toHaveFocus()
    expect(
      screen.getByText('Te llamaremos el martes, 8 de diciembre, 8:00 a.m. EST.'),
    ).toBeInTheDocument()
    expect(
      screen.getByText('Te enviaremos un mensaje de texto 5 minutos antes.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancelar la llamada' })).toBeEnabled()
    expect(await bodyOf(requests, CONSENT)).toEqual({ candidateId: CANDIDATE_ID, language: 'es' })
  })
})

describe('a scheduled call', () => {
  const waiting = () => serve({ [SCHEDULED]: () => ok(CALL) })

  it('shows after a reload, asked for with the candidate id', async () => {
    const { requests } = waiting()
    await renderStep3()
    expect(
      await screen.findByRole('heading', { name: 'Your call is scheduled' }),
    ).toBeInTheDocument()
    expect(
      screen.getByText('We will call you Tuesday, December 8 at 8:00 AM EST.'),
    ).toBeInTheDocument()
    const asked = requests.find((r) => pathOf(r) === SCHEDULED)!
    expect(new URL(asked.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(asked.headers.get('Authorization')).toBe('Bearer access-token')
  })

  it('is not shown when the call is no longer waiting', async () => {
    serve({ [SCHEDULED]: () => ok({ ...CALL, status: 'cancelled' }) })
    await renderStep3()
    await waitFor(() => expect(log).toContain(SCHEDULED))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Your call is scheduled' })).toBeNull()
  })

  it('moves on to the call’s status once it rang', async () => {
    serve({ [SCHEDULED]: () => ok({ ...CALL, status: 'placed', engagementId: 'engagement-9' }) })
    const { phone } = await renderStep3()
    expect(await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })).toBeInTheDocument()
    expect(phone.followCall).toHaveBeenCalledWith('engagement-9')
    // It rang already: the status screen opens as ever, not on a wait for room.
    expect(phone.latest()).toMatchObject({ waitingForRoom: false })
    expect(phone.placeCall).not.toHaveBeenCalled()
  })

  it("'Cancel the call' cancels it and returns to the choice", async () => {
    const { requests } = waiting()
    await renderStep3()
    await screen.findByRole('heading', { name: 'Your call is scheduled' })
    await click('Cancel the call')
    expect(await screen.findByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(await bodyOf(requests, CANCEL)).toEqual({ candidateId: CANDIDATE_ID })
    expect(sink.capture).toHaveBeenCalledWith('scheduled_call_cancelled', undefined)
  })

  it('stays, and says so, when it could not be cancelled', async () => {
    serve({
      [SCHEDULED]: () => ok(CALL),
      [CANCEL]: () => new Response('Bad gateway', { status: 502 }),
    })
    await renderStep3()
    await screen.findByRole('heading', { name: 'Your call is scheduled' })
    await click('Cancel the call')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not cancel the call. Please try again.',
    )
    expect(screen.getByRole('heading', { name: 'Your call is scheduled' })).toBeInTheDocument()
  })

  it("'Do the interview in the app now' cancels it, then opens the web call's consent", async () => {
    waiting()
    await renderStep3()
    await screen.findByRole('heading', { name: 'Your call is scheduled' })
    await click('Do the interview in the app now')
    expect(await screen.findByRole('heading', { name: 'Your consent' })).toHaveFocus()
    expect(log).toContain(CANCEL)
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({ step: 3, mode: 'web' })
  })
})
