import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, expect } from 'vitest'
import {
  engagementStatusResponseSchema,
  webrtcSetupResponseSchema,
  type EngagementStatus,
  type WebrtcSetup,
} from '../../../contract/interview'
import { openDatabase, type Database, type DatabaseHandle } from '../../../server/db/client'
import { startServer, type RunningServer } from '../../../server/start-server'
import { createPostgresDatabase } from './databases'

/**
 * A real server (startServer on a free port, embedded Azurite, PGlite or a fresh PostgreSQL
 * database) for the suites that need a socket: one per test file, started in beforeAll and
 * closed in afterAll with its temporary directory and database removed.
 */

const LOGIN_ID = 'b'.repeat(64)

export interface ApiSession {
  accessToken: string
  userId: string
}

/** Signs a new candidate in through the real calls: SignUpAndLogin, the dev outbox, ValidateOtp. */
export async function signInOverHttp(
  server: Pick<RunningServer, 'url'>,
  nationalNumber: string,
): Promise<ApiSession> {
  const sent = await fetch(`${server.url}/api/SMSLogin/SignUpAndLogin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-DeviceId': 'device-e2e-0001' },
    body: JSON.stringify({ userPhoneNumber: nationalNumber, loginId: LOGIN_ID, countryCode: '1' }),
  })
  expect(sent.status).toBe(200)
  const { data } = (await sent.json()) as { data: { sessionToken: string } }

  const outbox = await fetch(
    `${server.url}/api/dev/outbox?phone=${encodeURIComponent(`+1${nationalNumber}`)}`,
  )
  const { messages } = (await outbox.json()) as { messages: Array<{ code: string }> }
  const code = messages[0]?.code ?? ''

  const validated = await fetch(`${server.url}/api/SMSLogin/ValidateOtp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${data.sessionToken}` },
    body: JSON.stringify({
      userPhonenumber: nationalNumber,
      otp: code,
      sessionToken: data.sessionToken,
    }),
  })
  expect(validated.status).toBe(200)
  const body = (await validated.json()) as {
    message: { data: { accessToken: string } }
    data: { userId: string }
  }
  return { accessToken: body.message.data.accessToken, userId: body.data.userId }
}

interface TestServer {
  readonly server: RunningServer
  /** The server's database, opened separately; only with `database: 'postgres'`. */
  readonly db: Database
  readonly dataDir: string
}

/**
 * One real server for the test file. With `database: 'postgres'` it runs on a fresh database of
 * TEST_DATABASE_URL's PostgreSQL, which the test can read at the same time (an embedded PGlite
 * belongs to the server process alone).
 */
export function useRunningServer(
  options: {
    env?: Record<string, string>
    database?: 'pglite' | 'postgres'
    /** The recruiter's wait for an answer (startServer's interviewAnswerTimeoutMs). */
    answerTimeoutMs?: number
  } = {},
): TestServer {
  let server: RunningServer | undefined
  let handle: DatabaseHandle | undefined
  let dataDir: string | undefined
  let dropDatabase: (() => Promise<void>) | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hirelane-interview-'))
    let databaseUrl: string | undefined
    if (options.database === 'postgres') {
      const created = await createPostgresDatabase()
      databaseUrl = created.url
      dropDatabase = created.drop
    }
    server = await startServer({
      env: {
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        STATIC_DIR: join(dataDir, 'no-build'),
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...options.env,
      },
      port: 0,
      ...(options.answerTimeoutMs === undefined
        ? {}
        : { interviewAnswerTimeoutMs: options.answerTimeoutMs }),
    })
    if (databaseUrl) handle = await openDatabase({ url: databaseUrl })
  })

  afterAll(async () => {
    await handle?.close()
    await server?.close()
    await dropDatabase?.()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  return {
    get server() {
      if (!server) throw new Error('The server starts in beforeAll: use it inside tests.')
      return server
    },
    get db() {
      if (!handle) throw new Error('The database is readable only with database: postgres.')
      return handle.db
    },
    get dataDir() {
      if (!dataDir) throw new Error('The server starts in beforeAll: use it inside tests.')
      return dataDir
    },
  }
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

/** 'I agree': a new engagement and its signalling address. */
export async function createEngagementOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
): Promise<WebrtcSetup> {
  const response = await fetch(
    `${server.url}/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${session.userId}`,
    { headers: bearer(session) },
  )
  expect(response.status).toBe(200)
  return v.parse(webrtcSetupResponseSchema, await response.json()).data.data
}

export async function engagementStatusOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
  engagementId: string,
): Promise<EngagementStatus> {
  const response = await fetch(
    `${server.url}/api/Engagement/GetEngagementCallStatus?engagementId=${engagementId}`,
    { headers: bearer(session) },
  )
  expect(response.status).toBe(200)
  return v.parse(engagementStatusResponseSchema, await response.json()).data.data
}

/** GetCandidateOnboardingDetails as a list of completed flags, steps 1 to 4. */
export async function onboardingStepsOverHttp(
  server: Pick<RunningServer, 'url'>,
  session: ApiSession,
): Promise<boolean[]> {
  const response = await fetch(
    `${server.url}/api/Candidate/GetCandidateOnboardingDetails?candidateId=${session.userId}`,
    { headers: bearer(session) },
  )
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: Array<{ completed: boolean }> }
  return body.data.map((step) => step.completed)
}

/** Polls until `read` gives a value `done` accepts (the server finishes some work after replying). */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 20_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) return value
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
