import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { devApplicationsResponseSchema } from '../../contract/dev.ts'
import { E2E_AUTO_APPLY_LIMIT, expect, expectNoAxeViolations, test } from './support/fixtures'
import {
  MICROPHONE_ALLOWED,
  latestCaption,
  reachInterviewSetup,
  session,
  startWebInterview,
  typeAnswer,
} from './support/interview'

/**
 * After the interview: the real analysis on the real server, from the end of the call
 * through /check-profile to the dashboard. Answers are typed; the microphone hears silence.
 */
test.use(MICROPHONE_ALLOWED)

const DALLAS_WAREHOUSE =
  'I want warehouse work in Dallas, Texas, up to 30 miles from home, any shift. ' +
  "I won't relocate. I need $16 an hour. I have 3 years of experience with an RF scanner and a pallet jack."

const ANCHORAGE_ONLY =
  "I want forklift work in Anchorage, Alaska, up to 5 miles from home. I won't relocate."

/** One typed answer, then End interview: the recruiter has what it needs to match. */
async function interviewWith(page: Page, phone: string, answer: string) {
  await reachInterviewSetup(page, phone)
  await startWebInterview(page)
  await expect(latestCaption(page)).toContainText('Hi Rosa!')
  await typeAnswer(page, answer)
  await expect(latestCaption(page)).not.toContainText('Hi Rosa!', { timeout: 30_000 })
  await page.getByRole('button', { name: 'End interview' }).click()
  await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
  await expect(page.getByRole('heading', { name: 'Welcome to Hirelane Jobs!' })).toBeVisible()
}

async function applicationsOnServer(page: Page) {
  const { candidateId } = await session(page)
  const response = await page.request.get(`/api/dev/applications?candidateId=${candidateId}`)
  expect(response.ok()).toBe(true)
  return v.parse(devApplicationsResponseSchema, await response.json()).applications
}

test.describe('/check-profile after the interview', () => {
  test('the analysis runs to 100 %, Continue shows the match counts, and View dashboard opens the dashboard @desktop', async ({
    page,
    phone,
  }) => {
    await interviewWith(page, phone, DALLAS_WAREHOUSE)
    const progress = page.getByRole('progressbar', { name: 'Profile analysis' })
    await expect(progress).toBeVisible()
    await expectNoAxeViolations(page)

    // The same page, reloaded mid-analysis (a candidate who closed and came back): still here.
    await page.reload()
    await expect(page).toHaveURL(/\/check-profile$/)
    await expect(progress).toBeVisible()

    const next = page.getByRole('button', { name: 'Continue' })
    await expect(next).toBeVisible({ timeout: 20_000 })
    await expect(progress).toHaveAttribute('aria-valuenow', '100')
    await next.click()

    await expect(page.getByRole('heading', { name: 'Your Job Matches Are Ready' })).toBeVisible()
    await expect(page.getByText('High Matches', { exact: true })).toBeVisible()
    await expect(page.getByText('Good Matches', { exact: true })).toBeVisible()
    await expectNoAxeViolations(page)

    // What the screen says is what the server stored, and the agency applied for the candidate.
    const { accessToken, candidateId } = await session(page)
    const statistics = await page.request.get(
      `/api/CandidateApplication/GetJobMatchStatistics?candidateId=${candidateId}`,
      { headers: { Authorization: `Bearer ${accessToken}` } },
    )
    const { data } = (await statistics.json()) as {
      data: { data: { highMatches: number; goodMatches: number; highMatchesPercentage: number } }
    }
    expect(data.data.highMatches + data.data.goodMatches).toBeGreaterThan(0)
    await expect(
      page.getByRole('status').filter({ hasText: 'Your Job Matches Are Ready:' }),
    ).toHaveText(
      new RegExp(`${data.data.highMatches} high matche?s? and ${data.data.goodMatches} good`),
    )
    await expect(
      page.getByText(`${data.data.highMatchesPercentage}% of your matches`).first(),
    ).toBeVisible()
    const applications = await applicationsOnServer(page)
    expect(applications.length).toBe(
      Math.min(E2E_AUTO_APPLY_LIMIT, data.data.highMatches + data.data.goodMatches),
    )
    expect(applications.every((application) => application.status === 'InReview')).toBe(true)

    await page.getByRole('button', { name: 'View dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)

    // Onboarding is over: /check-profile without the marker of the onboarding flow is the dashboard.
    await page.goto('/check-profile')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  test("a candidate nothing matches yet sees 'We're Still Matching You' at 320 px", async ({
    page,
    phone,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await interviewWith(page, phone, ANCHORAGE_ONLY)
    await page.getByRole('button', { name: 'Continue' }).click({ timeout: 20_000 })
    await expect(page.getByRole('heading', { name: "We're Still Matching You" })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your Job Matches Are Ready' })).toHaveCount(0)
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true)
    await expectNoAxeViolations(page)
    expect(await applicationsOnServer(page)).toEqual([])
    await page.getByRole('button', { name: 'View dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})
