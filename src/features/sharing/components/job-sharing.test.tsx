import { onlineManager } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SharingAgency } from '@contract/shared-reports'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import {
  AGENCY_ID,
  CANDIDATE_ID,
  failure,
  JOB_ID,
  localIso,
  loneStar,
  ok,
  OTHER_JOB_ID,
  REPORT_ID,
  REPORT_PDF,
  SENT_REPORT,
  sentReport,
  SHARED_REPORTS,
  STOP_SHARING,
} from '../testing/fixtures'
import { JobSharing } from './job-sharing'

/** 'Shared with {agency}' on a submission's detail, stubbed at the network. */

const STOPPED_AT = localIso(2026, 11, 25, 11, 0)

/** The server's side: the list reflects a stop it has taken. */
const serve = (
  routes: Partial<Record<string, FetchHandler>> = {},
  agencies: SharingAgency[] = [loneStar()],
) => {
  let stored = agencies
  const stub = stubFetch(
    routeFetch({
      [SHARED_REPORTS]: () => ok({ agencies: stored }),
      [SENT_REPORT]: () => ok(sentReport()),
      [STOP_SHARING]: async (request) => {
        const { agencyId } = (await request.json()) as { agencyId: string }
        stored = stored.map((agency) =>
          agency.agencyId === agencyId ? { ...agency, stoppedAt: STOPPED_AT } : agency,
        )
        return ok({ agencyId, stoppedAt: STOPPED_AT })
      },
      ...(routes as Record<string, FetchHandler>),
    }),
  )
  const calls = (route: string) =>
    stub.requests.filter((r) => `${r.method} ${new URL(r.url).pathname}` === route)
  return { ...stub, calls }
}

const renderPanel = (jobId = JOB_ID) =>
  renderScreen({ path: '/detail', component: () => <JobSharing jobId={jobId} /> })

const PANEL = 'Shared with Lone Star Workforce Partners'
const panel = () => screen.findByRole('region', { name: PANEL })
const dialog = () => screen.getByRole('dialog')

let online = true
let sink: AnalyticsSink

// The screen loads the panel on demand; loaded once here, no test waits on its first import.
beforeAll(() => import('./shared-with-agency'))

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

