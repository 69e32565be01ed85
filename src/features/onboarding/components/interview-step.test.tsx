import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { interviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

/** 'I agree' creating the web call, and step 4 handing over to it and back (SPEC.md 4, 8). */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const ENGAGEMENT_ID = '0f8fad5b-d9cb-469f-a165-70867728950e'
const CALL_URL = `wss://api.example/ws/interview/${ENGAGEMENT_ID}?token=t`
const CALL_FAILED = 'Something went wrong with your call. Please try again.'
const SETUP_PATH = 'GET /api/Engagement/GetWebrtcSetupDetailsForCandidate'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const serve = (
  setup: FetchHandler = () =>
    ok({ data: { callEndpointUri: CALL_URL, engagementId: ENGAGEMENT_ID } }),
) =>
  stubFetch(
    routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(2)),
      'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
      [SETUP_PATH]: setup,
    }),
  )

const renderAt = async (step: number) => {
  localStorage.setItem('userCurrentStep', String(step))
  const stub = interviewStub()
  const view = await renderWithRouter(
    {
      '/onboarding': () => <OnboardingPage renderInterview={stub.renderInterview} />,
      '/check-profile': () => <h1>Check profile</h1>,
    },
    { initialPath: '/onboarding' },
  )
  await screen.findByRole('list')
  return { ...view, stub }
}

const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))
const toConsent = () => click('Start interview now')

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
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

describe('phone mode', () => {
  it('goes to step 4 without creating a web call', async () => {
    const { requests } = serve()
    const { stub } = await renderAt(3)
    await userEvent.setup().click(screen.getByRole('radio', { name: /Call me/ }))
    await toConsent()
    await click('I agree')
    expect(screen.getByRole('heading', { name: 'AI Interview' })).toHaveFocus()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(requests.map(pathOf)).not.toContain(SETUP_PATH)
    expect(stub.renders()).toBe(0)
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
