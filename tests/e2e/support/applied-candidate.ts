import { request, type APIRequestContext, type Page } from '@playwright/test'
import * as v from 'valibot'
import { profileAnalysisStatusResponseSchema } from '../../../contract/matches.ts'
import { webrtcSetupResponseSchema, type ServerSignal } from '../../../contract/interview.ts'
import { devApplicationsResponseSchema, type DevApplication } from '../../../contract/dev.ts'
import type { ApplicationStatus } from '../../../contract/applications.ts'
import { signInThroughApi } from '../../support/api-sign-in.ts'
import { callInterview } from '../../support/interview-caller.ts'
import { expect } from './fixtures'
import { saveDetailsAndTitles } from './interview'
import { storeSession } from './sign-in'

/**
 * A candidate the real product has applied for: signed in, onboarded, interviewed (a typed
 * answer broad enough for many matches), analysed, with some applications moved along the
 * pipeline by the agency endpoint. Built through the API and the interview's own socket, not
 * the screens (their specs click through them). Made once per worker: the screens under test
 * only read (or change one application each).
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
const AGENCY_MOVES: { status: ApplicationStatus; path: ApplicationStatus[] }[] = [
  { status: 'Interview', path: ['Interview'] },
  { status: 'Hired', path: ['Interview', 'JobOffer', 'Hired'] },
  { status: 'RecruiterDismissed', path: ['RecruiterDismissed'] },
]

async function waitForAnalysis(api: APIRequestContext, accessToken: string, candidateId: string) {
  await expect
    .poll(
      async () => {
        // A kept-alive connection the server closes just as a poll reuses it fails with
        // ECONNRESET (seen on a loaded machine); a browser retries that, so the poll does too.
        const response = await api.get(
          `/api/Candidate/GetProfileAnalysisStatus?candidateId=${candidateId}`,
          { headers: { Authorization: `Bearer ${accessToken}` }, maxRetries: 2 },
        )
        return v.parse(profileAnalysisStatusResponseSchema, await response.json()).data.data.status
      },
      { timeout: 30_000 },
    )
    .toBe('completed')
}

export async function applicationsOf(
  api: Pick<APIRequestContext, 'get'>,
  candidateId: string,
): Promise<DevApplication[]> {
  const response = await api.get(`/api/dev/applications?candidateId=${candidateId}`, {
    maxRetries: 2,
  })
  expect(response.ok()).toBe(true)
  return v.parse(devApplicationsResponseSchema, await response.json()).applications
}

export async function createAppliedCandidate(
  baseURL: string,
  phone: string,
): Promise<AppliedCandidate> {
  const api = await request.newContext({ baseURL })
  try {
    const { accessToken, candidateId } = await signInThroughApi(baseURL, phone)
    await saveDetailsAndTitles(api, candidateId, { Authorization: `Bearer ${accessToken}` })
    await typedInterview(api, baseURL, accessToken, candidateId)
    await waitForAnalysis(api, accessToken, candidateId)

    const applications = await applicationsOf(api, candidateId)
    // Enough for a second page on the dashboard and on the submissions list.
    expect(applications.length).toBeGreaterThan(20)
    const movedJobIds: AppliedCandidate['movedJobIds'] = {}
    for (const [index, move] of AGENCY_MOVES.entries()) {
      const application = applications[index]
      if (!application) throw new Error('Too few applications to move')
      movedJobIds[move.status] = application.jobId
      for (const status of move.path) {
        const moved = await api.post('/api/dev/applications/status', {
          data: { candidateId, jobId: application.jobId, status },
        })
        expect(moved.ok()).toBe(true)
      }
    }
    return { phone, candidateId, accessToken, movedJobIds }
  } finally {
    await api.dispose()
  }
}

/**
 * Step 4 over the same signalling socket and media path the interview screen uses
 * (tests/support/interview-caller.ts plays the browser): 'I agree', the broad answer typed once
 * the recruiter has spoken, then End interview once the recruiter has taken it. The interview
 * screens themselves have their own specs.
 */
async function typedInterview(
  api: APIRequestContext,
  origin: string,
  accessToken: string,
  candidateId: string,
): Promise<void> {
  const setup = await api.get(
    `/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${candidateId}`,
    { headers: { Authorization: `Bearer ${accessToken}` }, maxRetries: 2 },
  )
  expect(setup.ok()).toBe(true)
  const { callEndpointUri } = v.parse(webrtcSetupResponseSchema, await setup.json()).data.data
  const caller = await callInterview(callEndpointUri, { origin, accessToken })
  try {
    const isCaption = (signal: ServerSignal) => signal.type === 'caption'
    await caller.waitFor(isCaption, 30_000)
    const answeredAt = caller.signals.length
    caller.send({ type: 'text', text: BROAD_ANSWER })
    await caller.waitFor(
      (signal) => caller.signals.indexOf(signal) >= answeredAt && isCaption(signal),
      30_000,
    )
    caller.send({ type: 'end' })
    await caller.waitFor(
      (signal) => signal.type === 'state' && signal.phase === 'completed',
      30_000,
    )
  } finally {
    await caller.drop()
  }
}

/** Opens `path` signed in as the candidate (what the app stores after a validated code). */
export async function openSignedIn(page: Page, candidate: AppliedCandidate, path: string) {
  await storeSession(page, candidate, { finishedOnboarding: true })
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
