import type { APIRequestContext, Page } from '@playwright/test'
import { candidatePreferenceResponseSchema } from '../../../contract/preferences.ts'
import * as v from 'valibot'
import {
  chromiumPath,
  fakeMicrophoneFlags,
  offlineChromiumFlags,
  type MicrophoneRecording,
} from '../../chromium.ts'
import { expect } from './fixtures'
import { signInWithoutScreen } from './sign-in'

/**
 * Chromium whose fake microphone plays `wav` in a loop, and the permission already granted, as
 * a candidate who pressed Allow. Every e2e browser has a fake microphone in a quiet room
 * (playwright.config.ts), so specs that need only that ask for the permission alone; another
 * recording is a launch option, and so a worker of its own.
 */
export const fakeMicrophone = (wav: Exclude<MicrophoneRecording, 'mic-silence.wav'>) => ({
  permissions: MICROPHONE_ALLOWED.permissions,
  launchOptions: {
    executablePath: chromiumPath,
    args: [...offlineChromiumFlags, ...fakeMicrophoneFlags(wav)],
  },
})

/** The quiet room every e2e browser's fake microphone plays, with the permission granted. */
export const MICROPHONE_ALLOWED = { permissions: ['microphone'] }

export const session = (page: Page) =>
  page.evaluate(() => ({
    accessToken: localStorage.getItem('accessToken') ?? '',
    candidateId: localStorage.getItem('candidateId') ?? '',
  }))

/**
 * Onboarding steps 1 (Rosa Mendez's names and email) and 2 (Warehouse Associate), saved through
 * the same calls the screens make, with the signed-in candidate's `headers`.
 */
export async function saveDetailsAndTitles(
  request: APIRequestContext,
  candidateId: string,
  headers: Record<string, string>,
): Promise<void> {
  const details = await request.post(
    `/api/Candidate/UpdateCandidateDetails?candidateId=${candidateId}&isCandidateOnboarding=true`,
    {
      headers,
      data: {
        firstName: 'Rosa',
        lastName: 'Mendez',
        emailId: 'rosa@example.com',
        fullName: 'Rosa Mendez',
      },
    },
  )
  expect(details.ok()).toBe(true)
  const titles = await request.post('/api/Candidate/UpdateUserTitlePreference', {
    headers,
    data: { candidateId, selectedTitles: ['Warehouse Associate'], customTitles: [] },
  })
  expect(titles.ok()).toBe(true)
}

/**
 * A new candidate signed in through the API, with steps 1 and 2 saved through the same
 * calls the screens make, on step 3 ('AI Interview Setup').
 */
export async function reachInterviewSetup(page: Page, phone: string): Promise<void> {
  await signInWithoutScreen(page, phone)
  const { accessToken, candidateId } = await session(page)
  await saveDetailsAndTitles(page.request, candidateId, {
    Authorization: `Bearer ${accessToken}`,
  })
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