describe('Shared with {agency}', () => {
  it("lists this job's reports, newest first, with their kind, time and state, and not other jobs'", async () => {
    const { calls } = serve()
    await renderPanel()
    const region = await panel()
    const items = within(within(region).getByRole('list', { name: 'Reports sent' })).getAllByRole(
      'listitem',
    )
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Update sent')
    expect(items[0]).toHaveTextContent(/Nov 24, 2026,? 3:05\sPM/)
    expect(items[0]).toHaveTextContent('Status: Sending')
    expect(within(items[1]!).getByRole('heading', { level: 3 })).toHaveTextContent('Report sent')
    // A report the agency took shows when it took it.
    expect(items[1]).toHaveTextContent(/Nov 21, 2026,? 9:31\sAM/)
    expect(items[1]).toHaveTextContent('Status: Sent')
    expect(region).not.toHaveTextContent('Order Picker')
    expect(
      within(region).getByRole('button', { name: 'See what was sent', description: /Update sent/ }),
    ).toBeTruthy()

    const query = new URL(calls(SHARED_REPORTS)[0]!.url).searchParams
    expect(query.get('candidateId')).toBe(CANDIDATE_ID)
    // Nothing is fetched of a report until it is opened.
    expect(calls(SENT_REPORT)).toHaveLength(0)
  })

  it('is absent for a job with no report, while the reports load, and when they fail', async () => {
    serve()
    const first = await renderPanel('e0e0e0e0-0000-4000-8000-000000000000')
    await waitFor(() =>
      expect(
        first.queryClient.getQueryState(['shared-reports', CANDIDATE_ID, 'agencies'])?.status,
      ).toBe('success'),
    )
    expect(screen.queryByRole('region')).toBeNull()
    first.unmount()

    let answer: (response: Response) => void = () => {}
    serve({ [SHARED_REPORTS]: () => new Promise<Response>((resolve) => (answer = resolve)) })
    const second = await renderPanel()
    expect(screen.queryByRole('region')).toBeNull()
    await act(async () => answer(ok({ agencies: [loneStar()] })))
    expect(await panel()).toBeTruthy()
    second.unmount()

    serve({ [SHARED_REPORTS]: () => failure(403, 'Forbidden', 'forbidden') })
    const { queryClient } = await renderPanel()
    await waitFor(() =>
      expect(queryClient.getQueryState(['shared-reports', CANDIDATE_ID, 'agencies'])?.status).toBe(
        'error',
      ),
    )
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('opens what was sent: profile, preferences and where each came from, answers, match and status', async () => {
    const { calls } = serve()
    await renderPanel()
    const region = await panel()
    const [, first] = within(region).getAllByRole('listitem')
    const open = within(first!).getByRole('button', { name: 'See what was sent' })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await userEvent.click(open)
    expect(open).toHaveAttribute('aria-expanded', 'true')
    expect(open).toHaveTextContent('Hide what was sent')

    const profile = await within(first!).findByRole('region', { name: 'Your profile' })
    expect(profile).toHaveTextContent('NameRosa Mendez')
    expect(profile).toHaveTextContent('Phone(206) 555-0123')
    expect(profile).toHaveTextContent('Years of experience5 years')
    expect(profile).toHaveTextContent('LanguageSpanish')
    expect(profile).toHaveTextContent('Acme Warehousing')

    const preferences = within(first!).getByRole('region', { name: 'Your job preferences' })
    expect(preferences).toHaveTextContent('Job typesForklift OperatorYou typed it')
    expect(preferences).toHaveTextContent(
      'Where you want to workDallas, TXYou said it in the interview',
    )
    expect(preferences).toHaveTextContent('Years of experience5 yearsRead from your resume')
    expect(preferences).toHaveTextContent('Benefits you needNot given')

    const answers = within(
      within(first!).getByRole('region', { name: 'Your interview answers' }),
    ).getAllByRole('listitem')
    expect(answers.map((answer) => answer.textContent)).toEqual([
      'What kind of work do you want?Forklift work, days',
      'Can you start this week?No answer',
    ])
    const match = within(first!).getByRole('region', { name: 'Your match' })
    expect(match).toHaveTextContent('86% match')
    expect(match).toHaveTextContent('Your forklift certification matches this job')
    const status = within(first!).getByRole('region', { name: 'Your application' })
    expect(status).toHaveTextContent('Forklift Operator at Northwind Logistics')
    expect(status).toHaveTextContent('StatusInterview')

    expect(calls(SENT_REPORT)).toHaveLength(1)
    const query = new URL(calls(SENT_REPORT)[0]!.url).searchParams
    expect([query.get('candidateId'), query.get('reportId')]).toEqual([CANDIDATE_ID, REPORT_ID])

    await userEvent.click(open)
    expect(document.getElementById(open.getAttribute('aria-controls')!)!.hidden).toBe(true)
  })

  it('says plainly when the report cannot be loaded, and tries again', async () => {
    let fail = true
    serve({
      [SENT_REPORT]: () =>
        fail ? failure(404, 'Report not found', 'not_found') : ok(sentReport()),
    })
    await renderPanel()
    const region = await panel()
    await userEvent.click(within(region).getAllByRole('button', { name: 'See what was sent' })[1]!)
    expect(
      await within(region).findByText("We couldn't load the report. Please try again."),
    ).toBeTruthy()
    fail = false
    await userEvent.click(within(region).getByRole('button', { name: 'Try again' }))
    expect(await within(region).findByRole('region', { name: 'Your profile' })).toBeTruthy()
  })
})

describe('Download PDF', () => {
  const saved: { href: string; download: string }[] = []
  beforeEach(() => {
    saved.length = 0
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:report')
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.getAttribute('href') ?? '', download: this.download })
    })
  })

  it('fetches the report with the candidate token and saves it named after the job and agency', async () => {
    const pdf = new Blob(['%PDF-1.7 report'], { type: 'application/pdf' })
    const { calls } = serve({
      [REPORT_PDF]: () =>
        new Response(pdf, {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="report.pdf"',
          },
        }),
    })
    await renderPanel()
    const region = await panel()
    const [, first] = within(region).getAllByRole('listitem')
    await userEvent.click(within(first!).getByRole('button', { name: 'Download PDF' }))

    await waitFor(() => expect(saved).toHaveLength(1))
    expect(saved[0]).toEqual({
      href: 'blob:report',
      download: 'Forklift Operator - Lone Star Workforce Partners - 2026-11-21.pdf',
    })
    const request = calls(REPORT_PDF)[0]!
    const query = new URL(request.url).searchParams
    expect([query.get('candidateId'), query.get('reportId')]).toEqual([CANDIDATE_ID, REPORT_ID])
    expect(request.headers.get('Authorization')).toBe('Bearer access-token')
    expect(request.headers.get('accept')).toBe('application/pdf')
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]![0] as Blob
    expect(blob.type).toBe('application/pdf')
    expect(document.querySelector('a[download]')).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('shared_report_pdf_downloaded', undefined)
  })

  it('saves nothing that is not a PDF, and says the download failed', async () => {
    serve({ [REPORT_PDF]: () => ok({ nope: true }) })
    await renderPanel()
    const region = await panel()
    await userEvent.click(within(region).getAllByRole('button', { name: 'Download PDF' })[0]!)
    expect(
      await within(region).findByText("We couldn't download the PDF. Please try again."),
    ).toBeTruthy()
    expect(saved).toHaveLength(0)
  })

  it('says it needs the network when offline, and asks for nothing', async () => {
    const { calls } = serve()
    await renderPanel()
    const region = await panel()
    online = false
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    await userEvent.click(within(region).getAllByRole('button', { name: 'Download PDF' })[0]!)
    expect(
      within(region).getByText("You're offline. You can download the PDF when you're back online."),
    ).toBeTruthy()
    expect(calls(REPORT_PDF)).toHaveLength(0)
  })
})

