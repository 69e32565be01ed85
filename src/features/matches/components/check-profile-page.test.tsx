import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { switchLanguage } from '@/shared/i18n/language-store'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import '@/shared/testing/dom-matchers'
import { CheckProfilePage } from './check-profile-page'

/**
 * /check-profile (docs/product.md#after-the-interview-check-profile), against the contract's calls.
 */

const CANDIDATE_ID = '5b6f1c1e-8d1e-4a43-9a55-3f3d2b7c9e10'
const STATUS = 'GET /api/Candidate/GetProfileAnalysisStatus'
const RETRY = 'POST /api/Candidate/RetryProfileAnalysis'
const STATS = 'GET /api/CandidateApplication/GetJobMatchStatistics'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const failure = (status = 503) =>
  jsonResponse({ status: false, message: 'Unavailable', error: { code: 'internal_error' } }, status)
const analysis = (percentageComplete: number, status: string) => () =>
  ok({ data: { percentageComplete, status } })
const counts =
  (highMatches: number, goodMatches: number, high = 0, good = 0) =>
  () =>
    ok({
      data: {
        highMatches,
        goodMatches,
        highMatchesPercentage: high,
        goodMatchesPercentage: good,
      },
    })
const never: FetchHandler = () => new Promise<Response>(() => undefined)

/** Answers the status polls in turn; the last answer repeats. */
const inTurn = (answers: FetchHandler[]): FetchHandler => {
  let index = 0
  return (request) => answers[Math.min(index++, answers.length - 1)]!(request)
}

const serve = (routes: Partial<Record<string, FetchHandler>>) => {
  const stub = stubFetch(
    routeFetch({
      [STATUS]: analysis(100, 'completed'),
      [STATS]: counts(5, 3, 63, 37),
      [RETRY]: analysis(0, 'queued'),
      ...(routes as Record<string, FetchHandler>),
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  return { ...stub, calls }
}

const renderPage = () =>
  renderWithRouter(
    { '/check-profile': CheckProfilePage, '/dashboard': () => <h1>Dashboard</h1> },
    { initialPath: '/check-profile' },
  )

const bar = () => screen.getByRole('progressbar', { name: 'Profile analysis' })
const analysisCard = () => screen.getByRole('region', { name: 'Profile analysis' })
const continueButton = () => screen.queryByRole('button', { name: 'Continue' })
const liveRegion = () => screen.getByRole('status')
/**
 * Moves the fake clock by `ms`, then a few milliseconds more: a zero-delay timer set while the
 * clock ticks (the query client's notifications) falls 1 ms later, and the answers of the
 * polls take some of those turns to come in and render.
 */
const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTimeAsync(ms))
  for (let i = 0; i < 3; i++) await act(() => vi.advanceTimersByTimeAsync(1))
}
const captured = (event: string) =>
  vi.mocked(sink.capture).mock.calls.filter(([name]) => name === event)

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
  vi.restoreAllMocks()
})

