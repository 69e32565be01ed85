import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { ApiError } from '@/shared/http/api-error'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub, PHONE_SCREEN_HEADING, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

/**
 * 'I agree' creating the web call or placing the phone call, and step 4 handing over to them
 * and back (docs/product.md#onboarding).
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const CALL_URL = `wss://api.example/ws/interview/${ENGAGEMENT_ID}?token=t`
const CALL_FAILED = 'Something went wrong with your call. Please try again.'
const SETUP_PATH = 'GET /api/Engagement/GetWebrtcSetupDetailsForCandidate'
const RETENTION_PATH = 'GET /api/Privacy/RetentionPeriods'
/** Not the default 30: the number on screen is the server's, never one built into the app. */
const RETENTION_DAYS = 21

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const serve = (
  setup: FetchHandler = () =>
    ok({ data: { callEndpointUri: CALL_URL, engagementId: ENGAGEMENT_ID } }),
  retention: FetchHandler = () => ok({ recordingRetentionDays: RETENTION_DAYS }),
) =>
  stubFetch(
    routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(2)),
      'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
      [SETUP_PATH]: setup,
      [RETENTION_PATH]: retention,
      // Call-me's 'I agree' records the consent before the call is placed.
      'POST /api/Engagement/ConsentToCall': () =>
        ok({ consentId: 'consent-1', consentedAt: '2026-12-07T16:00:00.000Z' }),
      'GET /api/Engagement/ScheduledCall': () => ok(null),
    }),
  )

const renderAt = async (step: number, phone = phoneInterviewStub()) => {
  localStorage.setItem('userCurrentStep', String(step))
  const stub = interviewStub()
  const view = await renderWithRouter(
    {
      '/onboarding': () => (
        <OnboardingPage
          renderInterview={stub.renderInterview}
          phoneInterview={phone.phoneInterview}
        />
      ),
      '/check-profile': () => <h1>Check profile</h1>,
    },
    { initialPath: '/onboarding' },
  )
  await screen.findByRole('list')
  // Step 3 loads when it is reached.
  if (step === 3) await screen.findByRole('heading', { name: 'AI Interview Setup' })
  return { ...view, stub, phone }
}

const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))
const toConsent = () => click('Start interview now')

let sink: AnalyticsSink

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the consent notice', () => {
  const notice = () => screen.getByRole('region', { name: 'About the AI interview' })

  it('says what is asked, evaluated, recorded for the configured days and shared', async () => {
    const { requests } = serve()
    await renderAt(3)
    await toConsent()
    const items = within(notice()).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual([
      'The AI recruiter asks about the jobs you want, pay, schedule, location, experience and certifications.',
      'We evaluate your answers (typed, or as we heard them) and how well you match each job.',
      `We record your voice. We keep the recording ${RETENTION_DAYS} days, then delete it.`,
      'Your profile, preferences, interview answers and match go to the staffing agency of each job we apply to for you.',
    ])
    // Before the consent text and the buttons, under the screen's heading.
    expect(notice().compareDocumentPosition(screen.getByText(/^By selecting/))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    )
    // The same public call the privacy policy makes: no token needed, none sent.
    const retention = requests.find((r) => pathOf(r) === RETENTION_PATH)!
    expect(retention.headers.has('Authorization')).toBe(false)
  })

  it('says one day in the singular', async () => {
    serve(undefined, () => ok({ recordingRetentionDays: 1 }))
    await renderAt(3)
    await toConsent()
    expect(
      within(notice()).getByText(
        'We record your voice. We keep the recording 1 day, then delete it.',
      ),
    ).toBeInTheDocument()
  })

  it('states no number it was not given when the server cannot be asked', async () => {
    serve(undefined, () => new Response('Bad gateway', { status: 502 }))
    await renderAt(3)
    await toConsent()
    expect(
      within(notice()).getByText(
        'We record your voice. We keep the recording a limited number of days, then delete it.',
      ),
    ).toBeInTheDocument()
    expect(within(notice()).queryByText(/\d+ days?/)).toBeNull()
  })
})

