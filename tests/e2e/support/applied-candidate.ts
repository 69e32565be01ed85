import { chromium, type Browser, type Page } from '@playwright/test'
import * as v from 'valibot'
import { profileAnalysisStatusResponseSchema } from '../../../contract/matches.ts'
import { devApplicationsResponseSchema, type DevApplication } from '../../../contract/dev.ts'
import type { ApplicationStatus } from '../../../contract/applications.ts'
import { expect } from './fixtures'
import {
  fakeMicrophone,
  latestCaption,
  reachInterviewSetup,
  session,
  startWebInterview,
  typeAnswer,
} from './interview'

/**
 * A candidate the real product has applied for: signed in, onboarded, interviewed (a typed
 * answer broad enough for many matches), analysed, with some applications moved along the
 * pipeline by the agency endpoint. Made once per worker: the interview and analysis take
 * seconds, and the screens under test only read (or change one application each).
 */
export interface AppliedCandidate {
  phone: string
  candidateId: string
  accessToken: string
}

const BROAD_ANSWER =
  'I want warehouse, forklift, order picker, material handler or production work in Dallas, Texas, ' +
  'up to 50 miles from home, any shift. I will relocate. I need $15 an hour.'

/** Agency moves that give the screens one application in each later status. */
const MOVES: { status: ApplicationStatus; path: ApplicationStatus[] }[] = [
  { status: 'Interview', path: ['Interview'] },
  { status: 'JobOffer', path: ['Interview', 'JobOffer'] },
  { status: 'Hired', path: ['Interview', 'JobOffer', 'Hired'] },
  { status: 'RecruiterDismissed', path: ['RecruiterDismissed'] },
]

async function waitForAnalysis(page: Page) {
  const { accessToken, candidateId } = await session(page)
  await expect
    .poll(
      async () => {
        const response = await page.request.get(
          `/api/Candidate/GetProfileAnalysisStatus?candidateId=${candidateId}`,
          { headers: { Authorization: `Bearer ${accessToken}` } },
        )
        return v.parse(profileAnalysisStatusResponseSchema, await response.json()).data.data.status
      },
      { timeout: 30_000 },
    )
    .toBe('completed')
}

export async function applicationsOf(page: Page, candidateId: string): Promise<DevApplication[]> {
  const response = await page.request.get(`/api/dev/applications?candidateId=${candidateId}`)
  expect(response.ok()).toBe(true)
  return v.parse(devApplicationsResponseSchema, await response.json()).applications
}

export async function createAppliedCandidate(
  baseURL: string,
  phone: string,
): Promise<AppliedCandidate> {
  const microphone = fakeMicrophone('mic-silence.wav')
  let browser: Browser | undefined
  try {
    browser = await chromium.launch(microphone.launchOptions)
    const context = await browser.newContext({ baseURL, permissions: microphone.permissions })
    const page = await context.newPage()
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    await expect(latestCaption(page)).toContainText('Hi Rosa!')
    await typeAnswer(page, BROAD_ANSWER)
    await expect(latestCaption(page)).not.toContainText('Hi Rosa!', { timeout: 30_000 })
    await page.getByRole('button', { name: 'End interview' }).click()
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
    await waitForAnalysis(page)

    const { accessToken, candidateId } = await session(page)
    const applications = await applicationsOf(page, candidateId)
    // Enough for a second page on the dashboard and on the submissions list.
    expect(applications.length).toBeGreaterThan(20)
    for (const [index, move] of MOVES.entries()) {
      const application = applications[index]
      if (!application) throw new Error('Too few applications to move')
      for (const status of move.path) {
        const moved = await page.request.post('/api/dev/applications/status', {
          data: { candidateId, jobId: application.jobId, status },
        })
        expect(moved.ok()).toBe(true)
      }
    }
    return { phone, candidateId, accessToken }
  } finally {
    await browser?.close()
  }
}

/** Opens `path` signed in as the candidate (what the app stores after a validated code). */
export async function openSignedIn(page: Page, candidate: AppliedCandidate, path: string) {
  await page.goto('/terms')
  await page.evaluate(({ accessToken, candidateId, phone }) => {
    localStorage.setItem('accessToken', accessToken)
    localStorage.setItem('candidateId', candidateId)
    localStorage.setItem('mobileNumber', phone)
    localStorage.setItem('onboardingStatus', '0')
  }, candidate)
  await page.goto(path)
}
