import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import {
  applicationsOf,
  jobCards,
  openSignedIn,
  savedQueryKeys,
  serviceWorkerInControl,
} from './support/applied-candidate'

/**
 * Offline-first (issue 10): every screen the candidate has seen reads from the saved cache with
 * no network; one never seen says so and loads by itself when the network returns.
 */
test('dashboard, submissions and a seen detail read offline; an unseen detail waits for the network @desktop', async ({
  page,
  context,
  appliedCandidate,
}) => {
  const applications = await applicationsOf(page, appliedCandidate.candidateId)
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
