import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { appConfig } from '@/shared/config'
import { jsonResponse, routeFetch, stubFetch } from '@/shared/testing/fetch-stub'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { landingMetaOf } from '../landing-meta'
import { landingTextsEn } from '../texts/en'
import { LandingPage } from './landing-page'

const catalogue = {
  status: true,
  message: { text: 'ok', data: [{ jobTitle: 'Forklift Operator', jobsCount: 12 }] },
  data: null,
}

const landingMeta = landingMetaOf(landingTextsEn)

const renderLanding = () => {
  stubFetch(routeFetch({ 'GET /api/Job/GetJobsAggregatedCount': () => jsonResponse(catalogue) }))
  return renderWithRouter(
    { '/': LandingPage, '/login': () => <h1>Log in</h1> },
    { initialPath: '/' },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('LandingPage', () => {
  it('has the headline as its one h1, the title and the meta description', async () => {
    await renderLanding()
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s).toHaveLength(1)
    expect(h1s[0]?.textContent).toBe('Your next job? Let AI find it for you')
    expect(document.title).toBe(landingMeta.title)
    expect(landingMeta.title).toBe(`${appConfig.productName} - Let AI find your next job`)
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      landingMeta.description,
    )
  })

  it('has a header with the section navigation, a main and a footer', async () => {
    await renderLanding()
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main')).toBeTruthy()
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    const nav = screen.getByRole('navigation', { name: 'Page sections' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Hired', '#hired'],
      ['How does it work?', '#how-it-works'],
      ['FAQ', '#faq'],
    ])
    for (const link of links) {
      const section = document.querySelector(link.getAttribute('href')!)
      expect(section?.querySelector('h2')).toBeTruthy()
    }
  })

  it('sends every Get started to /login', async () => {
    await renderLanding()
    const ctas = screen.getAllByRole('link', { name: 'Get started' })
    expect(ctas.length).toBeGreaterThanOrEqual(3)
    for (const cta of ctas) expect(cta.getAttribute('href')).toBe('/login')
  })

  it('states no figure the operator has not configured, and that it is free', async () => {
    await renderLanding()
    const text = document.body.textContent ?? ''
    expect(text).toMatch(/hiring companies pay on placement/)
    expect(text).not.toContain('Trusted by')
    expect(text).not.toMatch(/\d,\d{3}\+/)
  })

  it('states the figures the operator configured, in the hero and in Hired', async () => {
    const claims = appConfig.claims as { -readonly [K in keyof typeof appConfig.claims]: number }
    Object.assign(claims, { jobSeekers: 200000, hiresPerMonth: 1500 })
    try {
      await renderLanding()
      const text = document.body.textContent ?? ''
      expect(text).toContain('Trusted by 200,000+ job seekers')
      expect(text).toContain('1,500+candidates hired every month')
      expect(text).toContain('200,000+job seekers trust us')
      expect(text).not.toContain('hires in')
    } finally {
      Object.assign(claims, { jobSeekers: undefined, hiresPerMonth: undefined })
    }
  })

  it('shows the three steps', async () => {
    await renderLanding()
    const titles = ['Tell us about yourself', 'Interview instantly', 'Sit back & let jobs find you']
    for (const title of titles) expect(screen.getByRole('heading', { name: title })).toBeTruthy()
  })

  it('links the footer to the terms, the privacy policy and the support address', async () => {
    await renderLanding()
    const footer = within(screen.getByRole('contentinfo'))
    expect(footer.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/terms',
    )
    expect(footer.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    )
    expect(footer.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe(
      `mailto:${appConfig.supportEmail}`,
    )
  })

  it('moves focus to the section heading when a navigation link is used', async () => {
    await renderLanding()
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }))
    screen.getByRole('link', { name: 'FAQ' }).click()
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
    expect(document.activeElement?.textContent).toBe('Frequently asked questions')
  })

  it('gives images explicit sizes, AVIF and WebP sources, and alt text', async () => {
    await renderLanding()
    for (const img of document.querySelectorAll('img')) {
      expect(img.getAttribute('width')).toMatch(/^\d+$/)
      expect(img.getAttribute('height')).toBe(img.getAttribute('width'))
      expect(img.hasAttribute('alt')).toBe(true)
      const types = [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => s.type)
      expect(types).toEqual(['image/avif', 'image/webp'])
    }
    expect(screen.getByRole('img', { name: 'Portrait of Marcus Johnson' })).toBeTruthy()
  })
})
