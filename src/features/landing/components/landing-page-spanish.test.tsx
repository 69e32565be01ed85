import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { showLanguage } from '@/shared/i18n/language-store'
import { loadTexts } from '@/shared/i18n/text-bundles'
import { readStorage } from '@/shared/storage/local-storage'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { enhanceLandingPage } from '../islands/enhance-landing-page'
import { prerenderedLanding } from '../testing/prerendered-landing'
import { LandingPage } from './landing-page'

const jobs = {
  status: true,
  message: { text: 'ok', data: [{ jobTitle: 'Forklift Operator', jobsCount: 1250 }] },
  data: null,
}
const stubJobs = () =>
  stubFetch(routeFetch({ 'GET /api/Job/GetJobsAggregatedCount': () => jsonResponse(jobs) }))

const renderLanding = () => {
  stubJobs()
  return renderWithRouter(
    { '/': LandingPage, '/es': LandingPage, '/login': () => <h1>Log in</h1> },
    { initialPath: '/' },
  )
}

const SPANISH_H1 = '¿Tu próximo trabajo? Deja que la IA lo encuentre por ti'

beforeAll(() => loadTexts('es'))

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = 'lang=; path=/; max-age=0'
})

describe('LandingPage in Spanish', () => {
  it('one tap on Español in the header turns the whole page, its title and <html lang> Spanish', async () => {
    const user = userEvent.setup()
    await renderLanding()
    const header = within(screen.getByRole('banner'))
    const toSpanish = header.getByRole('button', { name: 'Español' })
    expect(toSpanish.getAttribute('lang')).toBe('es')
    await user.click(toSpanish)

    // Found by its Spanish name: the English h1 is there until the switch has rendered.
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_H1 })).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Secciones de la página' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Contratados', 'Cómo funciona', 'Preguntas'])
    expect(screen.getAllByRole('link', { name: 'Empezar' }).length).toBeGreaterThanOrEqual(3)
    expect(screen.getByRole('heading', { name: 'Preguntas frecuentes' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Cuéntanos de ti' })).toBeTruthy()
    expect(screen.getByRole('region', { name: 'Historias de personas contratadas' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Testimonio siguiente' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Retrato de Marcus Johnson' })).toBeTruthy()
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: 'Política de privacidad' })).toBeTruthy()
    expect(footer.getByRole('link', { name: 'Términos del servicio' })).toBeTruthy()
    expect(await screen.findByText('1,250 trabajos disponibles')).toBeTruthy()
    expect(document.body.textContent).not.toContain('Your next job?')

    expect(document.title).toBe('Hirelane: deja que la IA encuentre tu próximo trabajo')
    expect(
      document.head.querySelector('meta[name="description"]')?.getAttribute('content'),
    ).toMatch(/^Gratis para quien busca trabajo/)
    expect(document.documentElement.lang).toBe('es-US')
    expect(readStorage('language')).toBe('es')
    expect(document.cookie).toContain('lang=es')

    const toEnglish = header.getByRole('button', { name: 'English' })
    expect(toEnglish.getAttribute('lang')).toBe('en')
    await user.click(toEnglish)
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your next job? Let AI find it for you',
      }),
    ).toBeTruthy()
    expect(document.documentElement.lang).toBe('en-US')
  })

  it('offers Spanish in the hero as a link to /es that switches in place, and English back', async () => {
    const user = userEvent.setup()
    const { router } = await renderLanding()
    const offer = screen.getByRole('link', {
      name: '¿Prefieres español? Haz tu entrevista en español.',
    })
    expect(offer.getAttribute('lang')).toBe('es')
    expect(offer.getAttribute('href')).toBe('/es')
    await user.click(offer)
    // Found by its Spanish name: the English h1 is there until the switch has rendered.
    expect(await screen.findByRole('heading', { level: 1, name: SPANISH_H1 })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/')
    expect(readStorage('language')).toBe('es')

    const back = screen.getByRole('link', {
      name: 'Prefer English? Take your interview in English.',
    })
    expect(back.getAttribute('lang')).toBe('en')
    expect(back.getAttribute('href')).toBe('/')
    expect(
      screen.queryByRole('link', { name: '¿Prefieres español? Haz tu entrevista en español.' }),
    ).toBeNull()
  })
})

describe('LandingPage prerendered in Spanish, then enhanced without React', () => {
  it('has the Spanish HTML, then adds the jobs strip in Spanish', async () => {
    showLanguage('es')
    const html = await prerenderedLanding('/es')
    expect(html).toContain('¿Tu próximo trabajo?')
    expect(html).not.toContain('Your next job?')
    expect(html).not.toContain('Trabajos que te esperan')

    stubJobs()
    document.documentElement.lang = 'es-US'
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const page = container.querySelector<HTMLElement>('.lp-page')!
    enhanceLandingPage(page, { load: () => Promise.resolve(), start: () => Promise.resolve() })
    await screen.findByRole('heading', { name: 'Trabajos que te esperan' })
    expect(screen.getByText('1,250 trabajos disponibles')).toBeTruthy()
    container.remove()
    document.documentElement.lang = 'en-US'
  })
})
