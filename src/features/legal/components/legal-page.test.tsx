import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appConfig } from '@/shared/config'
import { jsonResponse, routeFetch, stubFetch, type FetchHandler } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { anchorIds, type LegalDocument } from '../content/legal-document'
import { privacyPolicy } from '../content/privacy-policy'
import { privacyPolicyEs } from '../content/privacy-policy.es'
import { termsOfService } from '../content/terms-of-service'
import { termsOfServiceEs } from '../content/terms-of-service.es'
import { PrivacyPolicyPage } from './privacy-policy-page'
import { TermsOfServicePage } from './terms-of-service-page'

const Blank = () => null

const renderAt = (initialPath: string) =>
  renderWithRouter(
    {
      '/': Blank,
      '/login': Blank,
      '/terms': TermsOfServicePage,
      '/terms-of-service': TermsOfServicePage,
      '/privacy-policy': PrivacyPolicyPage,
    },
    { initialPath },
  )

const pages: [string, LegalDocument, string][] = [
  ['/terms', termsOfService, 'Terms of Service | Hirelane Jobs'],
  ['/terms-of-service', termsOfService, 'Terms of Service | Hirelane Jobs'],
  ['/privacy-policy', privacyPolicy, 'Privacy Policy | Hirelane Jobs'],
]

const toc = () => screen.getByRole('navigation', { name: 'Table of contents' })

/** Not the default 30: the policy states the server's number, never one built into the app. */
const RETENTION_DAYS = 21

const serveRetention = (
  handler: FetchHandler = () =>
    jsonResponse({
      status: true,
      message: 'ok',
      data: { recordingRetentionDays: RETENTION_DAYS },
    }),
) => stubFetch(routeFetch({ 'GET /api/Privacy/RetentionPeriods': handler }))

beforeEach(() => serveRetention())

afterEach(() => {
  vi.unstubAllGlobals()
})

/** The list item whose whole text is `text` (its words come in several pieces). */
const findItem = (text: string) =>
  screen.findByText(
    (_content, element) => element?.tagName === 'LI' && element.textContent === text,
  )

describe.each(pages)('%s', (path, content, title) => {
  it('shows the title, the date, the document title and the meta description', async () => {
    await renderAt(path)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.title)
    expect(screen.getByText(/^Last updated/).textContent).toBe('Last updated June 25, 2025')
    expect(document.title).toBe(title)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      content.metaDescription,
    )
  })

  it('lists every section in the table of contents, and each anchor target exists', async () => {
    await renderAt(path)
    const links = within(toc()).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(
      content.sections.map((section) => section.heading),
    )
    for (const [index, link] of links.entries()) {
      const id = content.sections[index]!.id
      expect(link.getAttribute('href')).toBe(`#${id}`)
      const target = document.getElementById(id)
      expect(target?.tagName).toBe('H2')
      expect(target?.textContent).toBe(content.sections[index]!.heading)
    }
    for (const id of anchorIds(content)) expect(document.getElementById(id)).not.toBeNull()
  })

  it('resolves every in-page link to a heading', async () => {
    await renderAt(path)
    const fragmentLinks = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')]
    expect(fragmentLinks.length).toBeGreaterThan(content.sections.length)
    for (const link of fragmentLinks) {
      const target = document.getElementById(link.getAttribute('href')!.slice(1))
      expect(target?.tagName).toMatch(/^H[23]$/)
    }
  })

  it('keeps the heading order h1 > h2 > h3 without skipping a level', async () => {
    await renderAt(path)
    const levels = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((heading) =>
      Number(heading.tagName.slice(1)),
    )
    expect(levels[0]).toBe(1)
    expect(levels.filter((level) => level === 1)).toHaveLength(1)
    for (let index = 1; index < levels.length; index += 1) {
      expect(levels[index]! - levels[index - 1]!).toBeLessThanOrEqual(1)
    }
    expect(Math.max(...levels)).toBeLessThanOrEqual(3)
  })

  it('offers Create account to /login, the product name home, and the footer links', async () => {
    await renderAt(path)
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveProperty(
      'pathname',
      '/login',
    )
    expect(screen.getByRole('link', { name: appConfig.productName })).toHaveProperty(
      'pathname',
      '/',
    )
    const footer = screen.getByRole('navigation', { name: 'Legal and contact' })
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveProperty(
      'pathname',
      '/terms',
    )
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveProperty(
      'pathname',
      '/privacy-policy',
    )
    expect(within(footer).getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      `mailto:${appConfig.supportEmail}`,
    )
  })

  it('moves focus to the section a table-of-contents link names, and puts it in the URL', async () => {
    const { router } = await renderAt(path)
    const last = content.sections.at(-1)!
    await userEvent.click(within(toc()).getByRole('link', { name: last.heading }))
    expect(document.activeElement?.id).toBe(last.id)
    await expect.poll(() => router.state.location.hash).toBe(last.id)
    expect(router.state.location.pathname).toBe(path)
  })
})

