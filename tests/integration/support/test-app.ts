import type { Agent } from 'node:https'
import { Writable } from 'node:stream'
import { expect } from 'vitest'
import { loadConfig, type Config } from '../../../server/config'
import type { Database } from '../../../server/db/client'
import { createApp } from '../../../server/http/app'
import { deriveServerKeys, generateVapidKeys } from '../../../server/keys'
import { createLogger } from '../../../server/logger'
import {
  createConsoleSmsProvider,
  type ConsoleSmsProvider,
} from '../../../server/providers/sms/console-provider'
import type { SmsProvider } from '../../../server/providers/sms/sms-provider'
import type { TelephonyProvider } from '../../../server/providers/telephony/telephony-provider'
import { unavailableBlobStore, type BlobStore } from '../../../server/providers/blob/blob-store'
import type { AppDeps } from '../../../server/app-deps'
import type { JobQueue, QueueName } from '../../../server/queue/job-queue'
import type { PgBossJobQueue } from '../../../server/queue/pg-boss-queue'
import { createJobHandlers } from '../../../server/job-handlers'
import { handlerEntries } from '../../../server/queue/handler-entries'
import { publicOriginOf } from '../../../server/services/public-origin'
import type { AnalyseResume } from '../../../server/services/resume-analysis'
import { createTestClock, type TestClock } from './test-clock'

/** The IP tests send from unless a request says otherwise with the X-Test-Ip header. */
const DEFAULT_TEST_IP = '203.0.113.10'
export const TEST_LOGIN_ID = 'a'.repeat(64)
export const TEST_DEVICE_ID = 'device-test-0001'
/** The secret every test app derives its keys from (a suite signs tokens of its own with it). */
export const TEST_SERVER_SECRET = 'integration-test-secret-0123456789abcdef'

export interface TestApp {
  app: ReturnType<typeof createApp>
  clock: TestClock
  /** The console provider's outbox (the app uses it unless another provider was given). */
  sms: ConsoleSmsProvider
  config: Config
  /** Every log line the app wrote, parsed. */
  logs: Array<Record<string, unknown>>
  /** Where the app's requests queue jobs (sends only: runJobs works them). */
  queue: JobQueue
  /**
   * Runs every job the app's requests have queued (and the jobs those queue), with the app's
   * handlers, until none is left; retries run at once. Needs the `queue` option. With `only`,
   * the jobs of those queues alone (a deletion's blob erasure, say, retries for a week).
   */
  runJobs(only?: readonly QueueName[]): Promise<void>
}

const NO_QUEUE =
  'This test app has no job queue: pass createTestApp(db, env, { queue: await database.queue() }).'

/**
 * The app's JobQueue: sends go to the test database's queue, and nothing works it in the
 * background, so a test decides when jobs run (runJobs) and no worker outlives it.
 */
function sendOnlyQueue(queue: PgBossJobQueue | undefined): JobQueue {
  return {
    send: (name, data, options) =>
      queue ? queue.send(name, data, options) : Promise.reject(new Error(NO_QUEUE)),
    work: () => Promise.reject(new Error('Test apps run their jobs with runJobs().')),
    stop: () => Promise.resolve(),
  }
}

/**
 * The real app on a test database with a movable clock, the console SMS provider and a
 * client IP taken from the X-Test-Ip header (tests vary it to exercise per-IP limits).
 */
export function createTestApp(
  db: Database,
  env: Record<string, string> = {},
  /** realClientIp: resolve the IP as production does (socket or X-Forwarded-For), not from X-Test-Ip. */
  options: {
    sms?: SmsProvider
    realClientIp?: boolean
    /** Resume storage; without it any resume call fails (most suites never upload). */
    blobs?: BlobStore
    analyseResume?: AnalyseResume
    /** The test database's job queue (database.queue()); without it a request that queues a job fails. */
    queue?: PgBossJobQueue
    /** The TLS agent pushes are sent with (one trusting a stand-in push service's certificate). */
    pushAgent?: Agent
    /** The phone interview's provider; without it the app has none (as TELEPHONY_PROVIDER=none). */
    telephony?: TelephonyProvider
    /** The live interviews' side the requests see (admission control); none by default. */
    interview?: AppDeps['interview']
  } = {},
): TestApp {
  const config = loadConfig({
    DATA_DIR: '/nonexistent/hirelane-test',
    STATIC_DIR: '/nonexistent/dist',
    ...env,
  })
  const logs: Array<Record<string, unknown>> = []
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        logs.push(JSON.parse(line))
      done()
    },
  })
  const logger = createLogger('info', destination)
  const clock = createTestClock()
  const sms = createConsoleSmsProvider({ logger, now: () => clock.now() })
  const deps: AppDeps = {
    config,
    db,
    logger,
    clock,
    sms: options.sms ?? sms,
    keys: deriveServerKeys(TEST_SERVER_SECRET),
    vapid: generateVapidKeys(),
    ...(options.pushAgent ? { pushAgent: options.pushAgent } : {}),
    blobs: options.blobs ?? unavailableBlobStore,
    queue: sendOnlyQueue(options.queue),
    analyseResume: options.analyseResume,
    clientIp: options.realClientIp
      ? undefined
      : (c) => c.req.header('X-Test-Ip') ?? DEFAULT_TEST_IP,
    ...(options.telephony ? { telephony: options.telephony } : {}),
    ...(options.interview ? { interview: options.interview } : {}),
    // No listener: the configured port stands for the bound one.
    publicOrigin: () => publicOriginOf(config, config.port),
    // No listener either for the dev agency inbox: candidate reports to this app's own address
    // are handed to the app; any other receiver (a test's stand-in) is reached over HTTP.
    reportFetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      return url.origin === publicOriginOf(config, config.port)
        ? app.request(url.href, init)
        : fetch(input, init)
    },
  }
  const app: ReturnType<typeof createApp> = createApp(deps)

  const runJobs = async (only?: readonly QueueName[]) => {
    const queue = options.queue
    if (!queue) throw new Error(NO_QUEUE)
    const handlers = handlerEntries(createJobHandlers(deps)).filter(
      ([name]) => !only || only.includes(name),
    )
    for (;;) {
      let runs = 0
      for (const [name, handler] of handlers) runs += await queue.runQueuedJobs(name, handler)
      if (runs === 0) return
    }
  }
  return { app, clock, sms, config, logs, queue: deps.queue, runJobs }
}