describe('step 1, profile analysis', () => {
  it('greets the candidate and starts the bar at 10 % before the first answer', async () => {
    serve({ [STATUS]: never })
    await renderPage()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome to Hirelane Jobs!')
    expect(bar()).toHaveAttribute('aria-valuenow', '10')
    expect(bar()).toHaveAttribute('aria-valuemin', '0')
    expect(bar()).toHaveAttribute('aria-valuemax', '100')
    expect(continueButton()).toBeNull()
    expect(document.title).toBe('Analysing your profile | Hirelane Jobs')
  })

  it("asks with the candidate id and shows the server's figure and stage", async () => {
    const { calls } = serve({ [STATUS]: analysis(45, 'matching') })
    await renderPage()
    expect(await screen.findByText('Finding jobs that fit you…')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('aria-valuenow', '45')
    expect(bar()).toHaveAttribute('aria-valuetext', '45%')
    const url = new URL(calls(STATUS)[0]!.url)
    expect(url.searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(calls(STATUS)[0]!.headers.get('Authorization')).toBe('Bearer access-token')
    expect(continueButton()).toBeNull()
    expect(liveRegion()).toBeEmptyDOMElement()
  })

  it('shows the figure alone for a status it does not know, even an Object key', async () => {
    const consoleError = vi.spyOn(console, 'error')
    serve({ [STATUS]: analysis(30, 'constructor') })
    await renderPage()
    await vi.waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '30'))
    expect(analysisCard().textContent).toBe(
      'Our AI recruiter is analysing your interview to build your profile and match you with jobs.' +
        'Profile analysis30%',
    )
    expect(consoleError).not.toHaveBeenCalled()
  })

  it('polls every 5000 ms after each answer', async () => {
    vi.useFakeTimers()
    const { calls } = serve({
      [STATUS]: inTurn([
        analysis(20, 'merging'),
        analysis(40, 'matching'),
        analysis(60, 'matching'),
      ]),
    })
    await renderPage()
    await wait(0)
    expect(calls(STATUS)).toHaveLength(1)
    expect(bar()).toHaveAttribute('aria-valuenow', '20')
    await wait(4900)
    expect(calls(STATUS)).toHaveLength(1)
    await wait(100)
    expect(calls(STATUS)).toHaveLength(2)
    expect(bar()).toHaveAttribute('aria-valuenow', '40')
    await wait(5000)
    expect(calls(STATUS)).toHaveLength(3)
    expect(bar()).toHaveAttribute('aria-valuenow', '60')
  })

  it.each([
    ['at 100 %', analysis(100, 'applying')],
    ["when the status is 'completed'", analysis(80, 'completed')],
  ])('shows Continue %s, announces it politely and stops polling', async (_case, answer) => {
    vi.useFakeTimers()
    const { calls } = serve({ [STATUS]: answer })
    await renderPage()
    await wait(0)
    expect(continueButton()).toBeEnabled()
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(liveRegion()).toHaveTextContent(
      'Your profile analysis is complete. Press Continue to see your job matches.',
    )
    expect(liveRegion()).toHaveAttribute('role', 'status')
    await wait(15_000)
    expect(calls(STATUS)).toHaveLength(1)
  })

  it('resets to 0 with an empty status on a poll error, and polling goes on', async () => {
    vi.useFakeTimers()
    const { calls } = serve({
      [STATUS]: inTurn([
        analysis(60, 'matching'),
        () => failure(503),
        () => failure(503),
        analysis(100, 'completed'),
      ]),
    })
    await renderPage()
    await wait(0)
    expect(bar()).toHaveAttribute('aria-valuenow', '60')
    await wait(5000)
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
    expect(screen.queryByText('Finding jobs that fit you…')).toBeNull()
    expect(screen.getByText("We couldn't get an update. Checking again…")).toBeInTheDocument()
    await wait(5000)
    expect(calls(STATUS)).toHaveLength(3)
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
    // A run of failures is reported once, with the HTTP status.
    expect(captured('profile_analysis_status_failed')).toEqual([
      ['profile_analysis_status_failed', { status: 503 }],
    ])
    await wait(5000)
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(continueButton()).toBeEnabled()
  })

  it('also resets to 0 when the very first poll fails', async () => {
    serve({ [STATUS]: () => Promise.reject(new TypeError('Failed to fetch')) })
    await renderPage()
    expect(
      await screen.findByText("We couldn't get an update. Checking again…"),
    ).toBeInTheDocument()
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
  })
})

describe('a failed analysis', () => {
  it('says so, stops polling, and Try again restarts it and resumes polling', async () => {
    vi.useFakeTimers()
    const { calls } = serve({
      [STATUS]: inTurn([analysis(40, 'failed'), analysis(50, 'merging')]),
      [RETRY]: analysis(0, 'queued'),
    })
    await renderPage()
    await wait(0)
    expect(analysisCard()).toHaveTextContent("We couldn't finish analysing your profile.")
    expect(liveRegion()).toHaveTextContent("We couldn't finish analysing your profile.")
    expect(continueButton()).toBeNull()
    expect(captured('profile_analysis_failed')).toHaveLength(1)
    await wait(15_000)
    expect(calls(STATUS)).toHaveLength(1)

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await wait(0)
    expect(calls(RETRY)).toHaveLength(1)
    expect(new URL(calls(RETRY)[0]!.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
    expect(analysisCard()).toHaveFocus()
    expect(screen.getByText('Waiting to start…')).toBeInTheDocument()
    expect(bar()).toHaveAttribute('aria-valuenow', '0')
    expect(captured('profile_analysis_retried')).toHaveLength(1)

    await wait(5000)
    expect(calls(STATUS)).toHaveLength(2)
    expect(bar()).toHaveAttribute('aria-valuenow', '50')
  })

  it('keeps Try again, with a message, when the retry call fails', async () => {
    const { calls } = serve({ [STATUS]: analysis(40, 'failed'), [RETRY]: () => failure(500) })
    await renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }))
    const message = await screen.findByText("We couldn't restart the analysis. Please try again.")
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled()
    expect(calls(RETRY)).toHaveLength(1)
    expect(captured('profile_analysis_retry_failed')).toEqual([
      ['profile_analysis_retry_failed', { status: 500 }],
    ])
  })
})

