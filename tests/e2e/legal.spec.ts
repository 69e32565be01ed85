import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'

const SUPPORT_EMAIL = 'support@hirelane.example'
const PRIVACY_EMAIL = 'privacy@hirelane.example'

const toc = (page: Page) => page.getByRole('navigation', { name: 'Table of contents' })
const footer = (page: Page) => page.getByRole('navigation', { name: 'Legal and contact' })

/** The text of every heading, in document order. */
const headings = (page: Page) =>
  page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((elements) =>
      elements.map((element) => `${element.tagName} ${element.textContent}`),
    )

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('legal pages', () => {
  test('/terms and /terms-of-service show the same Terms of Service', async ({ page }) => {
    await page.goto('/terms')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    await expect(page).toHaveTitle('Terms of Service | Hirelane Jobs')
    await expect(page.getByText('Last updated June 25, 2025')).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /free AI recruiter/,
    )
    const termsHeadings = await headings(page)
    expect(termsHeadings.length).toBeGreaterThan(15)
    expect(termsHeadings).toContain('H2 Binding arbitration and class-action waiver')

    await page.goto('/terms-of-service')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    await expect(page).toHaveTitle('Terms of Service | Hirelane Jobs')
    expect(await headings(page)).toEqual(termsHeadings)
    await expect(page).toHaveURL(/\/terms-of-service$/)
  })

  test('/privacy-policy renders the Privacy Policy', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
    await expect(page).toHaveTitle('Privacy Policy | Hirelane Jobs')
    await expect(page.getByText('Last updated June 25, 2025')).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /AI interview recordings/,
    )
    await expect(
      toc(page).getByRole('link', { name: 'California privacy disclosures' }),
    ).toBeVisible()
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: 'Third parties for Oregon and Minnesota residents',
      }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: PRIVACY_EMAIL }).first()).toHaveAttribute(
      'href',
      `mailto:${PRIVACY_EMAIL}`,
    )
    // RECORDING_RETENTION_DAYS' default, from the server.
    await expect(
      page.getByText('Recordings of your AI interview: 30 days after the interview ends.'),
    ).toBeVisible()
  })

  test('a table-of-contents link scrolls to its section and moves focus there @desktop', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    const heading = page.getByRole('heading', { level: 2, name: 'Your US state privacy rights' })
    await expect(heading).not.toBeInViewport()

    await toc(page).getByRole('link', { name: 'Your US state privacy rights' }).click()
    await expect(page).toHaveURL(/\/privacy-policy#state-privacy-rights$/)
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()

    // By keyboard: Enter on a contents link, then Tab continues from that section.
    await page.evaluate(() => window.scrollTo(0, 0))
    const contact = toc(page).getByRole('link', { name: 'Contact us' })
    await contact.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: PRIVACY_EMAIL }).last()).toBeFocused()

    // Back returns to the previous section, and a fresh load of a deep link lands on it.
    await page.goBack()
    await expect(page).toHaveURL(/#state-privacy-rights$/)
    await page.goto('/terms#arbitration')
    await expect(
      page.getByRole('heading', { level: 2, name: 'Binding arbitration and class-action waiver' }),
    ).toBeInViewport()
  })

  test('Create account goes to /login', async ({ page }) => {
    await page.goto('/terms')
    await page.getByRole('link', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByLabel('Mobile number')).toBeVisible()

    await page.goto('/privacy-policy')
    await page.getByRole('link', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('the footer links to both documents and to support, and the name goes home', async ({
    page,
  }) => {
    await page.goto('/privacy-policy')
    await expect(footer(page).getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    )
    await footer(page).getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/terms$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service')
    await expect(page).toHaveTitle('Terms of Service | Hirelane Jobs')
    // A new page starts at its top, not where the old one was scrolled to.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await footer(page).getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')

    await page.getByRole('banner').getByRole('link', { name: 'Hirelane' }).click()
    await expect(page).toHaveURL(/\/$/)
  })

  for (const path of ['/terms', '/privacy-policy']) {
    test(`${path} has no axe violations @desktop`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }

  test('both documents fit a 320 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of ['/terms', '/privacy-policy']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      expect(await horizontalOverflow(page)).toBe(0)
      await expect(page.getByRole('link', { name: 'Create account' })).toBeInViewport()
    }
  })

  test('lines stay readable on a desktop: about 70 characters at most', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/terms')
    const paragraph = page
      .getByRole('heading', { level: 2, name: 'Agreeing to these terms' })
      .locator('xpath=following-sibling::p[1]')
    const { width, zeroWidth, averageCharWidth } = await paragraph.evaluate((element) => {
      const context = document.createElement('canvas').getContext('2d')!
      context.font = getComputedStyle(element).font
      const text = element.textContent ?? ''
      return {
        width: element.getBoundingClientRect().width,
        zeroWidth: context.measureText('0').width,
        averageCharWidth: context.measureText(text).width / text.length,
      }
    })
    expect(width / zeroWidth).toBeLessThanOrEqual(70)
    const charactersPerLine = width / averageCharWidth
    expect(charactersPerLine).toBeGreaterThan(55)
    expect(charactersPerLine).toBeLessThanOrEqual(78)
  })
})
