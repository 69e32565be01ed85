import { onlineManager } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  basicProfile,
  CANDIDATE_ID,
  candidateProfile,
} from '@/entities/candidate/testing/candidate-profile'
import { analytics } from '@/shared/analytics/analytics'
import type { AnalyticsSink } from '@/shared/analytics/analytics-sink'
import { switchLanguage } from '@/shared/i18n/language-store'
import '@/shared/testing/dom-matchers'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderScreen } from '@/shared/testing/render-screen'
import { loadProfile } from '../model/profile-data'
import { ProfileError } from './profile-error'
import { ProfilePage } from './profile-page'

/** /profile (docs/product.md#profile) as its route wires it, with a stand-in account card. */

const PROFILE = 'GET /api/Candidate/GetCandidateProfileById'
const BASIC = 'GET /api/Candidate/GetCandidateBasicProfileById'

const ok = (data: unknown) => jsonResponse({ status: true, message: 'ok', data })
const failure = () =>
  jsonResponse({ status: false, message: 'Boom', error: { code: 'internal_error' } }, 500)

const serve = (routes: Partial<Record<string, FetchHandler>> = {}) =>
  stubFetch(
    routeFetch({
      [PROFILE]: () => ok({ data: candidateProfile() }),
      [BASIC]: () => ok(basicProfile()),
      ...(routes as Record<string, FetchHandler>),
    }),
  )

const accountCard = <section aria-label="Account card stand-in" />

const renderProfile = () =>
  renderScreen(
    {
      path: '/profile',
      loader: (queryClient) => loadProfile(queryClient, CANDIDATE_ID),
      errorComponent: ({ error }) => <ProfileError error={error} accountCard={accountCard} />,
      component: () => <ProfilePage accountCard={accountCard} />,
    },
    ['/preference', '/edit-profile'],
  )

const card = (name: string) => screen.getByRole('region', { name })

let sink: AnalyticsSink
let online = true

