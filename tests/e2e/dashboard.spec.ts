import type { DashboardStat } from '../../contract/applications.ts'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  candidateGet,
  hasNoHorizontalScroll,
  jobCards,
  openSignedIn,
} from './support/applied-candidate'

/** The dashboard on the real server, for a candidate the agency applied for. */
test.describe('/dashboard', () => {
  test('greets the candidate, shows the four tiles and the active submissions, pages through them @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const stats = await candidateGet<{ data: { dashboardAggregatedStats: DashboardStat[] } }>(
      page,
      appliedCandidate,
      '/api/CandidateApplication/GetCandidateApplicationAggregatedCount',
    )
    await openSignedIn(page, appliedCandidate, '/dashboard')
    await expect(page.getByRole('heading', { name: 'Hello Rosa Mendez!' })).toBeVisible()
    for (const { cardTitle, count } of stats.data.dashboardAggregatedStats) {
      await expect(page.getByText(cardTitle, { exact: true })).toBeVisible()
      await expect(
        page.getByRole('listitem').filter({ hasText: cardTitle }).getByText(String(count), {
          exact: true,
        }),
      ).toBeVisible()
    }
    await expect(page.getByRole('heading', { name: 'Your active job submissions' })).toBeVisible()
    await expect(jobCards(page)).toHaveCount(10)
    await expectNoAxeViolations(page)

    // More than ten active applications: a second page, with the first no longer choosable.
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByRole('link', { name: /^(Page )?1$/ })).toHaveCount(0)
    const firstTitle = await jobCards(page).first().getByRole('heading').textContent()
    await pagination.getByRole('link', { name: /^(Page )?2$/ }).click()
    await expect(page).toHaveURL(/\/dashboard\?page=2$/)
    await expect(jobCards(page).first().getByRole('heading')).not.toHaveText(firstTitle ?? '')
    await expect(jobCards(page).first()).toBeVisible()

    // A card opens its detail; Back returns to the dashboard.
    await jobCards(page)
      .first()
      .getByRole('link', { name: /View Details/ })
      .click()
    await expect(page).toHaveURL(/\/dashboard\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test('the shell announces the dashboard’s own scripts, and each of them is served', async ({
    page,
  }) => {
    const shell = await page.request.get('/dashboard')
    const announced = [
      ...(shell.headers()['link'] ?? '').matchAll(/<([^>]+)>; rel=modulepreload/g),
    ].map((match) => match[1]!)
    expect(announced.some((href) => /\/assets\/dashboard\.index-[\w-]+\.js$/.test(href))).toBe(true)
    for (const href of announced) {
      const script = await page.request.get(href)
      expect(script.status(), href).toBe(200)
      expect(script.headers()['content-type'], href).toMatch(/javascript/)
    }
  })

  test('View all is there from medium screens up @desktop', async ({ page, appliedCandidate }) => {
    await openSignedIn(page, appliedCandidate, '/dashboard')
    const viewAll = page.getByRole('link', { name: /View all/ })
    const wide = (page.viewportSize()?.width ?? 0) >= 768
    if (wide) {
      await expect(viewAll).toBeVisible()
      await viewAll.click()
      await expect(page).toHaveURL(/\/submissions/)
    } else {
      await expect(page.getByRole('heading', { name: 'Your active job submissions' })).toBeVisible()
      await expect(viewAll).toBeHidden()
    }
  })

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('fits the screen, with the short greeting and no axe violations', async ({
      page,
      appliedCandidate,
    }) => {
      await openSignedIn(page, appliedCandidate, '/dashboard')
      await expect(jobCards(page).first()).toBeVisible()
      await expect(page.getByText('Your profile shared with agency partners.')).toBeVisible()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)
    })
  })
})

/** A phone whose browser prefers Spanish gets the dashboard in Spanish. */
test.describe('/dashboard in Spanish', () => {
  test.use({ locale: 'es-US' })

  test('greets, titles and labels in Spanish, with <html lang> and no axe violations @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    await openSignedIn(page, appliedCandidate, '/dashboard')
    await expect(page.getByRole('heading', { name: '¡Hola, Rosa Mendez!' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expect(page).toHaveTitle(/^Inicio \| Empleos de /)
    await expect(page.getByRole('list', { name: 'Tus solicitudes de un vistazo' })).toBeVisible()
    await expect(page.getByText('Solicitudes en total', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Tus solicitudes activas' })).toBeVisible()
    const spanishCards = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^Ver detalles/ }) })
    await expect(spanishCards).toHaveCount(10)
    await expectNoAxeViolations(page)
  })
})
