import * as v from 'valibot'
import { candidateDetailsResponseSchema } from '../contract/candidate'
import { endpoints } from '../contract/endpoints'
import { serveSeeded, type SeededServer } from './build-and-serve'
import { signInThroughApi, type ApiSession } from './candidate'
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