beforeEach(() => {
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

describe('/profile', () => {
  it('shows the header with the name as the heading, and links to Preferences and Edit profile', async () => {
    const network = serve()
    await renderProfile()
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([
      'Rosa Mendez',
    ])
    expect(screen.getByText('Forklift Operator', { selector: 'li' })).toBeTruthy()
    expect(screen.getByText('5 years of experience')).toBeTruthy()
    expect(screen.getByTestId('candidate-avatar').textContent).toBe('RM')
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('href', '/preference')
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    expect(document.title).toBe('Profile | Hirelane Jobs')
    const query = new URL(network.requests[0]!.url).searchParams
    expect(query.get('candidateId')).toBe(CANDIDATE_ID)
  })

  it('lists the profile rows, About me, Education, Experience and Skills', async () => {
    serve()
    await renderProfile()
    const rows = within(card('Profile'))
    expect(rows.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Current role',
      'Location',
      'Phone Number',
      'Email',
      'Years of Experience',
      'Gender',
      'Qualification',
    ])
    expect(rows.getByText('(206) 555-0123')).toBeTruthy()
    expect(within(card('About me')).getByText(/Forklift operator with five years/)).toBeTruthy()
    const education = within(card('Education'))
    expect(education.getByRole('heading', { name: 'Lincoln High School' })).toBeTruthy()
    expect(education.getByText('2008')).toBeTruthy()
    const experience = within(card('Experience'))
    expect(experience.getByRole('heading', { name: 'Northwind Logistics' })).toBeTruthy()
    expect(experience.getByText('2020 - 2025')).toBeTruthy()
    expect(experience.getByText(/sit-down forklift/)).toBeTruthy()
    expect(
      within(card('Skills'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Forklift', 'Inventory counts'])
    expect(card('Account card stand-in')).toBeTruthy()
  })

  it('shows the photo when there is one', async () => {
    serve({ [BASIC]: () => ok(basicProfile({ profileImageUrl: 'https://blob.example/me.png' })) })
    await renderProfile()
    expect(screen.getByTestId('candidate-avatar').querySelector('img')).toHaveAttribute(
      'src',
      'https://blob.example/me.png',
    )
  })

  it('hides empty rows and says when a section has nothing yet', async () => {
    serve({
      [PROFILE]: () =>
        ok({
          data: candidateProfile({
            personalInfo: { name: 'Rosa Mendez', gender: '', professionalSummary: '' },
            experienceInfo: { yearsOfExperience: 0, employmentHistory: [] },
            education: { highestDegree: '', educations: [] },
            skillInfo: { skills: [] },
          }),
        }),
    })
    await renderProfile()
    expect(
      within(card('Profile'))
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Current role', 'Location', 'Phone Number', 'Email'])
    expect(within(card('About me')).getByText('Nothing here yet.')).toBeTruthy()
    expect(within(card('Education')).getByText('No education added yet.')).toBeTruthy()
    expect(within(card('Experience')).getByText('No work experience added yet.')).toBeTruthy()
    expect(within(card('Skills')).getByText('No skills added yet.')).toBeTruthy()
  })

  it('shows empty data when the profile cannot load, keeps the header it has, and reports it', async () => {
    // The router logs the loader's error; it is the expected one here.
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    serve({ [PROFILE]: failure })
    await renderProfile()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Rosa Mendez')
    expect(within(card('Profile')).getByText('No profile details yet.')).toBeTruthy()
    expect(within(card('Skills')).getByText('No skills added yet.')).toBeTruthy()
    expect(card('Account card stand-in')).toBeTruthy()
    expect(screen.queryByText(/Boom|Something/)).toBeNull()
    expect(sink.capture).toHaveBeenCalledWith('profile_load_failed', { status: 500 })
    expect(sink.capture).toHaveBeenCalledWith('profile_fetch_started', undefined)
    expect(sink.capture).toHaveBeenCalledWith('profile_fetch_failed', { status: 500 })
  })

  it('reports a completed profile fetch', async () => {
    serve()
    await renderProfile()
    expect(sink.capture).toHaveBeenCalledWith('profile_fetch_completed', undefined)
  })

  it('says a never-saved profile is not on this phone when opened offline', async () => {
    const network = serve()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'error').mockImplementation(() => {})
    online = false
    await renderProfile()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("You're offline")
    expect(network.fetchMock).not.toHaveBeenCalled()
  })

  it('marks saved data as such while offline', async () => {
    serve()
    await renderProfile()
    expect(screen.queryByTestId('offline-notice')).toBeNull()
    act(() => {
      online = false
      window.dispatchEvent(new Event('offline'))
    })
    expect(screen.getByTestId('offline-notice').textContent).toMatch(
      /^Offline - showing data from /,
    )
  })
})

describe('/profile in Spanish', () => {
  it('switches the links, cards, row labels, option values and title at once', async () => {
    serve()
    await renderProfile()
    await act(() => switchLanguage('es'))

    expect(screen.getByRole('link', { name: 'Preferencias' })).toHaveAttribute(
      'href',
      '/preference',
    )
    expect(screen.getByRole('link', { name: 'Editar perfil' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
    const rows = within(card('Perfil'))
    expect(rows.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Puesto actual',
      'Ubicación',
      'Número de teléfono',
      'Correo electrónico',
      'Años de experiencia',
      'Género',
      'Estudios',
    ])
    expect(rows.getByText('5 años')).toBeTruthy()
    expect(rows.getByText('Mujer')).toBeTruthy()
    expect(rows.getByText('Preparatoria (high school)')).toBeTruthy()
    expect(card('Sobre mí')).toBeTruthy()
    expect(card('Estudios')).toBeTruthy()
    expect(card('Experiencia')).toBeTruthy()
    expect(card('Habilidades')).toBeTruthy()
    expect(document.title).toBe('Perfil | Empleos de Hirelane')
  })
})