describe("'I agree' in web mode", () => {
  it('creates the engagement, stores where to call and opens the call on step 4', async () => {
    const { requests } = serve()
    const { stub } = await renderAt(3)
    await toConsent()
    await click('I agree')
    expect(await screen.findByRole('heading', { name: 'AI Interview' })).toHaveFocus()
    const setup = requests.find((r) => pathOf(r) === SETUP_PATH)!
    expect(new URL(setup.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(setup.headers.get('Authorization')).toBe('Bearer access-token')
    expect(localStorage.getItem('webRTCURL')).toBe(CALL_URL)
    expect(localStorage.getItem('engagementId')).toBe(ENGAGEMENT_ID)
    expect(localStorage.getItem('userCurrentStep')).toBe('4')
    expect(stub.latest().focusHeading).toBe(true)
  })

  it('keeps the button busy while the request runs', async () => {
    let answer: (response: Response) => void = () => undefined
    serve(() => new Promise((resolve) => (answer = resolve)))
    await renderAt(3)
    await toConsent()
    await click('I agree')
    const agree = screen.getByRole('button', { name: 'I agree' })
    expect(agree).toBeDisabled()
    expect(agree).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    answer(ok({ data: { callEndpointUri: CALL_URL, engagementId: ENGAGEMENT_ID } }))
    await screen.findByRole('heading', { name: 'AI Interview' })
  })

  it.each<[string, FetchHandler]>([
    [
      'the server fails',
      () => jsonResponse({ status: false, message: 'x', error: { code: 'internal_error' } }, 500),
    ],
    [
      'the answer is not a call',
      () => ok({ data: { callEndpointUri: 'https://x', engagementId: 'e' } }),
    ],
  ])('when %s it returns to setup with the message for 3 s', async (_case, handler) => {
    serve(handler)
    await renderAt(3)
    await toConsent()
    await click('I agree')
    const message = await screen.findByText(CALL_FAILED)
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(localStorage.getItem('webRTCURL')).toBeNull()
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
    await waitFor(() => expect(screen.queryByText(CALL_FAILED)).toBeNull(), { timeout: 4000 })
  })

  it("creates it from the declined view's 'Yes, I agree' too", async () => {
    const { requests } = serve()
    await renderAt(3)
    await toConsent()
    await click('Cancel')
    await click('Yes, I agree')
    await screen.findByRole('heading', { name: 'AI Interview' })
    expect(requests.map(pathOf)).toContain(SETUP_PATH)
  })
})

const chooseCallMe = () => userEvent.setup().click(screen.getByRole('radio', { name: /Call me/ }))
const PHONE_FAILED = "We couldn't start your phone interview"

describe("'I agree' in phone mode (call-me)", () => {
  it('places the phone call and opens its status screen on step 4', async () => {
    const { requests } = serve()
    const { stub, phone } = await renderAt(3)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    expect(await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })).toHaveFocus()
    expect(phone.placeCall).toHaveBeenCalledOnce()
    expect(phone.placeCall).toHaveBeenCalledWith(CANDIDATE_ID)
    expect(phone.latest()).toMatchObject({
      candidateId: CANDIDATE_ID,
      focusHeading: true,
      waitingForRoom: false,
    })
    expect(requests.map(pathOf)).not.toContain(SETUP_PATH)
    expect(requests.map(pathOf)).toContain('POST /api/Engagement/ConsentToCall')
    expect(stub.renders()).toBe(0)
    expect(localStorage.getItem('userCurrentStep')).toBe('4')
    expect(sink.capture).toHaveBeenCalledWith('onboarding_consent_given', { mode: 'phone' })
  })

  it('opens the status screen on the wait when the call waits for room', async () => {
    serve()
    const phone = phoneInterviewStub()
    phone.placeCall.mockResolvedValueOnce({ waitingForRoom: true })
    await renderAt(3, phone)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    expect(await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })).toHaveFocus()
    expect(phone.latest()).toMatchObject({ focusHeading: true, waitingForRoom: true })

    // Back on step 3 and 'I agree' again: this call rings now.
    act(() => phone.latest().onLeave('cancelled'))
    await toConsent()
    await click('I agree')
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
    expect(phone.latest()).toMatchObject({ waitingForRoom: false })
  })

  it('keeps the buttons busy while the call is being placed', async () => {
    serve()
    const phone = phoneInterviewStub()
    let placed: () => void = () => undefined
    phone.placeCall.mockImplementation(
      () => new Promise((resolve) => (placed = () => resolve({ waitingForRoom: false }))),
    )
    await renderAt(3, phone)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    const agree = screen.getByRole('button', { name: 'I agree' })
    expect(agree).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    placed()
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
  })

  it("shows the server's message with Try again, which places the call again", async () => {
    serve()
    const phone = phoneInterviewStub()
    const tooMany = 'Too many interview attempts. Please try again in an hour.'
    phone.placeCall.mockRejectedValueOnce(
      new ApiError('429', { status: 429, code: 'too_many_requests', userMessage: tooMany }),
    )
    await renderAt(3, phone)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    expect(await screen.findByRole('heading', { name: PHONE_FAILED })).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(tooMany)
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
    await click('Try again')
    await screen.findByRole('heading', { name: PHONE_SCREEN_HEADING })
    expect(phone.placeCall).toHaveBeenCalledTimes(2)
    expect(sink.capture).toHaveBeenCalledWith('phone_call_retry', { after: 'place_failed' })
  })

  it.each([
    ['no answer came', new ApiError('Failed to fetch', { userMessage: 'Failed to fetch' })],
    ['the answer was off the contract', new ApiError('x', { status: 200, userMessage: 'x' })],
    ['something else went wrong', new Error('boom')],
  ])('says the generic line when %s, and again after a second failure', async (_case, error) => {
    serve()
    const phone = phoneInterviewStub()
    phone.placeCall.mockRejectedValue(error)
    await renderAt(3, phone)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    await screen.findByRole('heading', { name: PHONE_FAILED })
    expect(screen.getByRole('alert')).toHaveTextContent(CALL_FAILED)
    await click('Try again')
    await waitFor(() => expect(phone.placeCall).toHaveBeenCalledTimes(2))
    // The second failure is a new view: its heading takes the focus again.
    await waitFor(() => expect(screen.getByRole('heading', { name: PHONE_FAILED })).toHaveFocus())
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
  })

  it('offers the web call instead: its consent, then the web call on step 4', async () => {
    const { requests } = serve()
    const phone = phoneInterviewStub()
    phone.placeCall.mockRejectedValue(new Error('boom'))
    const { stub } = await renderAt(3, phone)
    await chooseCallMe()
    await toConsent()
    await click('I agree')
    await click('Do the interview in the browser instead')
    expect(screen.getByRole('heading', { name: 'Your consent' })).toHaveFocus()
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({ step: 3, mode: 'web' })
    expect(sink.capture).toHaveBeenCalledWith('phone_call_switched_to_web', {
      after: 'place_failed',
    })
    await click('I agree')
    await screen.findByRole('heading', { name: 'AI Interview' })
    expect(requests.map(pathOf)).toContain(SETUP_PATH)
    expect(stub.renders()).toBeGreaterThan(0)
    expect(phone.placeCall).toHaveBeenCalledOnce()
  })
})