/** A 10-digit US number unique enough for one test. */
export const phoneNumber = (suffix: number) => `20655${String(suffix).padStart(5, '0')}`

interface Caller {
  ip?: string
  deviceId?: string
  /** The app language SignUpAndLogin sends (docs/adr/0106); left out of the body when not given. */
  language?: string
}

export function signUp(t: TestApp, nationalNumber: string, caller: Caller = {}) {
  return t.app.request('/api/SMSLogin/SignUpAndLogin', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-DeviceId': caller.deviceId ?? TEST_DEVICE_ID,
      'X-Test-Ip': caller.ip ?? DEFAULT_TEST_IP,
    },
    body: JSON.stringify({
      userPhoneNumber: nationalNumber,
      loginId: TEST_LOGIN_ID,
      countryCode: '1',
      ...(caller.language === undefined ? {} : { language: caller.language }),
    }),
  })
}

export function validateOtp(
  t: TestApp,
  input: { nationalNumber: string; otp: string; sessionToken: string },
  caller: Caller = {},
) {
  return t.app.request('/api/SMSLogin/ValidateOtp', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${input.sessionToken}`,
      'X-Test-Ip': caller.ip ?? DEFAULT_TEST_IP,
    },
    body: JSON.stringify({
      userPhonenumber: input.nationalNumber,
      otp: input.otp,
      sessionToken: input.sessionToken,
    }),
  })
}

export function resendOtp(
  t: TestApp,
  input: { nationalNumber: string; sessionToken: string },
  caller: Caller = {},
) {
  return t.app.request(
    `/api/SMSLogin/ResendOtp?phoneNumber=${input.nationalNumber}&countryCode=1`,
    {
      headers: {
        Authorization: `Bearer ${input.sessionToken}`,
        'X-Test-Ip': caller.ip ?? DEFAULT_TEST_IP,
      },
    },
  )
}

/** The newest code texted to this number, read from the console provider's outbox. */
export function latestCode(t: TestApp, nationalNumber: string): string {
  const message = t.sms.outboxFor(`+1${nationalNumber}`)[0]
  if (!message) throw new Error(`No code was texted to ${nationalNumber}`)
  return message.code
}

/** A code that is certainly not the current one. */
export const wrongCodeFor = (code: string) =>
  String((Number(code) + 1) % 1_000_000).padStart(6, '0')

/** Starts a login and returns its session token. */
export async function startLogin(
  t: TestApp,
  nationalNumber: string,
  caller: Caller = {},
): Promise<string> {
  const response = await signUp(t, nationalNumber, caller)
  expect(response.status).toBe(200)
  const body = (await response.json()) as { data: { sessionToken: string } }
  return body.data.sessionToken
}

/** Signs in end to end and returns the access token and candidate id. */
export async function signIn(
  t: TestApp,
  nationalNumber: string,
): Promise<{ accessToken: string; userId: string }> {
  const sessionToken = await startLogin(t, nationalNumber)
  const response = await validateOtp(t, {
    nationalNumber,
    otp: latestCode(t, nationalNumber),
    sessionToken,
  })
  expect(response.status).toBe(200)
  const body = (await response.json()) as {
    message: { data: { accessToken: string } }
    data: { userId: string }
  }
  return { accessToken: body.message.data.accessToken, userId: body.data.userId }
}

export function getWithToken(t: TestApp, path: string, accessToken: string) {
  return t.app.request(path, { headers: { Authorization: `Bearer ${accessToken}` } })
}

/** The error envelope's parts, for compact assertions. */
export async function errorOf(
  response: Response,
): Promise<{ status: number; message: string; code: string }> {
  const body = (await response.json()) as {
    status: boolean
    message: string
    error: { code: string }
  }
  expect(body.status).toBe(false)
  return { status: response.status, message: body.message, code: body.error.code }
}