describe('the required facts are on the rendered pages', () => {
  it.each([
    'at least 18 years old',
    'lawful resident of the United States',
    '$100',
    'State of Washington',
    'Seattle, Washington',
    'June 25, 2025',
    'Reply STOP',
    'Reply HELP',
    'Message and data rates may apply',
  ])('Terms of Service: %s', async (fact) => {
    await renderAt('/terms')
    expect(document.body.textContent).toContain(fact)
  })

  it.each([
    'June 25, 2025',
    '45 days',
    'United States and India',
    'Oregon',
    'Minnesota',
    'Do Not Track',
    'Reply STOP',
    'not for anyone under 18',
  ])('Privacy Policy: %s', async (fact) => {
    await renderAt('/privacy-policy')
    expect(document.body.textContent).toContain(fact)
  })

  it('sends privacy requests to the privacy mailbox', async () => {
    await renderAt('/privacy-policy')
    const mailbox = screen.getAllByRole('link', { name: appConfig.privacyEmail })
    expect(mailbox.length).toBeGreaterThan(0)
    for (const link of mailbox) {
      expect(link.getAttribute('href')).toBe(`mailto:${appConfig.privacyEmail}`)
    }
    const requests = screen.getByRole('heading', { name: 'How to exercise your rights' })
    expect(requests.nextElementSibling?.textContent).toContain(appConfig.privacyEmail)
  })

  it('lists the California categories with what is sold or shared', async () => {
    await renderAt('/privacy-policy')
    const categories = screen.getByRole('list', { name: 'Categories of personal information' })
    const items = within(categories).getAllByRole('listitem')
    expect(items.length).toBeGreaterThanOrEqual(8)
    for (const item of items) {
      expect(within(item).getByText('Sold or shared for targeted advertising')).toBeTruthy()
    }
  })
})

describe('the recording retention the privacy policy states', () => {
  it('is the number of days the server is configured with', async () => {
    await renderAt('/privacy-policy')
    expect(
      await findItem(
        `Recordings of your AI interview: ${RETENTION_DAYS} days after the interview ends. Then we delete them automatically.`,
      ),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Español' }))
    expect(
      await findItem(
        `Grabaciones de tu entrevista con IA: ${RETENTION_DAYS} días después de que termina la entrevista. Luego las eliminamos automáticamente.`,
      ),
    ).toBeTruthy()
  })

  it('says one day in the singular', async () => {
    serveRetention(() =>
      jsonResponse({ status: true, message: 'ok', data: { recordingRetentionDays: 1 } }),
    )
    await renderAt('/privacy-policy')
    expect(
      await findItem(
        'Recordings of your AI interview: 1 day after the interview ends. Then we delete them automatically.',
      ),
    ).toBeTruthy()
  })

  it('states no number until the server has said one', async () => {
    serveRetention(() => new Response('Bad gateway', { status: 502 }))
    await renderAt('/privacy-policy')
    expect(
      await findItem(
        'Recordings of your AI interview: a limited number of days after the interview ends. Then we delete them automatically.',
      ),
    ).toBeTruthy()
  })
})

describe('the legal pages in Spanish', () => {
  it.each([
    ['/terms', termsOfServiceEs, 'Términos del servicio | Empleos de Hirelane'],
    ['/privacy-policy', privacyPolicyEs, 'Política de privacidad | Empleos de Hirelane'],
  ] as const)(
    '%s: the Spanish document, opening with the line that the English version governs',
    async (path, content, title) => {
      await renderAt(path)
      await userEvent.click(screen.getByRole('button', { name: 'Español' }))
      const heading = await screen.findByRole('heading', { level: 1, name: content.title })
      expect(heading.getAttribute('lang')).toBeNull()
      const note = screen.getByRole('note')
      expect(note.textContent).toMatch(/prevalece la versión en inglés\.$/)
      const original = within(note).getByRole('link', { name: 'versión en inglés' })
      expect(original).toHaveProperty('pathname', path)
      expect(original.getAttribute('hreflang')).toBe('en')
      expect(screen.getByText(/^Última actualización/).textContent).toBe(
        'Última actualización: 25 de junio de 2025',
      )
      const contents = screen.getByRole('navigation', { name: 'Índice' })
      expect(within(contents).getByRole('heading', { name: 'Contenido' })).toBeTruthy()
      const footer = screen.getByRole('navigation', { name: 'Legal y contacto' })
      expect(within(footer).getByRole('link', { name: 'Contáctanos' })).toBeTruthy()
      expect(document.title).toBe(title)
      expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
        content.metaDescription,
      )
      expect(document.documentElement.lang).toBe('es-US')

      // 'the English version' shows the English document, the whole page in English.
      await userEvent.click(original)
      expect(await screen.findByRole('link', { name: 'Create account' })).toBeTruthy()
      expect(screen.queryByRole('note')).toBeNull()
      expect(document.documentElement.lang).toBe('en-US')
    },
  )

  it.each(['/terms', '/privacy-policy'])('%s in English has no such line', async (path) => {
    await renderAt(path)
    expect(document.querySelector('[hreflang]')).toBeNull()
    expect(document.body.textContent).not.toContain('prevalece')
  })
})
