import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { candidateDetailsResponseSchema } from '../contract/candidate'
import { endpoints } from '../contract/endpoints'
import { serveSeeded, type SeededServer } from './build-and-serve'
import { signInThroughApi, type ApiSession } from '../tests/support/api-sign-in'
import type { StorageState } from './candidate'
import { onCleanup } from './cleanup'
import { seededPhone } from './fixtures/seed-dashboard'
import type { BenchContext } from './measure'

let shared: Promise<SeededServer> | undefined

/**
 * The server on the dashboard fixture (bench/fixtures/seed-dashboard.ts: 10,000 candidates x 50
 * applications), shared by every group that measures the dashboard: seeded and started by the
 * first one that asks, stopped with everything else at the end of the run.
 */
export function dashboardServer({ distDir, log }: BenchContext): Promise<SeededServer> {
  shared ??= serveSeeded(distDir, log).then((server) => {
    onCleanup(server.stop)
    log(`Dashboard server on ${server.url}, data in ${server.dataDir}`)
    return server
  })
  return shared
}

export interface SeededSession extends ApiSession {
  /** The seeded candidate's number n (0 to 9,999) and national phone number. */
  index: number
  phone: string
  fullName: string
}

/**
 * Seeded candidate n signed in through the real calls (SignUpAndLogin, the dev outbox,
 * ValidateOtp). Their phone is the seeded one, so the session is theirs: checked by the name
 * GetDetails answers (a new candidate would have none).
 */
export async function signInSeeded(baseUrl: string, index: number): Promise<SeededSession> {
  const phone = seededPhone(index)
  const session = await signInThroughApi(baseUrl, phone)
  const url = `${baseUrl}${endpoints.getDetails.path}?candidateId=${session.candidateId}`
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`GetDetails answered ${response.status} for ${phone}`)
  const { data } = v.parse(candidateDetailsResponseSchema, await response.json())
  if (!data.fullName)
    throw new Error(`${phone} signed in as a candidate without a name: not seeded?`)
  return { ...session, index, phone, fullName: data.fullName }
}

/** The seeded candidate the browser measures sign in as: about 30 active cards, 4 pages. */
const BROWSER_CANDIDATE = 1234

let browserSession: Promise<SeededSession> | undefined

/** The dashboard server and its signed-in browser candidate (signed in once per run). */
export async function dashboardCandidate(
  context: BenchContext,
): Promise<{ server: SeededServer; session: SeededSession }> {
  const server = await dashboardServer(context)
  browserSession ??= signInSeeded(server.url, BROWSER_CANDIDATE)
  return { server, session: await browserSession }
}

/**
 * What the app keeps in local storage after a validated code and a finished onboarding
 * (src/shared/session/session.ts startSession, and the guard's onboardingStatus '0'), as a
 * Playwright storage state for the server's origin.
 */
export function signedInState(baseUrl: string, session: SeededSession): StorageState {
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [
          { name: 'accessToken', value: session.accessToken },
          { name: 'candidateId', value: session.candidateId },
          { name: 'mobileNumber', value: session.phone },
          { name: 'onboardingStatus', value: '0' },
        ],
      },
    ],
  }
}

/** The job cards of the screen: list items with a 'View Details' link (src/entities/application/ui). */
export const jobCards = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /View Details/ }) })
