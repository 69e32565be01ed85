import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import { signInWithSpySink } from '@/shared/testing/analytics-spy'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { retryDelaySeconds } from '../hooks/use-retry-after'
import { interviewStub, phoneInterviewStub } from '../testing/interview-stub'
import { OnboardingPage } from './onboarding-page'

/**
 * The web call's 'I agree' while every recruiter is busy (a full node's 503): the screen says
 * so, tries again by itself after the wait the server asked for, and goes on to the call when
 * a place is free; Back stops waiting.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const CREATE = 'GET /api/Engagement/GetWebrtcSetupDetailsForCandidate'
const HEADING_EN = 'The recruiter will be with you in a moment'
const TEXT_EN =
  'Many people are doing their interview right now. Yours starts by itself as soon as a recruiter is free. Keep this page open.'
const HEADING_ES = 'El reclutador estará contigo en un momento'
const TEXT_ES =
  'Muchas personas están haciendo su entrevista ahora. La tuya empieza sola en cuanto un reclutador esté libre. Deja esta página abierta.'
/** The call screen (a stub of the interview feature's) that follows a successful 'I agree'. */
const CALL_HEADING = 'AI Interview'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const steps = (completed: number) => [1, 2, 3, 4].map((id) => ({ id, completed: id <= completed }))
const pathOf = (request: Request) => `${request.method} ${new URL(request.url).pathname}`

const full = (retryAfterSeconds: number) =>
  new Response(
    JSON.stringify({
      status: false,
      message: 'Every recruiter is busy for the moment.',
      error: { code: 'interviews_full', details: { retryAfterSeconds } },
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/json', 'retry-after': String(retryAfterSeconds) },
    },
  )
const created = () =>
  ok({
    data: {
      callEndpointUri: 'wss://api.example/ws/interview/e1?token=t',
      engagementId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    },
  })

/** When each 'I agree' request (the first and every retry) was sent, in ms. */
let creates: number[]

/** The create-call answers in turn; the last one repeats. */
const serve = (...answers: FetchHandler[]) =>
  stubFetch((request) => {
    if (pathOf(request) === CREATE) {
      creates.push(Date.now())
      const answer = answers[Math.min(creates.length, answers.length) - 1]!
      return answer(request)
    }
    return routeFetch({
      'GET /api/Candidate/GetCandidateOnboardingDetails': () => ok(steps(2)),
      'POST /api/Engagement/PrepareInterview': () => ok({ prepared: true, knownSlots: [] }),
      'GET /api/Privacy/RetentionPeriods': () => ok({ recordingRetentionDays: 21 }),
      'GET /api/Engagement/ScheduledCall': () => ok(null),
    })(request)
  })

const renderStep3 = async () => {
  localStorage.setItem('userCurrentStep', '3')
  const view = await renderWithRouter(
    {
      '/onboarding': () => (
        <OnboardingPage
          renderInterview={interviewStub().renderInterview}
          phoneInterview={phoneInterviewStub().phoneInterview}
        />
      ),
    },
    { initialPath: '/onboarding' },
  )
  await screen.findByRole('heading', {
    name: (name) => ['AI Interview Setup', 'Tu entrevista con IA'].includes(name),
  })
  return view
}

const click = (name: string) => userEvent.setup().click(screen.getByRole('button', { name }))

/** 'Start interview now' then 'I agree' with the web call (the default choice). */
const agreeToWebCall = async ({ es = false } = {}) => {
  await click(es ? 'Empezar la entrevista' : 'Start interview now')
  await click(es ? 'Acepto' : 'I agree')
}

/** Real time passing: what must not happen in it is the point of the test. */
const pass = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let sink: AnalyticsSink

beforeEach(() => {
  creates = []
  sink = signInWithSpySink()
  localStorage.setItem('candidateId', CANDIDATE_ID)
})

afterEach(async () => {
  vi.unstubAllGlobals()
  await act(() => switchLanguage('en'))
})

describe('every recruiter busy', () => {
  it('says so, with the focus on its heading, and does not try again at once', async () => {
    serve(() => full(5), created)
    await renderStep3()
    await agreeToWebCall()
    expect(await screen.findByRole('heading', { name: HEADING_EN })).toHaveFocus()
    expect(screen.getByText(TEXT_EN)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled()
    // Neither the setup view's error line nor the consent's buttons.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('interview_waiting_for_recruiter', undefined)
    await pass(300)
    expect(creates).toHaveLength(1)
  })

  it('says the same in Spanish', async () => {
    serve(() => full(5))
    await act(() => switchLanguage('es'))
    await renderStep3()
    await agreeToWebCall({ es: true })
    expect(await screen.findByRole('heading', { name: HEADING_ES })).toHaveFocus()
    expect(screen.getByText(TEXT_ES)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeEnabled()
    expect(screen.queryByText(HEADING_EN)).toBeNull()
  })

  it('tries again by itself after each wait, and goes on to the call once it is let in', async () => {
    serve(
      () => full(1),
      () => full(1),
      created,
    )
    await renderStep3()
    await agreeToWebCall()
    const heading = await screen.findByRole('heading', { name: HEADING_EN })
    expect(heading).toHaveFocus()
    expect(
      await screen.findByRole('heading', { name: CALL_HEADING }, { timeout: 5000 }),
    ).toHaveFocus()
    expect(creates).toHaveLength(3)
    // Each try came after the wait the server asked for, not before.
    expect(creates[1]! - creates[0]!).toBeGreaterThanOrEqual(950)
    expect(creates[2]! - creates[1]!).toBeGreaterThanOrEqual(950)
    // The waiting view stays put between tries: it said so once.
    expect(
      vi
        .mocked(sink.capture)
        .mock.calls.filter(([event]) => event === 'interview_waiting_for_recruiter'),
    ).toHaveLength(1)
    // A full node is a wait: no try counts as a failed start.
    expect(
      vi
        .mocked(sink.capture)
        .mock.calls.filter(([event]) => event === 'onboarding_web_call_create_failed'),
    ).toEqual([])
    expect(localStorage.getItem('engagementId')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
  }, 10_000)

  it('goes back to the setup view with the call-failed line when a try fails otherwise', async () => {
    serve(
      () => full(1),
      () => jsonResponse({ status: false, message: 'x', error: { code: 'internal_error' } }, 500),
    )
    await renderStep3()
    await agreeToWebCall()
    await screen.findByRole('heading', { name: HEADING_EN })
    expect(
      await screen.findByRole('heading', { name: 'AI Interview Setup' }, { timeout: 5000 }),
    ).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Something went wrong with your call. Please try again.',
    )
    expect(creates).toHaveLength(2)
  }, 10_000)

  it('Back stops waiting: the consent view again, and no further try', async () => {
    serve(() => full(1), created)
    await renderStep3()
    await agreeToWebCall()
    await screen.findByRole('heading', { name: HEADING_EN })
    await click('Back')
    expect(screen.getByRole('heading', { name: 'Your consent' })).toHaveFocus()
    await pass(1500)
    expect(creates).toHaveLength(1)
    expect(screen.getByRole('heading', { name: 'Your consent' })).toBeInTheDocument()
  }, 10_000)
})

describe('the wait between tries', () => {
  it('is the one the server asked for, kept within 1 to 30 seconds, else 5', () => {
    expect(retryDelaySeconds(3)).toBe(3)
    expect(retryDelaySeconds(0)).toBe(1)
    expect(retryDelaySeconds(600)).toBe(30)
    expect(retryDelaySeconds(undefined)).toBe(5)
    expect(retryDelaySeconds(Number.NaN)).toBe(5)
  })
})
