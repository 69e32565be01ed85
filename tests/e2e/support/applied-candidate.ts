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
  /** The job id of the application each agency move ended in that status. */
  movedJobIds: Partial<Record<ApplicationStatus, string>>
}

const BROAD_ANSWER =
  'I want warehouse, forklift, order picker, material handler or production work in Dallas, Texas, ' +
  'up to 50 miles from home, any shift. I will relocate. I need $15 an hour.'

/**
 * Agency moves: one application in Interview, one Hired (through Interview and JobOffer, so its
 * stage history has four entries), one dismissed by the recruiter. None stays in JobOffer, so
 * that tab shows its empty state.
 */
export const AGENCY_MOVES: { status: ApplicationStatus; path: ApplicationStatus[] }[] = [
  { status: 'Interview', path: ['Interview'] },
  { status: 'Hired', path: ['Interview', 'JobOffer', 'Hired'] },
  { status: 'RecruiterDismissed', path: ['RecruiterDismissed'] },
]

async function waitForAnalysis(page: Page) {
  const { accessToken, candidateId } = await session(page)
  await expect
    .poll(
      async () => {
        // A kept-alive connection the server closes just as a poll reuses it fails with
        // ECONNRESET (seen on a loaded CI machine); a browser retries that, so the poll does too.
        const response = await page.request
          .get(`/api/Candidate/GetProfileAnalysisStatus?candidateId=${candidateId}`, {
            headers: { Authorization: `Bearer ${accessToken}` },
          })
          .catch((error: unknown) => {
            if (String(error).includes('ECONNRESET')) return undefined
            throw error
          })
        if (!response) return 'connection reset'
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
    // English, whatever the test asks for: Playwright gives contexts made in a test's worker
    // that test's options, and a Spanish test's locale would show these steps in Spanish.
    const context = await browser.newContext({
      baseURL,
      permissions: microphone.permissions,
      locale: 'en-US',
    })
    const page = await context.newPage()
    await reachInterviewSetup(page, phone)
    await startWebInterview(page)
    // Answered at the first question, not during the greeting: on a busy machine the greeting
    // can play out before its caption is read, so waiting for it raced (CI).
    const caption = latestCaption(page)
    await expect(caption).not.toBeEmpty({ timeout: 30_000 })
    await expect(caption).not.toContainText('Hi Rosa!', { timeout: 30_000 })
    const question = (await caption.textContent()) ?? ''
    await typeAnswer(page, BROAD_ANSWER)
    await expect(caption).not.toHaveText(question, { timeout: 30_000 })
    await page.getByRole('button', { name: 'End interview' }).click()
    await expect(page).toHaveURL(/\/check-profile$/, { timeout: 30_000 })
    await waitForAnalysis(page)

    const { accessToken, candidateId } = await session(page)
    const applications = await applicationsOf(page, candidateId)
    // Enough for a second page on the dashboard and on the submissions list.
    expect(applications.length).toBeGreaterThan(20)
    const movedJobIds: AppliedCandidate['movedJobIds'] = {}
    for (const [index, move] of AGENCY_MOVES.entries()) {
      const application = applications[index]
      if (!application) throw new Error('Too few applications to move')
      movedJobIds[move.status] = application.jobId
      for (const status of move.path) {
        const moved = await page.request.post('/api/dev/applications/status', {
          data: { candidateId, jobId: application.jobId, status },
        })
        expect(moved.ok()).toBe(true)
      }
    }
    return { phone, candidateId, accessToken, movedJobIds }
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

/** A candidate call with the candidate's token, parsed as JSON. */
export async function candidateGet<T = unknown>(
  page: Page,
  candidate: AppliedCandidate,
  path: string,
): Promise<T> {
  const separator = path.includes('?') ? '&' : '?'
  const response = await page.request.get(
    `${path}${separator}candidateId=${candidate.candidateId}`,
    {
      headers: { Authorization: `Bearer ${candidate.accessToken}` },
    },
  )
  expect(response.ok()).toBe(true)
  return (await response.json()) as T
}

/** The page has no horizontal scroll (the 320 px check). */
export const hasNoHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)

/** The job cards on the screen (one list item per card). */
export const jobCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /View Details/ }) })

/** The query keys saved in IndexedDB (the persisted query cache), as JSON strings. */
export const savedQueryKeys = (page: Page) =>
  page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hirelane-query-cache')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    try {
      if (!db.objectStoreNames.contains('queries')) return []
      const client = await new Promise<{ clientState?: { queries?: { queryKey: unknown }[] } }>(
        (resolve, reject) => {
          const request = db.transaction('queries').objectStore('queries').get('react-query')
          request.onsuccess = () => resolve(request.result ?? {})
          request.onerror = () => reject(request.error)
        },
      )
      return (client.clientState?.queries ?? []).map((query) => JSON.stringify(query.queryKey))
    } finally {
      db.close()
    }
  })

/** Until the service worker controls the page (so an offline reload gets the app). */
export const serviceWorkerInControl = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      )
    }
  })
