import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/applied-fixtures'
import { applicationsOf, openSignedIn, type AppliedCandidate } from './support/applied-candidate'

/**
 * Feedback on a submission (docs/product.md#feedback) against the real server: online, and
 * queued offline then sent exactly once.
 */

/** An application still in review that has no feedback yet: each test takes its own. */
async function freshApplication(page: Page, candidate: AppliedCandidate) {
  const applications = await applicationsOf(page.request, candidate.candidateId)
  const fresh = applications.find(
    (application) => application.status === 'InReview' && !application.candidateFeedbackState,
  )
  if (!fresh) throw new Error('No application without feedback is left')
  return fresh
}

async function serverRecord(page: Page, candidate: AppliedCandidate, jobId: string) {
  const applications = await applicationsOf(page.request, candidate.candidateId)
  return applications.find((application) => application.jobId === jobId)
}

const dialog = (page: Page) => page.getByRole('dialog')

test.describe('feedback', () => {
  test('More jobs like this: reasons, the Other reason rule, thank you, and the icons show it @desktop', async ({
    page,
    appliedCandidate,
  }) => {
    const { jobId } = await freshApplication(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, `/submissions/${jobId}`)
    await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()

    await page.getByRole('button', { name: 'More jobs like this' }).click()
    await expect(dialog(page)).toBeVisible()
    const send = dialog(page).getByRole('button', { name: 'Send feedback' })
    await expect(send).toBeDisabled()
    await dialog(page).getByRole('checkbox', { name: 'Great location' }).check()
    await expect(send).toBeEnabled()
    // 'Other reason' needs its text; spaces alone are not a reason.
    await dialog(page).getByRole('checkbox', { name: 'Other reason' }).check()
    await expect(send).toBeDisabled()
    await dialog(page).getByRole('textbox', { name: 'Other reason' }).fill('   ')
    await expect(send).toBeDisabled()
    await dialog(page)
      .getByRole('textbox', { name: 'Other reason' })
      .fill('Close to my kids’ school')
    await expect(send).toBeEnabled()
    await expectNoAxeViolations(page)

    await send.click()
    await expect(dialog(page).getByText('Thank you for your feedback!')).toBeVisible()
    await expectNoAxeViolations(page)
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByText('You want more jobs like this')).toBeVisible()

    const record = await serverRecord(page, appliedCandidate, jobId)
    expect(record).toMatchObject({ candidateFeedbackState: 'Interested', feedbackCount: 1 })

    // Closing resets: the modal opens empty again.
    await page.getByRole('button', { name: 'More jobs like this' }).click()
    await expect(dialog(page).getByRole('checkbox', { name: 'Great location' })).not.toBeChecked()
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
  })

  test('Dismiss Application dismisses it', async ({ page, appliedCandidate }) => {
    const { jobId } = await freshApplication(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, `/submissions/${jobId}`)
    await page.getByRole('button', { name: 'Dismiss Application' }).click()
    await dialog(page).getByRole('checkbox', { name: 'Salary is too low' }).check()
    await dialog(page).getByRole('button', { name: 'Send feedback' }).click()
    await expect(dialog(page).getByText('Thank you for your feedback!')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(page.getByText('You dismissed this application')).toBeVisible()
    expect(await serverRecord(page, appliedCandidate, jobId)).toMatchObject({
      status: 'CandidateDismissed',
      candidateFeedbackState: 'NotInterested',
      feedbackCount: 1,
    })
  })

  test('feedback given offline survives a reload and a closed tab, and reaches the server once', async ({
    page,
    context,
    appliedCandidate,
  }) => {
    const { jobId } = await freshApplication(page, appliedCandidate)
    await openSignedIn(page, appliedCandidate, `/submissions/${jobId}`)
    await expect(page.getByRole('heading', { name: 'Job submission detail' })).toBeVisible()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })

    await context.setOffline(true)
    await page.getByRole('button', { name: 'More jobs like this' }).click()
    await dialog(page).getByRole('checkbox', { name: 'Matches my skills' }).check()
    await dialog(page).getByRole('button', { name: 'Send feedback' }).click()
    await expect(
      dialog(page).getByText("Your feedback will be sent when you're back online."),
    ).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(
      page.getByText("Your feedback will be sent when you're back online."),
    ).toBeVisible()

    // A reload offline: the queued feedback is still there.
    await page.reload()
    await expect(
      page.getByText("Your feedback will be sent when you're back online."),
    ).toBeVisible()

    // Closed and opened again, still offline.
    await page.close()
    const reopened = await context.newPage()
    await reopened.goto(`/submissions/${jobId}`)
    await expect(
      reopened.getByText("Your feedback will be sent when you're back online."),
    ).toBeVisible()

    // Back online: sent once, and the screen says so.
    await context.setOffline(false)
    await expect(reopened.getByText('You want more jobs like this')).toBeVisible()
    await expect(
      reopened.getByText("Your feedback will be sent when you're back online."),
    ).toBeHidden()
    await expect
      .poll(async () => (await serverRecord(reopened, appliedCandidate, jobId))?.feedbackCount)
      .toBe(1)
    await reopened.reload()
    await expect(reopened.getByText('You want more jobs like this')).toBeVisible()
    expect(await serverRecord(reopened, appliedCandidate, jobId)).toMatchObject({
      candidateFeedbackState: 'Interested',
      feedbackCount: 1,
    })
  })
})