describe('Stop sharing', () => {
  it('asks first, then tells the server, and shows when sharing stopped', async () => {
    const { calls } = serve()
    await renderPanel()
    const region = await panel()
    const stop = within(region).getByRole('button', {
      name: 'Stop sharing with Lone Star Workforce Partners',
    })

    // Cancel changes nothing.
    await userEvent.click(stop)
    expect(dialog()).toHaveAccessibleDescription(
      'We will ask Lone Star Workforce Partners to delete what we sent them about you. They will get nothing more from us about you.',
    )
    expect(
      within(dialog()).getByRole('heading', {
        name: 'Stop sharing with Lone Star Workforce Partners?',
      }),
    ).toHaveFocus()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls(STOP_SHARING)).toHaveLength(0)

    await userEvent.click(stop)
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, stop sharing' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(region).findByText('Sharing stopped on Nov 25, 2026')).toBeTruthy()
    expect(within(region).getByText('Sharing stopped on Nov 25, 2026').parentElement).toHaveFocus()
    expect(within(region).queryByRole('button', { name: /^Stop sharing/ })).toBeNull()
    // The reports are still there to read.
    expect(within(region).getAllByRole('button', { name: 'See what was sent' })).toHaveLength(2)

    expect(calls(STOP_SHARING)).toHaveLength(1)
    expect(await calls(STOP_SHARING)[0]!.json()).toEqual({
      candidateId: CANDIDATE_ID,
      agencyId: AGENCY_ID,
    })
    // Fetched again after the stop.
    await waitFor(() => expect(calls(SHARED_REPORTS)).toHaveLength(2))
    expect(sink.capture).toHaveBeenCalledWith('sharing_stopped', undefined)
  })

  it('shows an agency stopped before without the action', async () => {
    serve({}, [loneStar({ stoppedAt: localIso(2026, 11, 23, 10, 0) })])
    await renderPanel()
    const region = await panel()
    expect(region).toHaveTextContent('Sharing stopped on Nov 23, 2026')
    expect(region).toHaveTextContent('We asked the agency to delete what we sent.')
    expect(within(region).queryByRole('button', { name: /^Stop sharing/ })).toBeNull()
  })

  it('says so plainly when offline, and sends nothing', async () => {
    const { calls } = serve()
    await renderPanel()
    const region = await panel()
    await userEvent.click(within(region).getByRole('button', { name: /^Stop sharing/ }))
    online = false
    act(() => {
      window.dispatchEvent(new Event('offline'))
    })
    expect(
      within(dialog()).getByText("You're offline. You can stop sharing when you're back online."),
    ).toBeTruthy()
    expect(within(dialog()).getByRole('button', { name: 'Yes, stop sharing' })).toBeDisabled()
    expect(calls(STOP_SHARING)).toHaveLength(0)
  })

  it('keeps the dialog open with a message when the server fails', async () => {
    serve({ [STOP_SHARING]: () => failure(500) })
    await renderPanel()
    const region = await panel()
    await userEvent.click(within(region).getByRole('button', { name: /^Stop sharing/ }))
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Yes, stop sharing' }))
    expect(
      await within(dialog()).findByText("We couldn't stop sharing. Please try again."),
    ).toBeTruthy()
    expect(sink.capture).toHaveBeenCalledWith('sharing_stop_failed', { status: 500 })
  })
})

describe('in Spanish', () => {
  it('says the panel, the reports, the report as sent and the stop in Spanish', async () => {
    serve({}, [loneStar({ reports: loneStar().reports.filter((r) => r.jobId !== OTHER_JOB_ID) })])
    await renderPanel()
    await panel()
    await act(() => switchLanguage('es'))
    const region = screen.getByRole('region', {
      name: 'Compartido con Lone Star Workforce Partners',
    })
    const items = within(region).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Actualización enviada')
    expect(items[0]).toHaveTextContent('Estado: Enviando')
    expect(items[1]).toHaveTextContent('Informe enviado')
    expect(items[1]).toHaveTextContent('Estado: Enviado')
    expect(items[1]).toHaveTextContent(/21 nov 2026/)
    expect(within(region).getAllByRole('button', { name: 'Descargar PDF' })).toHaveLength(2)

    await userEvent.click(within(items[1]!).getByRole('button', { name: 'Ver lo que se envió' }))
    const preferences = await within(items[1]!).findByRole('region', {
      name: 'Tus preferencias de trabajo',
    })
    expect(preferences).toHaveTextContent('Lo dijiste en la entrevista')
    expect(within(items[1]!).getByRole('region', { name: 'Tu solicitud' })).toHaveTextContent(
      'EstadoEntrevista',
    )

    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Dejar de compartir con Lone Star Workforce Partners',
      }),
    )
    expect(
      within(dialog()).getByRole('heading', {
        name: '¿Dejar de compartir con Lone Star Workforce Partners?',
      }),
    ).toBeTruthy()
    await userEvent.click(within(dialog()).getByRole('button', { name: 'Sí, dejar de compartir' }))
    expect(await within(region).findByText(/^Dejaste de compartir el 25 nov 2026$/)).toBeTruthy()
  })
})
