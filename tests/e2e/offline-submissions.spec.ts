import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  applicationsOf,
  jobCards,
  openSignedIn,
  savedQueryKeys,
  serviceWorkerInControl,
} from './support/applied-candidate'

/**
 * Offline-first (docs/adr/0062): every screen the candidate has seen reads from the saved cache
 * with no network; one never seen says so and loads by itself when the network returns.
 */
test('dashboard, submissions and a seen detail read offline; an unseen detail waits for the network', async ({
  page,
  context,
  appliedCandidate,
}) => {
  const applications = await applicationsOf(page.request, appliedCandidate.candidateId)
  await openSignedIn(page, appliedCandidate, '/dashboard')
  await expect(jobCards(page).first()).toBeVisible()
  await serviceWorkerInControl(page)

  await page.goto('/submissions')
  await expect(jobCards(page)).toHaveCount(10)
  const seenJobId = applications[0]!.jobId
  const unseenJobId = applications.at(-1)!.jobId
  await page.goto(`/submissions/${seenJobId}`)
  await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  await expect
    .poll(async () => (await savedQueryKeys(page)).filter((key) => key.includes(seenJobId)))
    .toHaveLength(2)

  await context.setOffline(true)
  await page.goto('/dashboard')
  await expect(jobCards(page).first()).toBeVisible()
  await expect(page.getByText(/^Offline - showing data from /)).toBeVisible()
  await expectNoAxeViolations(page)

  await page.goto('/submissions')
  await expect(jobCards(page)).toHaveCount(10)
  await expect(page.getByText(/^Offline - showing data from /)).toBeVisible()

  await page.goto(`/submissions/${seenJobId}`)
  await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  await expect(page.getByText(/^Offline - showing data from /)).toBeVisible()

  await page.goto(`/submissions/${unseenJobId}`)
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible()
  await expectNoAxeViolations(page)

  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  await expect(page.getByText(/^Offline - showing data from /)).toBeHidden()
})

/**
 * Offline browsing as a person does it: signed in and onboarded (the applied
 * candidate), they open the dashboard, a detail and two submission filters; the network goes,
 * the page is closed, and /dashboard is opened again in a fresh page of the same browser
 * profile. Everything seen reads from the saved cache with the 'data from' line; when the
 * network returns, the screen refreshes by itself with what changed meanwhile.
 */
test('a fresh page opened offline shows everything seen, and refreshes by itself online', async ({
  page,
  context,
  appliedCandidate,
}) => {
  test.setTimeout(120_000)
  const wide = (page.viewportSize()?.width ?? 0) >= 1024
  const chooseFilter = async (where: Page, label: RegExp) => {
    if (wide) await where.getByRole('link', { name: label }).click()
    else {
      const select = where.getByLabel('Filter by status')
      const option = select.getByRole('option', { name: label })
      await select.selectOption({ label: (await option.textContent()) ?? '' })
    }
  }
  const interviewsTile = (where: Page) =>
    where
      .getByRole('list', { name: 'Your submissions at a glance' })
      .getByRole('listitem')
      .filter({ hasText: 'Interviews' })

  // Online: the dashboard, a detail, the list and two of its filters.
  await openSignedIn(page, appliedCandidate, '/dashboard')
  await expect(jobCards(page).first()).toBeVisible()
  await serviceWorkerInControl(page)
  const firstCard = jobCards(page).first()
  const seenTitle = (await firstCard.getByRole('heading').textContent()) ?? ''
  await firstCard.getByRole('link', { name: /View Details/ }).click()
  await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  const seenJobId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await page.goto('/submissions')
  await expect(jobCards(page)).toHaveCount(10)
  await chooseFilter(page, /^Interview \(\d+\)$/)
  await expect(page).toHaveURL(/filter=interview/)
  await expect(jobCards(page).first()).toContainText('Status: Interview')
  await chooseFilter(page, /^Hired \(\d+\)$/)
  await expect(page).toHaveURL(/filter=hired/)
  await expect(jobCards(page).first()).toContainText('Status: Hired')
  await expect
    .poll(async () => {
      const keys = await savedQueryKeys(page)
      return [
        keys.some((key) => key.includes('"dashboard-stats"')),
        keys.some((key) => key.includes(`"detail","${seenJobId}"`)),
        keys.some((key) => key.includes('"list","interview",1')),
        keys.some((key) => key.includes('"list","hired",1')),
      ]
    })
    .toEqual([true, true, true, true])

  // Offline, the page closed; a fresh one in the same profile, whose clock the test can move on.
  await context.setOffline(true)
  await page.close()
  await context.clock.install()
  const fresh = await context.newPage()
  await fresh.goto('/dashboard')
  await expect(jobCards(fresh).first()).toBeVisible()
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()
  const interviewsBefore = Number(
    (await interviewsTile(fresh).textContent())?.replace(/\D/g, '') ?? 'NaN',
  )

  await jobCards(fresh)
    .filter({ hasText: seenTitle })
    .first()
    .getByRole('link', { name: /View Details/ })
    .click()
  await expect(fresh.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()

  await fresh.goto('/submissions')
  await expect(jobCards(fresh)).toHaveCount(10)
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()
  await chooseFilter(fresh, /^Interview \(\d+\)$/)
  await expect(jobCards(fresh).first()).toContainText('Status: Interview')
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()
  await chooseFilter(fresh, /^Hired \(\d+\)$/)
  await expect(jobCards(fresh).first()).toContainText('Status: Hired')
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()

  await fresh.goto('/dashboard')
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeVisible()
  await expectNoAxeViolations(fresh)

  // Meanwhile an agency asks for an interview (the test's own request, not the browser's).
  const inReview = (await applicationsOf(fresh.request, appliedCandidate.candidateId)).find(
    (application) =>
      application.status === 'InReview' &&
      !Object.values(appliedCandidate.movedJobIds).includes(application.jobId),
  )
  expect(inReview).toBeDefined()
  const moved = await fresh.request.post('/api/dev/applications/status', {
    data: {
      candidateId: appliedCandidate.candidateId,
      jobId: inReview?.jobId,
      status: 'Interview',
    },
  })
  expect(moved.ok()).toBe(true)

  // Back online once what is shown is older than the app's 30 s freshness: no reload, no tap.
  // The page's clock jumps there rather than the test waiting it out.
  await fresh.clock.fastForward(31_000)
  await context.setOffline(false)
  await expect(fresh.getByText(/^Offline - showing data from /)).toBeHidden()
  await expect(interviewsTile(fresh)).toContainText(String(interviewsBefore + 1))
})
