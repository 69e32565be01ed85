import { act, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ApplicationCard } from '@contract/applications'
import '@/shared/testing/dom-matchers'
import { switchLanguage } from '@/shared/i18n/language-store'
import { renderWithRouter } from '@/shared/testing/render-with-router'
import { applicationCard } from '../testing/application-card'
import { JobCard, type JobDetailsRoute } from './job-card'

const renderCard = async (
  card: ApplicationCard,
  detailsTo: JobDetailsRoute = '/dashboard/$jobId',
) => {
  const view = await renderWithRouter(
    {
      '/': () => <JobCard card={card} detailsTo={detailsTo} />,
      '/dashboard/$jobId': () => <h1>Dashboard detail</h1>,
      '/submissions/$jobId': () => <h1>Submission detail</h1>,
    },
    { initialPath: '/' },
  )
  return { ...view, article: screen.getByRole('article') }
}

/** The value shown under each screen-reader label of the card. */
const fieldValues = (article: HTMLElement) =>
  Object.fromEntries(
    [...article.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]),
  )

const thumbs = (article: HTMLElement) =>
  [...article.querySelectorAll('svg[data-icon]')].map(
    (svg) => `${svg.getAttribute('data-icon')}:${svg.getAttribute('data-filled')}`,
  )

describe('JobCard', () => {
  it('shows the title as a heading and every field of the card', async () => {
    const { article } = await renderCard(applicationCard())
    expect(
      within(article).getByRole('heading', { level: 3, name: 'Forklift Operator' }),
    ).toBeTruthy()
    expect(fieldValues(article)).toEqual({
      Company: 'Northwind Logistics',
      Location: 'Reno, NV',
      Pay: '$18 - 22.50 / hourly',
      'Employment type': 'Full-time',
    })
    expect(article).toHaveTextContent('Top Match')
    expect(article).toHaveTextContent('Status: In review')
  })

  it('applies the pay rule of docs/product.md#dashboard', async () => {
    const { article } = await renderCard(
      applicationCard({ payRateMin: null, payRateMax: 21, payRateType: 'HOUR' }),
    )
    expect(fieldValues(article).Pay).toBe('$21 / hour')
  })

  it('hides the pay when neither bound is known', async () => {
    const { article } = await renderCard(applicationCard({ payRateMin: null, payRateMax: null }))
    expect(fieldValues(article)).not.toHaveProperty('Pay')
    expect(article.textContent).not.toContain('$')
  })

  it.each([
    [79, 'Good Match'],
    [80, 'Top Match'],
  ])('labels a match score of %i as %s', async (matchScore, label) => {
    const { article } = await renderCard(applicationCard({ matchScore }))
    expect(article).toHaveTextContent(label)
  })

  it.each([
    ['InReview', 'In review', 'info'],
    ['Interview', 'Interview', 'warning'],
    ['JobOffer', 'Job Offer', 'success-light'],
    ['Hired', 'Hired', 'success-strong'],
    ['RecruiterDismissed', 'Dismissed', 'error'],
    ['OnHold', 'OnHold', 'neutral'],
  ])('shows the %s status as %s in the %s colours', async (applicationStatus, label, tone) => {
    const { article } = await renderCard(applicationCard({ applicationStatus }))
    const badge = article.querySelector('[data-tone]')
    expect(badge?.textContent).toBe(`Status: ${label}`)
    expect(badge).toHaveAttribute('data-tone', tone)
  })

  it.each([
    ['Interested', ['thumb-up:true', 'thumb-down:false'], 'Your feedback: Interested'],
    ['NotInterested', ['thumb-up:false', 'thumb-down:true'], 'Your feedback: Not interested'],
    ['Neutral', ['thumb-up:false', 'thumb-down:false'], 'Your feedback: No feedback yet'],
    [null, ['thumb-up:false', 'thumb-down:false'], 'Your feedback: No feedback yet'],
  ])('draws the feedback %s as %j and says %s', async (state, icons, spoken) => {
    const { article } = await renderCard(applicationCard({ candidateFeedbackState: state }))
    expect(thumbs(article)).toEqual(icons)
    for (const svg of article.querySelectorAll('svg'))
      expect(svg).toHaveAttribute('aria-hidden', 'true')
    expect(article).toHaveTextContent(spoken)
  })

  it('links View Details to the detail route, named after the job', async () => {
    const card = applicationCard()
    await renderCard(card)
    const link = screen.getByRole('link', {
      name: 'View Details for Forklift Operator at Northwind Logistics',
    })
    expect(link).toHaveProperty('pathname', `/dashboard/${card.jobId}`)
  })

  it('leads to the submissions detail from the submissions list', async () => {
    const card = applicationCard()
    await renderCard(card, '/submissions/$jobId')
    expect(screen.getByRole('link', { name: /^View Details/ })).toHaveProperty(
      'pathname',
      `/submissions/${card.jobId}`,
    )
  })
})

describe('JobCard in Spanish', () => {
  it('labels the fields, badges, feedback and link in Spanish; the job data stays as sent', async () => {
    const { article } = await renderCard(
      applicationCard({ matchScore: 85, candidateFeedbackState: 'Interested' }),
    )
    await act(() => switchLanguage('es'))
    expect(within(article).getByRole('heading', { name: 'Forklift Operator' })).toBeTruthy()
    expect(fieldValues(article)).toEqual({
      Empresa: 'Northwind Logistics',
      Lugar: 'Reno, NV',
      Pago: '$18 - 22.50 / hora',
      'Tipo de empleo': 'Tiempo completo',
    })
    expect(article).toHaveTextContent('Muy compatible')
    expect(article.querySelector('[data-tone]')?.textContent).toBe('Estado: En revisión')
    expect(article).toHaveTextContent('Tu opinión: Me interesa')
    expect(
      within(article).getByRole('link', {
        name: 'Ver detalles de Forklift Operator en Northwind Logistics',
      }),
    ).toBeTruthy()
  })

  it('keeps a rate type or employment type it does not know as sent', async () => {
    const { article } = await renderCard(
      applicationCard({ payRateType: 'Per shift', employmentType: 'Seasonal' }),
    )
    await act(() => switchLanguage('es'))
    expect(fieldValues(article)).toMatchObject({
      Pago: '$18 - 22.50 / per shift',
      'Tipo de empleo': 'Seasonal',
    })
  })
})