describe('step 4, phone call', () => {
  const atPhoneStep = async () => {
    localStorage.setItem('userStepData', JSON.stringify({ step: 3, mode: 'phone' }))
    return renderAt(4)
  }

  it('opens the status screen after a reload without moving the focus', async () => {
    serve()
    const { phone, stub } = await atPhoneStep()
    expect(screen.getByRole('heading', { name: PHONE_SCREEN_HEADING })).not.toHaveFocus()
    // Whether the call waited is not kept: the candidate checks the status.
    expect(phone.latest()).toMatchObject({
      candidateId: CANDIDATE_ID,
      focusHeading: false,
      waitingForRoom: false,
    })
    expect(phone.placeCall).not.toHaveBeenCalled()
    expect(stub.renders()).toBe(0)
  })

  it("'Do the interview in the browser instead' opens the web call's consent on step 3", async () => {
    const { requests } = serve()
    const { phone, stub } = await atPhoneStep()
    act(() => phone.latest().onSwitchToWeb())
    expect(screen.getByRole('heading', { name: 'Your consent' })).toHaveFocus()
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
    expect(JSON.parse(localStorage.getItem('userStepData')!)).toEqual({ step: 3, mode: 'web' })
    await click('I agree')
    await screen.findByRole('heading', { name: 'AI Interview' })
    expect(requests.map(pathOf)).toContain(SETUP_PATH)
    expect(stub.renders()).toBeGreaterThan(0)
    expect(localStorage.getItem('userCurrentStep')).toBe('4')
  })

  it('the web consent declined goes back to setup with the web call chosen', async () => {
    serve()
    const { phone } = await atPhoneStep()
    act(() => phone.latest().onSwitchToWeb())
    await click('Cancel')
    await click('Back to onboarding')
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: /Start now/ })).toBeChecked()
  })

  it('leaving goes back to setup with call-me still chosen', async () => {
    serve()
    const { phone } = await atPhoneStep()
    act(() => phone.latest().onLeave('cancelled'))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: /Call me/ })).toBeChecked()
  })

  it('completing finishes onboarding and opens /check-profile with the marker', async () => {
    serve()
    const { phone, router } = await atPhoneStep()
    act(() => phone.latest().onCompleted())
    expect(await screen.findByRole('heading', { name: 'Check profile' })).toBeInTheDocument()
    expect(router.state.location.state.fromOnboarding).toBe(true)
    expect(localStorage.getItem('userCurrentStep')).toBe('0')
    expect(localStorage.getItem('userStepData')).toBeNull()
  })
})

