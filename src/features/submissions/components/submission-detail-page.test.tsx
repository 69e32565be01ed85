import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import {
  CANDIDATE_ID,
  failure,
  historyEntry,
  JOB_ID,
  localIso,
  ok,
  submissionDetail,
} from '../testing/fixtures'
import { renderSubmissionsRoutes } from '../testing/submissions-router'

/**
 * The submission detail (docs/product.md#the-submission-detail), its stage history and the feedback
 * modal (docs/product.md#feedback).
 */

const DETAILS = `GET /api/CandidateApplication/applications/${JOB_ID}/details`
const HISTORY = 'GET /api/ApplicationStateHistory/GetApplicationStateHistoryByJobId'
const FEEDBACK = `POST /api/CandidateApplication/applications/${JOB_ID}/feedback`

const HISTORY_ENTRIES = [
  historyEntry(null, 'InReview', localIso(2026, 11, 21, 9, 30)),
  historyEntry('InReview', 'Interview', localIso(2026, 11, 24, 15, 5)),
]

const feedbackAnswer = (decision: string, status: string) => () =>
  ok({ data: { jobId: JOB_ID, candidateFeedbackState: decision, applicationStatus: status } })

/** The server's side: the detail reflects the feedback it has taken. */
const serve = (routes: Partial<Record<string, FetchHandler>> = {}) => {
  let stored = submissionDetail()
  const stub = stubFetch(
    routeFetch({
      [DETAILS]: () => ok({ data: stored }),
      [HISTORY]: () => ok({ data: HISTORY_ENTRIES }),
      [FEEDBACK]: async (request) => {
        const { decision } = (await request.json()) as { decision: string }
        stored = {
          ...stored,
          candidateFeedbackState: decision,
          applicationStatus: decision === 'NotInterested' ? 'CandidateDismissed' : 'Interview',
        }
        return feedbackAnswer(decision, stored.applicationStatus)()
      },
      ...(routes as Record<string, FetchHandler>),
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  return { ...stub, calls }
}

let online = true
/** Drives the network the way a browser does: the flag, then the event. */
const setNetwork = (value: boolean) =>
  act(() => {
    online = value
    window.dispatchEvent(new Event(value ? 'online' : 'offline'))
  })

let sink: AnalyticsSink

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-token')
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
})

afterEach(() => {
  onlineManager.setOnline(true)
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const heading = (name: string) => screen.getByRole('heading', { name })
const dialog = () => screen.getByRole('dialog')
const submitButton = () => within(dialog()).getByRole('button', { name: 'Send feedback' })

describe('the submission detail', () => {
  it('shows the job, its status, match, feedback, description and stage history', async () => {
    const { calls } = serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Job submission detail')
    const job = screen.getByRole('region', { name: 'Forklift Operator' })
    expect(job).toHaveTextContent('Northwind Logistics')
    expect(job).toHaveTextContent('Reno, NV')
    expect(job).toHaveTextContent('Status: Interview')
    expect(job).toHaveTextContent('Top Match')
    expect(job).toHaveTextContent('Applied Nov 21, 2026')
    expect(job).toHaveTextContent('Pay$18 - 22.50 / hourly')
    expect(job).toHaveTextContent('Employment typeFull-time')

    const match = screen.getByRole('region', { name: 'Match' })
    expect(match).toHaveTextContent('86% match')
    expect(match).toHaveTextContent('Your forklift certification matches this job')
    expect(screen.getByRole('region', { name: 'Job description' })).toHaveTextContent(
      'Move pallets safely across the warehouse.',
    )
    expect(screen.getByRole('region', { name: 'Your feedback' })).toHaveTextContent(
      'No opinion given yet',
    )

    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent(/^Nov 21, 2026,? 9:30\sAMApplied — In review$/)
    expect(items[1]).toHaveTextContent(/^Nov 24, 2026,? 3:05\sPMIn review →to Interview$/)
    expect(document.title).toBe('Forklift Operator - Job submission detail | Hirelane Jobs')

    for (const route of [DETAILS, HISTORY]) {
      expect(calls(route)).toHaveLength(1)
      expect(new URL(calls(route)[0]!.url).searchParams.get('candidateId')).toBe(CANDIDATE_ID)
    }
    expect(new URL(calls(HISTORY)[0]!.url).searchParams.get('jobId')).toBe(JOB_ID)
  })

  it('folds the stage history and opens it again', async () => {
    serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    const toggle = screen.getByRole('button', { name: 'Hide details' })
    const list = screen.getByRole('list')
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(toggle).toHaveAttribute('aria-controls', list.id)

    await userEvent.click(toggle)
    expect(toggle).toHaveTextContent('Show details')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(list.hidden).toBe(true)

    await userEvent.click(toggle)
    expect(toggle).toHaveTextContent('Hide details')
    expect(list.hidden).toBe(false)
  })

  it('leaves the stage history out when there is none, or it cannot be loaded', async () => {
    serve({ [HISTORY]: () => ok({ data: [] }) })
    const first = await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    expect(heading('Forklift Operator')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Detailed Stage History' })).toBeNull()
    first.unmount()

    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [HISTORY]: () => failure(500) })
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    expect(heading('Forklift Operator')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Detailed Stage History' })).toBeNull()
    expect(consoleError).toHaveBeenCalled()
    expect(sink.capture).toHaveBeenCalledWith('submission_history_load_failed', { status: 500 })
  })
})

describe('Back', () => {
  it('is a link to /dashboard on the dashboard detail', async () => {
    serve()
    const { router } = await renderSubmissionsRoutes(['/dashboard', `/dashboard/${JOB_ID}`])
    const back = screen.getByRole('link', { name: 'Back' })
    expect(back).toHaveAttribute('href', '/dashboard')
    await userEvent.click(back)
    expect(router.state.location.pathname).toBe('/dashboard')
  })

  it('goes one history step back on the submissions detail', async () => {
    serve()
    const { router } = await renderSubmissionsRoutes(['/dashboard'])
    await act(() => router.navigate({ to: `/submissions/${JOB_ID}` as '/' }))
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
  })

  it('goes to /submissions when the detail was the first page of the app', async () => {
    serve({
      'GET /api/CandidateApplication/applications': () =>
        ok({ data: [], pagination: { totalCount: 0, page: 1, pageSize: 10, totalPages: 0 } }),
      'GET /api/CandidateApplication/GetSubmissionAggregatedCount': () =>
        ok({ data: { submissionAggregatedStats: [] } }),
    })
    const { router } = await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await userEvent.click(screen.getByRole('button', { name: 'Back' }))
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/submissions'))
  })
})

describe('a detail that cannot be shown', () => {
  it("says plainly that an unknown or someone else's submission is not there", async () => {
    // React itself logs what an error boundary caught; the screen reports nothing.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({
      [DETAILS]: () => failure(404, 'Application not found', 'not_found'),
      [HISTORY]: () => failure(404, 'Application not found', 'not_found'),
    })
    await renderSubmissionsRoutes([`/dashboard/${JOB_ID}`])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Job submission detail')
    expect(screen.getByText("We couldn't find this job submission.")).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard')
    expect(consoleError).not.toHaveBeenCalledWith(
      'submission_detail_load_failed:',
      expect.anything(),
    )
    expect(sink.capture).not.toHaveBeenCalled()
  })

  it('stays empty with no message on any other failure, and reports it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [DETAILS]: () => failure(500, 'Database down') })
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Job submission detail')
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.queryByText(/Database down|couldn't|wrong/i)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    await vi.waitFor(() =>
      expect(sink.capture).toHaveBeenCalledWith('submission_detail_load_failed', { status: 500 }),
    )
    expect(consoleError).toHaveBeenCalledWith('submission_detail_load_failed:', expect.anything())
  })

  it('offline, says it shows data from the oldest fetch of its parts, the sharing included', async () => {
    serve()
    const sharingSavedAt = new Date(2026, 10, 20, 9, 15).getTime()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`], { sharingSavedAt })
    expect(screen.getByRole('region', { name: 'Forklift Operator' })).toBeInTheDocument()
    await setNetwork(false)
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      /^Offline - showing data from Nov 20, 9:15\sAM$/,
    )
  })

  it('says it is not saved on this phone when opened offline for the first time', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { fetchMock } = serve()
    online = false
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    expect(screen.getByRole('heading', { name: "You're offline" })).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalled()
  })
})

describe('the feedback modal', () => {
  it('asks for a reason, and the other reason when chosen, before it can be sent', async () => {
    const { calls } = serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    const opener = screen.getByRole('button', { name: 'Dismiss Application' })
    await userEvent.click(opener)

    expect(dialog()).toHaveAttribute('aria-modal', 'true')
    expect(screen.getByRole('dialog', { name: 'Dismiss Application' })).toBe(dialog())
    expect(heading('Dismiss Application')).toHaveFocus()
    const reasons = within(dialog()).getByRole('group', { name: 'Choose one or more reasons' })
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.nextSibling?.textContent),
    ).toEqual([
      "Location doesn't work for me",
      'Salary is too low',
      'Not interested in this company',
      "Role isn't a good fit",
      'Other reason',
    ])
    expect(submitButton()).toBeDisabled()
    expect(within(dialog()).getByText('Choose at least one reason.')).toBeInTheDocument()

    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Salary is too low' }))
    expect(submitButton()).toBeEnabled()

    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Other reason' }))
    const other = within(dialog()).getByRole('textbox', { name: 'Other reason' })
    expect(other).toHaveAttribute('maxlength', '300')
    expect(submitButton()).toBeDisabled()
    expect(submitButton()).toHaveAccessibleDescription('Tell us the other reason.')

    await userEvent.type(other, '   ')
    expect(submitButton()).toBeDisabled()
    expect(other).toHaveAccessibleDescription('3/300 characters')

    await userEvent.clear(other)
    await userEvent.type(other, '  Too far by bus ')
    expect(other).toHaveAccessibleDescription('17/300 characters')
    expect(submitButton()).toBeEnabled()

    await userEvent.click(submitButton())
    expect(
      await within(dialog()).findByRole('heading', { name: 'Thank you for your feedback!' }),
    ).toHaveFocus()
    const [request] = calls(FEEDBACK)
    expect(await request!.json()).toEqual({
      candidateId: CANDIDATE_ID,
      jobId: JOB_ID,
      decision: 'NotInterested',
      reasons: ['Salary is too low', 'Other reason'],
      otherReason: 'Too far by bus',
    })
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)

    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
    expect(screen.getByRole('region', { name: 'Your feedback' })).toHaveTextContent(
      'You dismissed this application',
    )
    expect(sink.capture).toHaveBeenCalledWith('submission_feedback_sent', {
      decision: 'NotInterested',
    })
  })

  it('forgets the selection when closed, and sends nothing', async () => {
    const { calls } = serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    const opener = screen.getByRole('button', { name: 'More jobs like this' })
    await userEvent.click(opener)
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Great location' }))
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Other reason' }))
    await userEvent.type(within(dialog()).getByRole('textbox'), 'Near my home')
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()

    await userEvent.click(opener)
    expect(
      within(dialog())
        .getAllByRole('checkbox')
        .some((box) => (box as HTMLInputElement).checked),
    ).toBe(false)
    expect(within(dialog()).queryByRole('textbox')).toBeNull()
    expect(calls(FEEDBACK)).toHaveLength(0)
  })

  it('closes on Escape, returning the focus, and keeps Tab inside', async () => {
    serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    const opener = screen.getByRole('button', { name: 'Not sure yet' })
    await userEvent.click(opener)
    expect(within(dialog()).queryByRole('group')).toBeNull()
    expect(dialog()).toHaveTextContent('no opinion on this job yet')

    const cancel = within(dialog()).getByRole('button', { name: 'Cancel' })
    const send = submitButton()
    expect(send).toBeEnabled()
    send.focus()
    await userEvent.tab()
    expect(cancel).toHaveFocus()
    await userEvent.tab({ shift: true })
    expect(send).toHaveFocus()

    await userEvent.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('sends Neutral with no reasons', async () => {
    const { calls } = serve({ [FEEDBACK]: feedbackAnswer('Neutral', 'Interview') })
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await userEvent.click(screen.getByRole('button', { name: 'Not sure yet' }))
    await userEvent.click(submitButton())
    await within(dialog()).findByRole('heading', { name: 'Thank you for your feedback!' })
    expect(await calls(FEEDBACK)[0]!.json()).toMatchObject({
      decision: 'Neutral',
      reasons: [],
      otherReason: '',
    })
  })

  it("shows the server's message when it refuses the feedback", async () => {
    serve({ [FEEDBACK]: () => failure(422, 'This feedback was already sent differently') })
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await userEvent.click(screen.getByRole('button', { name: 'More jobs like this' }))
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Good Salary' }))
    await userEvent.click(submitButton())
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'This feedback was already sent differently',
    )
    expect(within(dialog()).queryByText('Thank you for your feedback!')).toBeNull()
    // The optimistic feedback is taken back.
    expect(screen.getByRole('region', { name: 'Your feedback' })).toHaveTextContent(
      'No opinion given yet',
    )
  })

  it('offline, thanks the candidate, says it will be sent, and sends it once back online', async () => {
    const { calls } = serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await setNetwork(false)

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss Application' }))
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Salary is too low' }))
    await userEvent.click(submitButton())
    await within(dialog()).findByRole('heading', { name: 'Thank you for your feedback!' })
    expect(dialog()).toHaveTextContent("Your feedback will be sent when you're back online.")
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Close' }))

    const panel = screen.getByRole('region', { name: 'Your feedback' })
    expect(panel).toHaveTextContent("Your feedback will be sent when you're back online.")
    expect(panel).toHaveTextContent('You dismissed this application')
    expect(screen.getByRole('region', { name: 'Forklift Operator' })).toHaveTextContent(
      'Status: Dismissed',
    )
    expect(calls(FEEDBACK)).toHaveLength(0)
    expect(sink.capture).toHaveBeenCalledWith('submission_feedback_queued', {
      decision: 'NotInterested',
    })

    await setNetwork(true)
    await vi.waitFor(() => expect(calls(FEEDBACK)).toHaveLength(1))
    await vi.waitFor(() => expect(panel).not.toHaveTextContent('will be sent'))
  })
})

describe('the submission detail in Spanish', () => {
  it('switches the job facts, dates, stage history, back control and title at once', async () => {
    serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await act(() => switchLanguage('es'))

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Detalle de la solicitud')
    expect(screen.getByRole('button', { name: /Atrás/ })).toBeDefined()
    const job = screen.getByRole('region', { name: 'Forklift Operator' })
    expect(job).toHaveTextContent('Solicitud enviada el 21 nov 2026')
    expect(job).toHaveTextContent('Pago$18 - 22.50 por hora')
    expect(job).toHaveTextContent('Tipo de empleoTiempo completo')
    expect(screen.getByRole('region', { name: 'Coincidencia' })).toHaveTextContent(
      '86% de coincidencia',
    )
    expect(screen.getByRole('region', { name: 'Descripción del trabajo' })).toBeDefined()
    expect(screen.getByRole('region', { name: 'Tu opinión' })).toHaveTextContent(
      'Todavía no diste tu opinión',
    )
    const history = screen.getByRole('region', { name: 'Historial detallado de etapas' })
    expect(within(history).getByRole('button', { name: 'Ocultar detalles' })).toBeDefined()
    const items = within(history).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent(/^21 nov 2026,? 9:30\sa\.\s?m\.Solicitud enviada — /)
    expect(items[1]).toHaveTextContent(/^24 nov 2026,? 3:05\sp\.\s?m\..* →a /)
    expect(document.title).toBe('Forklift Operator - Detalle de la solicitud | Empleos de Hirelane')
  })

  it('offers the reasons in Spanish and sends their contract values', async () => {
    const { calls } = serve()
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await act(() => switchLanguage('es'))
    await userEvent.click(screen.getByRole('button', { name: 'Descartar solicitud' }))

    expect(screen.getByRole('dialog', { name: 'Descartar solicitud' })).toBe(dialog())
    const reasons = within(dialog()).getByRole('group', { name: 'Elige una o más razones' })
    expect(
      within(reasons)
        .getAllByRole('checkbox')
        .map((box) => box.nextSibling?.textContent),
    ).toEqual([
      'La ubicación no me conviene',
      'El pago es muy bajo',
      'No me interesa esta empresa',
      'El puesto no es para mí',
      'Otra razón',
    ])
    const send = within(dialog()).getByRole('button', { name: 'Enviar opinión' })
    expect(send).toHaveAccessibleDescription('Elige al menos una razón.')
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'El pago es muy bajo' }))
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Otra razón' }))
    await userEvent.type(within(dialog()).getByRole('textbox', { name: 'Otra razón' }), 'Lejos')
    await userEvent.click(send)

    expect(
      await within(dialog()).findByRole('heading', { name: '¡Gracias por tu opinión!' }),
    ).toBeDefined()
    expect(await calls(FEEDBACK)[0]!.json()).toMatchObject({
      decision: 'NotInterested',
      reasons: ['Salary is too low', 'Other reason'],
      otherReason: 'Lejos',
    })
  })

  it("never shows the server's English when it refuses the feedback", async () => {
    serve({ [FEEDBACK]: () => failure(422, 'This feedback was already sent differently') })
    await renderSubmissionsRoutes([`/submissions/${JOB_ID}`])
    await act(() => switchLanguage('es'))
    await userEvent.click(screen.getByRole('button', { name: 'Más trabajos como este' }))
    await userEvent.click(within(dialog()).getByRole('checkbox', { name: 'Buen pago' }))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Enviar opinión' }))
    const alert = await within(dialog()).findByRole('alert')
    expect(alert).toHaveTextContent('No pudimos enviar tu opinión. Inténtalo de nuevo.')
    expect(alert).not.toHaveTextContent('This feedback was already sent differently')
  })
})
