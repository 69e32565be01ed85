import path from 'node:path'
import type { Page } from '@playwright/test'
import { candidatePreferenceResponseSchema } from '../../../contract/preferences.ts'
import * as v from 'valibot'
import { chromiumPath, offlineChromiumFlags } from '../../chromium.ts'
import { expect } from './fixtures'
import { signIn } from './sign-in'

const FIXTURES = path.join(process.cwd(), 'tests', 'fixtures', 'interview')

/**
 * Chromium with a fake microphone that plays `wav` in a loop (DESIGN.md 10), and the permission
 * already granted, as a candidate who pressed Allow.
 */
export const fakeMicrophone = (wav: 'mic-answer.wav' | 'mic-silence.wav') => ({
  permissions: ['microphone'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      ...offlineChromiumFlags,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${path.join(FIXTURES, wav)}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
})

export const session = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken') ?? '',
    candidateId: localStorage.getItem('candidateId') ?? '',
  }))

/**
 * A new candidate signed in on the login screen, with steps 1 and 2 saved through the same
 * calls the screens make, on step 3 ('AI Interview Setup').
 */
export async function reachInterviewSetup(page: Page, phone: string): Promise<void> {
  await signIn(page, phone)
  const { accessToken, candidateId } = await session(page)
  const auth = { Authorization: `Bearer ${accessToken}` }
  const details = await page.request.post(
    `/api/Candidate/UpdateCandidateDetails?candidateId=${candidateId}&isCandidateOnboarding=true`,
    {
      headers: auth,
      data: {
        firstName: 'Rosa',
        lastName: 'Mendez',
        emailId: 'rosa@example.com',
        fullName: 'Rosa Mendez',
      },
    },
  )
  expect(details.ok()).toBe(true)
  const titles = await page.request.post('/api/Candidate/UpdateUserTitlePreference', {
    headers: auth,
    data: { candidateId, selectedTitles: ['Warehouse Associate'], customTitles: [] },
  })
  expect(titles.ok()).toBe(true)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'AI Interview Setup' })).toBeVisible()
}

/** Start interview now -> I agree: the call screen, connected. */
export async function startWebInterview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start interview now' }).click()
  await page.getByRole('button', { name: 'I agree' }).click()
  await expect(page.getByRole('heading', { name: 'AI Interview' })).toBeVisible()
  await expect(page.getByText('Interview in progress')).toBeVisible({ timeout: 30_000 })
}

/** The recruiter's latest caption (the live region of the captions panel). */
export const latestCaption = (page: Page) =>
  page.getByRole('region', { name: 'What the recruiter said' }).locator('[aria-live="polite"]')

export async function typeAnswer(page: Page, text: string): Promise<void> {
  const box = page.getByLabel('Type your answer')
  await expect(box).toBeEnabled()
  await box.fill(text)
  await page.getByRole('button', { name: 'Send answer' }).click()
}

export async function preferencesOnServer(page: Page) {
  const { accessToken, candidateId } = await session(page)
  const response = await page.request.get(
    `/api/Candidate/GetCandidatePreference?candidateId=${candidateId}`,
    {
      headers: { Authorization: `Bearer ${accessToken}` },
    },
  )
  expect(response.ok()).toBe(true)
  return v.parse(candidatePreferenceResponseSchema, await response.json()).data
}