describe('step 4, web call', () => {
  it('opens the call after a reload without moving the focus', async () => {
    serve()
    const { stub } = await renderAt(4)
    expect(stub.latest().focusHeading).toBe(false)
  })

  it("leaving as 'failed' returns to setup with the message", async () => {
    serve()
    const { stub } = await renderAt(4)
    act(() => stub.latest().onLeave('failed'))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toHaveFocus()
    expect(screen.getByText(CALL_FAILED)).toBeInTheDocument()
    expect(localStorage.getItem('userCurrentStep')).toBe('3')
  })

  it('leaving as cancelled returns to setup without a message', async () => {
    serve()
    const { stub } = await renderAt(4)
    act(() => stub.latest().onLeave('cancelled'))
    expect(screen.getByRole('heading', { name: 'AI Interview Setup' })).toBeInTheDocument()
    expect(screen.queryByText(CALL_FAILED)).toBeNull()
  })

  it('completing finishes onboarding and opens /check-profile with the marker', async () => {
    const { requests } = serve()
    localStorage.setItem('userStepData', JSON.stringify({ step: 3, mode: 'web' }))
    const { stub, router } = await renderAt(4)
    const detailsCalls = () =>
      requests.filter((r) => pathOf(r) === 'GET /api/Candidate/GetCandidateOnboardingDetails')
    const before = detailsCalls().length
    act(() => stub.latest().onCompleted())
    expect(await screen.findByRole('heading', { name: 'Check profile' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/check-profile')
    expect(router.state.location.state.fromOnboarding).toBe(true)
    expect(localStorage.getItem('onboardingStatus')).toBe('0')
    expect(localStorage.getItem('userCurrentStep')).toBe('0')
    expect(localStorage.getItem('userStepData')).toBeNull()
    // The step list is asked again, so the guard sees the finished onboarding.
    await waitFor(() => expect(detailsCalls().length).toBeGreaterThan(before))
  })
})
