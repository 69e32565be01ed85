import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  basicProfile,
  CANDIDATE_ID,
  preferences,
} from '@/entities/candidate/testing/candidate-profile'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import { loadPreferences } from '../model/preferences-data'
import { PreferencesError } from './preferences-error'
import { PreferencesPage } from './preferences-page'

/** /preference (docs/product.md#preference) as its route wires it. */

const PREFERENCE = 'GET /api/Candidate/GetCandidatePreference'
const BASIC = 'GET /api/Candidate/GetCandidateBasicProfileById'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const failure = () =>
  jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500)

const serve = (routes: Partial<Record<string, FetchHandler>> = {}) =>
  stubFetch(
    routeFetch({
      [PREFERENCE]: () => ok(preferences()),
      [BASIC]: () => ok(basicProfile()),
      ...(routes as Record<string, FetchHandler>),
    }),
  )

const renderPreferences = () =>
  renderScreen(
    {
      path: '/preference',
      loader: (queryClient) => loadPreferences(queryClient, CANDIDATE_ID),
      errorComponent: ({ error }) => <PreferencesError error={error} />,
      component: PreferencesPage,
    },
    ['/profile'],
  )

const panel = (name: string) => screen.getByRole('region', { name })
const toggle = (name: string) => screen.getByRole('button', { name })
const valueOf = (container: HTMLElement, label: string) =>
  within(container).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent

let sink: AnalyticsSink

beforeEach(() => {
  localStorage.setItem('candidateId', CANDIDATE_ID)
  sink = { identify: vi.fn(), capture: vi.fn(), reset: vi.fn() }
  analytics.setSink(sink)
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('/preference', () => {
  it("shows the header with 'View Profile', and sets the title", async () => {
    serve()
    await renderPreferences()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rosa Mendez')
    const header = screen.getByRole('heading', { level: 1 }).parentElement!
    expect(
      within(header)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Forklift Operator', 'Dallas, TX', '5 years of experience'])
    expect(screen.getByRole('link', { name: 'View Profile' })).toHaveAttribute('href', '/profile')
    expect(document.title).toBe('Preferences | Hirelane Jobs')
  })

  it('shows every preference as people read them, in four sections', async () => {
    serve()
    await renderPreferences()
    const job = panel('Job Preferences')
    expect(within(job).getByText(/extracted from your AI interview/)).toBeTruthy()
    expect(
      within(job)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Job Type & Schedule', 'Location', 'Salary & Benefits', 'Skills & Experience'])
    expect(valueOf(job, 'Shift Preferences')).toBe('Nights (third shift)')
    expect(valueOf(job, 'Hourly Rate Range')).toBe('$18 - 22 / hour')
    expect(valueOf(job, 'Maximum Commute Distance')).toBe('25 miles')
    expect(valueOf(job, 'Relocation')).toBe('Not open to relocating')
    expect(valueOf(job, 'Years of Experience')).toBe('5 years')
    expect(valueOf(job, 'Job Types')).toBe('Forklift Operator')
  })

  it('folds and unfolds the Job Preferences panel', async () => {
    serve()
    await renderPreferences()
    const button = toggle('Job Preferences')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const content = document.getElementById(button.getAttribute('aria-controls') ?? '')!
    expect(content.hidden).toBe(false)
    await userEvent.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(content.hidden).toBe(true)
  })

  it('says each field is not provided yet before the interview', async () => {
    serve({ [PREFERENCE]: () => ok(null) })
    await renderPreferences()
    expect(within(panel('Job Preferences')).getAllByText('Not provided yet')).toHaveLength(10)
  })

  it('writes a change request to support from the mail app, at most 300 characters', async () => {
    serve()
    await renderPreferences()
    await userEvent.click(toggle('Request Preference Changes'))
    const request = panel('Request Preference Changes')
    expect(within(request).getByText('We typically respond within 24-48 hours.')).toBeTruthy()
    const submit = within(request).getByRole('link', { name: 'Submit Request' })
    // Empty: it looks disabled, yet it still opens the mail app.
    expect(submit).toHaveAttribute('data-empty', 'true')
    expect(submit.getAttribute('href')).toBe(
      'mailto:support@hirelane.example?subject=Preference%20change%20update%20request&body=',
    )

    const box = within(request).getByRole('textbox', { name: 'What would you like to change?' })
    expect(box).toHaveAttribute('maxlength', '300')
    await userEvent.type(box, 'Add second shift')
    expect(submit).not.toHaveAttribute('data-empty')
    expect(within(request).getByText('16/300 characters')).toBeTruthy()
    expect(submit.getAttribute('href')).toBe(
      'mailto:support@hirelane.example?subject=Preference%20change%20update%20request&body=Add%20second%20shift',
    )
    submit.addEventListener('click', (event) => event.preventDefault())
    await userEvent.click(submit)
    expect(sink.capture).toHaveBeenCalledWith('preference_change_request_opened', { length: 16 })
  })

  it('shows empty preferences when they cannot load, keeps the header, and reports it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [PREFERENCE]: failure })
    await renderPreferences()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rosa Mendez')
    expect(within(panel('Job Preferences')).getAllByText('Not provided yet')).toHaveLength(10)
    expect(toggle('Request Preference Changes')).toBeTruthy()
    expect(screen.queryByText(/Boom|Something/)).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('preferences_load_failed', { status: 500 })
  })
})

describe('/preference in Spanish', () => {
  it('switches the panels, labels, values in words and title at once', async () => {
    serve()
    await renderPreferences()
    await act(() => switchLanguage('es'))

    expect(screen.getByRole('link', { name: 'Ver perfil' })).toHaveAttribute('href', '/profile')
    const job = panel('Preferencias de trabajo')
    expect(toggle('Preferencias de trabajo')).toHaveAttribute('aria-expanded', 'true')
    expect(
      within(job)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Tipo de trabajo y horario',
      'Ubicación',
      'Pago y beneficios',
      'Habilidades y experiencia',
    ])
    expect(valueOf(job, 'Turnos que prefieres')).toBe('De noche (tercer turno)')
    expect(valueOf(job, 'Pago por hora')).toBe('$18 - 22 / hora')
    expect(valueOf(job, 'Distancia máxima de traslado')).toBe('25 millas')
    expect(valueOf(job, 'Mudarte')).toBe('No te mudarías')
    expect(valueOf(job, 'Años de experiencia')).toBe('5 años')
    expect(valueOf(job, 'Tipos de trabajo')).toBe('Operador de montacargas')
    expect(valueOf(job, 'Beneficios que necesitas')).toBe('Seguro médico')
    expect(document.title).toBe('Preferencias | Empleos de Hirelane')
  })

  it('asks for changes in Spanish; the mail keeps the subject support knows', async () => {
    serve()
    await renderPreferences()
    await act(() => switchLanguage('es'))
    await userEvent.click(toggle('Pedir cambios en tus preferencias'))
    const request = panel('Pedir cambios en tus preferencias')
    const box = within(request).getByRole('textbox', { name: '¿Qué quieres cambiar?' })
    await userEvent.type(box, 'Turno de día')
    expect(within(request).getByText('12/300 caracteres')).toBeTruthy()
    const submit = within(request).getByRole('link', { name: 'Enviar solicitud' })
    expect(submit.getAttribute('href')).toBe(
      'mailto:support@hirelane.example?subject=Preference%20change%20update%20request&body=Turno%20de%20d%C3%ADa',
    )
  })
})
