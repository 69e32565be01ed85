import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test } from './support/fixtures'
import { MICROPHONE_ALLOWED, reachInterviewSetup, startWebInterview } from './support/interview'

/**
 * A node full of interviews, against the real server: with room for one interview, a second
 * candidate's 'I agree' is told every recruiter is busy, the screen keeps trying by itself,
 * and the call starts as soon as the first candidate's call ends.
 */
test.use(MICROPHONE_ALLOWED)
test.use({ serverEnv: { INTERVIEW_CAPACITY: '1' } })

const WAITING_HEADING = 'The recruiter will be with you in a moment'

/** The answer to a web call's 'I agree' with `status`. */
const createCallAnswered = (page: Page, status: number) =>
  page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/Engagement/GetWebrtcSetupDetailsForCandidate' &&
      response.status() === status,
  )

test('a second interview waits for the recruiter and starts by itself when the first ends', async ({
  page,
  browser,
  baseURL,
  phone,
}) => {
  // Two sign-ins and two calls set up, and a wait of the server's asking between tries.
  test.setTimeout(120_000)
  // Candidate A takes the node's one place: a live call in a browser of its own. Its number is
  // the test's own with another exchange, so no other test's candidate is the same.
  const first = await browser.newContext({ ...MICROPHONE_ALLOWED, baseURL })
  try {
    const firstPage = await first.newPage()
    await reachInterviewSetup(firstPage, phone.replace(/^206555/, '206557'))
    await startWebInterview(firstPage)

    // Candidate B agrees to the web call while A's is live.
    await reachInterviewSetup(page, phone)
    await page.getByRole('button', { name: 'Start interview now' }).click()
    const refused = createCallAnswered(page, 503)
    await page.getByRole('button', { name: 'I agree' }).click()
    const answer = await refused
    expect(answer.headers()['retry-after']).toBe('5')
    await expect(page.getByRole('heading', { name: WAITING_HEADING })).toBeFocused()
    await expect(
      page.getByText(
        'Many people are doing their interview right now. Yours starts by itself as soon as a recruiter is free. Keep this page open.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Back' })).toBeVisible()
    await expectNoAxeViolations(page)

    // It tries again by itself, and is still refused while A's call is live.
    await createCallAnswered(page, 503)
    await expect(page.getByRole('heading', { name: WAITING_HEADING })).toBeVisible()

    // A ends the call: B's next try gets the place, and B's call connects with nothing pressed.
    const admitted = createCallAnswered(page, 200)
    await firstPage.getByRole('button', { name: 'End interview' }).click()
    await admitted
    await expect(page.getByRole('heading', { name: 'AI Interview' })).toBeVisible()
    await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('heading', { name: WAITING_HEADING })).toBeHidden()
  } finally {
    await first.close()
  }
})
