import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'

const JOBS_PATH = '/api/Job/GetJobsAggregatedCount'
const TESTIMONIALS = ['Marcus Johnson', 'Ana Morales', 'Tuan Nguyen', 'Kayla Brooks']

/**
 * Opens / and waits until its islands have given the prerendered HTML its behaviour (issue
 * 17): before that the markup is there but its buttons do nothing yet.
 */
async function openLanding(page: Page): Promise<void> {
  await page.goto('/')
  await expect(page.locator('.lp-page')).toHaveAttribute('data-enhanced', 'true')
}

const slide = (page: Page) => page.getByRole('group', { name: /^Testimonial \d of 4$/ })
const shownPortrait = (page: Page, name: string) =>
  slide(page).getByRole('img', { name: `Portrait of ${name}` })
const jobsList = (page: Page) => page.getByRole('list', { name: 'Recommended jobs' })

test.describe('the landing page', () => {
  test('shows the hero: the headline, a supporting line and Get started', async ({ page }) => {
    await openLanding(page)
    await expect(page).toHaveTitle('Hirelane - Let AI find your next job')
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).toHaveCount(1)
    await expect(h1).toHaveText('Your next job? Let AI find it for you')
    await expect(page.getByText('One short interview with our AI recruiter')).toBeVisible()
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Get started' }).first(),
    ).toBeVisible()
  })

  test('sends every Get started to /login', async ({ page }) => {
    await openLanding(page)
    const ctas = page.getByRole('link', { name: 'Get started', exact: true })
    expect(await ctas.count()).toBeGreaterThanOrEqual(3)
    for (const cta of await ctas.all()) await expect(cta).toHaveAttribute('href', '/login')
    await page.getByRole('banner').getByRole('link', { name: 'Get started' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()
  })

  test('states no figure the operator has not configured, and that it is free', async ({
    page,
  }) => {
    await openLanding(page)
    const claims = page.locator('#hired')
    await expect(claims).toContainText('hiring companies pay on placement')
    // This build states no figures (VITE_CLAIM_* unset): no invented numbers (docs/adr/0111).
    await expect(page.locator('main')).not.toContainText(/\d,\d{3}\+/)
    await expect(page.getByText('Trusted by')).toHaveCount(0)
  })

  test('the top navigation scrolls to each section and moves focus to its heading', async ({
    page,
  }) => {
    await openLanding(page)
    const nav = page.getByRole('navigation', { name: 'Page sections' })
    const targets = [
      ['Hired', 'Hired'],
      ['How does it work?', 'How does it work?'],
      ['FAQ', 'Frequently asked questions'],
    ] as const
    for (const [link, heading] of targets) {
      await nav.getByRole('link', { name: link }).click()
      const target = page.getByRole('heading', { level: 2, name: heading })
      await expect(target).toBeInViewport()
      await expect(target).toBeFocused()
    }
    // Back to the top, then from the keyboard.
    await page.evaluate(() => window.scrollTo(0, 0))
    await nav.getByRole('link', { name: 'How does it work?' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: 'How does it work?' })).toBeFocused()
  })

  test('scrolls smoothly unless the visitor prefers reduced motion', async ({ page }) => {
    await openLanding(page)
    const scrollBehavior = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)
    expect(await scrollBehavior()).toBe('smooth')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await scrollBehavior()).toBe('auto')
    await page
      .getByRole('navigation', { name: 'Page sections' })
      .getByRole('link', { name: 'FAQ' })
      .click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeInViewport()
  })

  test('a section link still lands on its section when the jobs strip arrives meanwhile', async ({
    page,
  }) => {
    // The strip appears above the FAQ after the page has loaded; hold its answer back a little.
    await page.route(`**${JOBS_PATH}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion })
      await openLanding(page)
      await page
        .getByRole('navigation', { name: 'Page sections' })
        .getByRole('link', { name: 'FAQ' })
        .click()
      await expect(jobsList(page)).toBeAttached()
      const heading = page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })
      await expect(heading).toBeInViewport()
      await page.waitForTimeout(2_500)
      await expect(heading).toBeInViewport()
    }
  })

  test('the testimonial carousel cycles both ways and its thumbnails jump', async ({ page }) => {
    await openLanding(page)
    const carousel = page.getByRole('region', { name: 'Stories from hired candidates' })
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    await expect(slide(page)).toHaveAccessibleName('Testimonial 1 of 4')
    await expect(shownPortrait(page, TESTIMONIALS[0]!)).toBeAttached()

    const next = page.getByRole('button', { name: 'Next testimonial' })
    const previous = page.getByRole('button', { name: 'Previous testimonial' })
    for (const index of [1, 2, 3, 0]) {
      await next.click()
      await expect(slide(page)).toHaveAccessibleName(`Testimonial ${index + 1} of 4`)
      await expect(shownPortrait(page, TESTIMONIALS[index]!)).toBeAttached()
    }
    for (const index of [3, 2]) {
      await previous.click()
      await expect(shownPortrait(page, TESTIMONIALS[index]!)).toBeAttached()
    }

    const thumbnails = carousel
      .getByRole('list', { name: 'Other testimonials' })
      .getByRole('button')
    await expect(thumbnails).toHaveCount(3)
    await page.getByRole('button', { name: `Show testimonial from ${TESTIMONIALS[0]}` }).click()
    await expect(slide(page)).toHaveAccessibleName('Testimonial 1 of 4')
    await expect(shownPortrait(page, TESTIMONIALS[0]!)).toBeVisible()
    await expect(
      page.getByRole('button', { name: `Show testimonial from ${TESTIMONIALS[0]}` }),
    ).toHaveCount(0)
    await expect(thumbnails).toHaveCount(3)

    // From the keyboard.
    await next.focus()
    await page.keyboard.press('Enter')
    await expect(shownPortrait(page, TESTIMONIALS[1]!)).toBeAttached()
  })

  test('the FAQ opens the first answer, one at a time, and closes the open one', async ({
    page,
  }) => {
    await openLanding(page)
    const faq = page.locator('#faq')
    const questions = faq.getByRole('heading', { level: 3 }).getByRole('button')
    await expect(questions).toHaveCount(9)
    const expanded = async () =>
      Promise.all((await questions.all()).map((q) => q.getAttribute('aria-expanded')))

    expect(await expanded()).toEqual(['true', ...Array(8).fill('false')])
    await expect(faq.getByRole('region')).toHaveCount(1)
    await expect(faq.getByRole('region')).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual([...Array(3).fill('false'), 'true', ...Array(5).fill('false')])
    await expect(faq.getByRole('region')).toHaveCount(1)
    const name = await questions.nth(3).textContent()
    await expect(faq.getByRole('region', { name: name ?? '' })).toBeVisible()

    await questions.nth(3).click()
    expect(await expanded()).toEqual(Array(9).fill('false'))
    await expect(faq.getByRole('region')).toHaveCount(0)
  })

  test('the jobs strip shows at most 7 titles with their counts, then and more ...', async ({
    page,
  }) => {
    await openLanding(page)
    await expect(
      page.getByRole('heading', { level: 2, name: 'Jobs waiting for you' }),
    ).toBeVisible()
    const cards = jobsList(page).getByRole('link')
    const count = await cards.count()
    expect(count).toBeGreaterThanOrEqual(2)
    expect(count).toBeLessThanOrEqual(8)
    for (let index = 0; index < count - 1; index++) {
      await expect(cards.nth(index)).toHaveText(/^\S.*\d[\d,]* jobs? available$/)
      await expect(cards.nth(index)).toHaveAttribute('href', '/login')
    }
    await expect(cards.last()).toContainText('and more ...')
    await expect(cards.last()).toHaveAttribute('href', '/login')
  })

  test('the jobs strip is left out entirely when its call fails', async ({ page }) => {
    let attempts = 0
    await page.route(`**${JOBS_PATH}`, (route) => {
      attempts += 1
      return route.abort('failed')
    })
    await openLanding(page)
    // The query retries once; wait until it has given up.
    await expect.poll(() => attempts, { timeout: 10_000 }).toBeGreaterThanOrEqual(2)
    await page.waitForTimeout(500)
    await expect(page.getByRole('heading', { name: 'Jobs waiting for you' })).toHaveCount(0)
    await expect(jobsList(page)).toHaveCount(0)
    await expect(page.getByText('and more ...')).toHaveCount(0)
    // The rest of the page is there.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Frequently asked questions' }),
    ).toBeAttached()
  })

  test('the footer links to the terms, the privacy policy and the support address', async ({
    page,
  }) => {
    await openLanding(page)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    )
    await expect(footer.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      /^mailto:[^@\s]+@[^@\s]+$/,
    )
    await footer.getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
  })

  test('loads its pictures as AVIF with a fixed size, below the fold lazily', async ({ page }) => {
    await openLanding(page)
    const images = page.locator('.lp-page img')
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/)
      await expect(img).toHaveAttribute('height', /^\d+$/)
    }
    await expect(page.locator('#how-it-works img').first()).toHaveAttribute('loading', 'lazy')
    await page.locator('#how-it-works').scrollIntoViewIfNeeded()
    const art = page.locator('#how-it-works img').first()
    await expect
      .poll(() => art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(await art.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/)
  })

  test('fits a 320 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await openLanding(page)
    await expect(
      jobsList(page)
        .or(page.getByRole('heading', { level: 1 }))
        .first(),
    ).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBe(0)
  })

  test('has no axe violations, with the FAQ and carousel in use @desktop', async ({ page }) => {
    await openLanding(page)
    await page.waitForLoadState('networkidle')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Next testimonial' }).click()
    await page.locator('#faq').getByRole('button').nth(2).click()
    await expectNoAxeViolations(page)
  })
})
