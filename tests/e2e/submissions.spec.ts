import type { StageHistoryEntry, SubmissionStat } from '../../contract/applications.ts'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  candidateGet,
  hasNoHorizontalScroll,
  jobCards,
  openSignedIn,
} from './support/applied-candidate'

const wideScreen = (width: number | undefined) => (width ?? 0) >= 1024

/** /submissions and its detail (docs/product.md#submissions) on the real server. */
test.describe('/submissions', () => {
  test('tabs carry the server counts; a filter and a page live in the query string @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const { data } = await candidateGet<{
      data: { data: { submissionAggregatedStats: SubmissionStat[] } }
    }>(page, appliedCandidate, '/api/CandidateApplication/GetSubmissionAggregatedCount')
    const tabs = data.data.submissionAggregatedStats
    const count = (key: string) => tabs.find((tab) => tab.key === key)?.count ?? -1
    expect(tabs.map((tab) => tab.label)).toEqual([
      'All Submissions',
      'In review',
      'Interview',
      'Job Offer',
      'Hired',
      'Dismissed',
      'Past Jobs',
    ])

    await openSignedIn(page, appliedCandidate, '/submissions')
    await expect(jobCards(page)).toHaveCount(10)
    await expectNoAxeViolations(page)

    const chooseFilter = async (label: string) => {
      const text = `${label} (${count(tabs.find((tab) => tab.label === label)!.key)})`
      if (wideScreen(page.viewportSize()?.width)) {
        await page.getByRole('link', { name: text }).click()
      } else {
        await page.getByLabel('Filter by status').selectOption({ label: text })
      }
    }

    // Hired: the one application the agency saw through, in green.
    await chooseFilter('Hired')
    await expect(page).toHaveURL(/filter=hired/)
    await expect(page).toHaveURL(/page=1|^[^?]*\?filter=hired$/)
    await expect(jobCards(page)).toHaveCount(count('hired'))
    await expect(jobCards(page).first()).toContainText('Status: Hired')
    // The latest moves of the filter, from the stage history by status.
    await expect(page.getByRole('region', { name: 'Recent updates' })).toContainText(
      /Job Offer →\s*to Hired/,
    )

    // Job Offer: none, so the empty state names the status.
    await chooseFilter('Job Offer')
    await expect(page.getByText('No submissions found')).toBeVisible()
    await expect(
      page.getByText('You don\'t have any applications with "Job Offer" status.'),
    ).toBeVisible()
    await expectNoAxeViolations(page)

    // A page in the URL keeps the filter; a bad one falls back to page 1.
    await page.goto('/submissions?filter=all&page=3')
    await expect(jobCards(page)).toHaveCount(count('all') - 20)
    await page.goto('/submissions?filter=nonsense&page=-4')
    await expect(jobCards(page)).toHaveCount(10)
    await expect(page).toHaveURL(/filter=all/)
  })

  test('a detail shows the match, the description and the stage history; Back goes back one step @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const hiredJobId = appliedCandidate.movedJobIds.Hired!
    const history = await candidateGet<{ data: { data: StageHistoryEntry[] } }>(
      page,
      appliedCandidate,
      `/api/ApplicationStateHistory/GetApplicationStateHistoryByJobId?jobId=${hiredJobId}`,
    )
    expect(history.data.data.map((entry) => entry.currentStatus)).toEqual([
      'InReview',
      'Interview',
      'JobOffer',
      'Hired',
    ])

    await openSignedIn(page, appliedCandidate, '/submissions?filter=hired')
    await jobCards(page)
      .first()
      .getByRole('link', { name: /View Details/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/submissions/${hiredJobId}$`))
    await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Detailed Stage History' })).toBeVisible()
    const toggle = page.getByRole('button', { name: 'Hide details' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByText(/Applied — In review/)).toBeVisible()
    await expectNoAxeViolations(page)
    await toggle.click()
    await expect(page.getByRole('button', { name: 'Show details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(page.getByText(/Applied — In review/)).toBeHidden()

    await page.getByRole('button', { name: 'Back' }).click()
    await expect(page).toHaveURL(/\/submissions\?filter=hired/)
  })

  test('a job that is not the candidate’s shows no data', async ({ page, appliedCandidate }) => {
    await openSignedIn(page, appliedCandidate, `/submissions/${crypto.randomUUID()}`)
    await expect(page.getByText("We couldn't find this job submission.")).toBeVisible()
  })

  test.describe('at 320 px', () => {
    test.use({ viewport: { width: 320, height: 640 } })

    test('the list and a detail fit the screen with no axe violations', async ({
      page,
      appliedCandidate,
    }) => {
      await openSignedIn(page, appliedCandidate, '/submissions')
      await expect(jobCards(page).first()).toBeVisible()
      await expect(page.getByLabel('Filter by status')).toBeVisible()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)

      await jobCards(page)
        .first()
        .getByRole('link', { name: /View Details/ })
        .click()
      await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
      expect(await hasNoHorizontalScroll(page)).toBe(true)
      await expectNoAxeViolations(page)
    })
  })
})

/** The list and a detail for a browser that prefers Spanish. */
test.describe('/submissions in Spanish', () => {
  test.use({ locale: 'es-US' })

  test('tabs, a detail and its stage history in Spanish, with no axe violations @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    await openSignedIn(page, appliedCandidate, '/submissions?filter=hired')
    await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes' })).toBeVisible()
    await expect(page).toHaveTitle(/^Solicitudes \| Empleos de /)
    if (wideScreen(page.viewportSize()?.width)) {
      const tabs = page.getByRole('navigation', { name: 'Filtros por estado de la solicitud' })
      await expect(tabs.getByRole('link', { name: /^Contratado \(\d+\)$/ })).toHaveAttribute(
        'aria-current',
        'page',
      )
    } else {
      const filter = page.getByRole('combobox', { name: 'Filtrar por estado' })
      await expect(filter).toHaveValue('hired')
      await expect(filter.locator('option:checked')).toHaveText(/^Contratado \(\d+\)$/)
    }
    await expectNoAxeViolations(page)

    await page.goto(`/submissions/${appliedCandidate.movedJobIds.Hired!}`)
    await expect(page.getByRole('heading', { name: 'Detalle de la solicitud' })).toBeVisible()
    await expect(page.getByText(/^Solicitud enviada el /)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Historial detallado de etapas' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Ocultar detalles' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(page).toHaveTitle(/ - Detalle de la solicitud \| Empleos de /)
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
    await expectNoAxeViolations(page)
  })
})