describe('Continue and step 2', () => {
  it('fetches the match counts and shows them, moving the focus to the heading', async () => {
    const { calls } = serve({ [STATS]: counts(5, 3, 62.5, 37.5) })
    await renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }))
    const heading = await screen.findByRole('heading', { name: 'Your Job Matches Are Ready' })
    expect(heading).toHaveFocus()
    expect(new URL(calls(STATS)[0]!.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    const high = screen.getByText('High Matches').parentElement!
    const good = screen.getByText('Good Matches').parentElement!
    expect(high).toHaveTextContent('High Matches563% of your matches')
    expect(good).toHaveTextContent('Good Matches338% of your matches')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(liveRegion()).toHaveTextContent(
      'Your Job Matches Are Ready: 5 high matches and 3 good matches.',
    )
    expect(document.title).toBe('Your Job Matches Are Ready | Hirelane Jobs')
    expect(captured('match_count_fetched')).toEqual([
      ['match_count_fetched', { highMatches: 5, goodMatches: 3 }],
    ])
  })

  it('shows the matches when only one count is above 0', async () => {
    serve({ [STATS]: counts(0, 2, 0, 100) })
    await renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByRole('heading', { name: 'Your Job Matches Are Ready' }),
    ).toBeInTheDocument()
    expect(screen.getByText('High Matches').parentElement!).toHaveTextContent('0')
  })

  it("shows 'We're Still Matching You' when both counts are 0, with View dashboard", async () => {
    serve({ [STATS]: counts(0, 0) })
    await renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }))
    expect(await screen.findByRole('heading', { name: "We're Still Matching You" })).toHaveFocus()
    expect(screen.queryByText('Your Job Matches Are Ready')).toBeNull()
    expect(screen.queryByText('High Matches')).toBeNull()
    expect(
      screen.getByText(
        /Our AI recruiter keeps looking and new matches will show on your dashboard/,
      ),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'View dashboard' })).toBeEnabled()
    expect(liveRegion()).toHaveTextContent("We're Still Matching You")
    expect(captured('match_count_fetched')).toEqual([
      ['match_count_fetched', { highMatches: 0, goodMatches: 0 }],
    ])
  })

  it('stays on step 1 when the counts cannot be fetched; Continue asks again', async () => {
    let answer: FetchHandler = () => failure(500)
    const { calls } = serve({ [STATS]: (request) => answer(request) })
    await renderPage()
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Continue' }))
    const message = await screen.findByText("We couldn't load your job matches. Please try again.")
    expect(message.closest('[role="alert"]')).not.toBeNull()
    expect(continueButton()).toBeEnabled()
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(screen.queryByRole('heading', { name: 'Your Job Matches Are Ready' })).toBeNull()
    expect(captured('match_count_fetch_failed')).toEqual([
      ['match_count_fetch_failed', { status: 500 }],
    ])
    expect(captured('match_count_fetched')).toHaveLength(0)

    answer = counts(1, 1, 50, 50)
    const asked = calls(STATS).length
    await u.click(continueButton()!)
    await screen.findByRole('heading', { name: 'Your Job Matches Are Ready' })
    expect(calls(STATS)).toHaveLength(asked + 1)
  })

  it('counts a body that breaks the contract as a failure', async () => {
    serve({ [STATS]: () => ok({ data: { highMatches: 'many' } }) })
    await renderPage()
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue' }))
    expect(
      await screen.findByText("We couldn't load your job matches. Please try again."),
    ).toBeInTheDocument()
    expect(continueButton()).toBeEnabled()
  })

  it('keeps Continue busy while the counts load, so one press asks once', async () => {
    let answer: (response: Response) => void = () => undefined
    const { calls } = serve({ [STATS]: () => new Promise((resolve) => (answer = resolve)) })
    await renderPage()
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Continue' }))
    expect(continueButton()).toBeDisabled()
    expect(continueButton()).toHaveAttribute('aria-busy', 'true')
    await u.click(continueButton()!)
    expect(calls(STATS)).toHaveLength(1)
    answer(counts(2, 0, 100, 0)())
    await screen.findByRole('heading', { name: 'Your Job Matches Are Ready' })
  })

  it('View dashboard goes to /dashboard', async () => {
    serve({})
    const { router } = await renderPage()
    const u = userEvent.setup()
    await u.click(await screen.findByRole('button', { name: 'Continue' }))
    await u.click(await screen.findByRole('button', { name: 'View dashboard' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/dashboard')
  })
})

describe('/check-profile in Spanish', () => {
  it('follows the analysis and shows the matches in Spanish, counted by Spanish plurals', async () => {
    serve({ [STATS]: counts(1, 3, 25, 75) })
    await renderPage()
    await act(() => switchLanguage('es'))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      '¡Te damos la bienvenida a Empleos de Hirelane!',
    )
    expect(screen.getByRole('progressbar', { name: 'Revisión del perfil' })).toBeDefined()
    expect(document.title).toBe('Revisando tu perfil | Empleos de Hirelane')

    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continuar' }))
    expect(await screen.findByRole('heading', { name: 'Ya tienes trabajos para ti' })).toHaveFocus()
    expect(screen.getByText('Muy buenas coincidencias').parentElement!).toHaveTextContent(
      'Muy buenas coincidencias125% de tus coincidencias',
    )
    expect(liveRegion()).toHaveTextContent(
      'Ya tienes trabajos para ti: 1 coincidencia muy buena y 3 coincidencias buenas.',
    )
    expect(screen.getByRole('button', { name: 'Ir a mi inicio' })).toBeEnabled()
    expect(document.title).toBe('Ya tienes trabajos para ti | Empleos de Hirelane')
  })
})
