import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedAzurite } from '../../server/providers/blob/embedded-azurite'
import { startServerChild, type ServerChild } from '../support/server-child'
import { startOwnPostgres, type OwnPostgres } from './support/own-postgres'
import { eventually, signInOverHttp, type ApiSession } from './support/running-server'
import { saveProfileWithResume } from './support/profile-over-http'

/**
 * Faults (docs/adr/0097), part two: PostgreSQL is stopped (pg_ctl -m immediate, as a crash) and
 * started again on the same port and data directory while the real server (a child process)
 * answers a steady stream of authenticated reads and writes. The server must not die, must not
 * hang, must answer 503 while the database is away, and must recover by itself: once a request
 * succeeds again, every later one succeeds, and its job queue works again.
 */

/** How long the database stays down while the requests keep coming. */
const OUTAGE_MS = 3_000
/** Load before the stop and after the recovery. */
const STEADY_MS = 1_500
const WORKERS = 4
/** A request unanswered this long counts as hung (the server must answer, even if only 503). */
const HUNG_AFTER_MS = 15_000

interface Exchange {
  call: string
  sentAt: number
  answeredAt: number
  /** The HTTP status, or 0: no answer (timed out or the connection failed). */
  status: number
  body: string
}

const bearer = (session: ApiSession) => ({ Authorization: `Bearer ${session.accessToken}` })

/** The calls the load rotates through: two reads, one write (each needs the database). */
function calls(url: string, session: ApiSession): Array<[string, () => Promise<Response>]> {
  const query = `candidateId=${session.userId}`
  const signal = () => AbortSignal.timeout(HUNG_AFTER_MS)
  return [
    [
      'GetCandidateOnboardingDetails',
      () =>
        fetch(`${url}/api/Candidate/GetCandidateOnboardingDetails?${query}`, {
          headers: bearer(session),
          signal: signal(),
        }),
    ],
    [
      'GetDashboardCompletionStatus',
      () =>
        fetch(`${url}/api/Candidate/GetDashboardCompletionStatus?${query}`, {
          headers: bearer(session),
          signal: signal(),
        }),
    ],
    [
      'UpdateCandidateDetails',
      () =>
        fetch(`${url}/api/Candidate/UpdateCandidateDetails?${query}&isCandidateOnboarding=true`, {
          method: 'POST',
          headers: { ...bearer(session), 'Content-Type': 'application/json' },
          body: JSON.stringify({
            firstName: 'Rosa',
            lastName: 'Diaz',
            emailId: 'rosa@example.com',
            fullName: 'Rosa Diaz',
            isResumeUploaded: false,
          }),
          signal: signal(),
        }),
    ],
  ]
}

/** WORKERS loops sending the calls in turn until stopped; every exchange is recorded. */
function startLoad(url: string, session: ApiSession) {
  const exchanges: Exchange[] = []
  const rotation = calls(url, session)
  let running = true
  const worker = async (offset: number) => {
    for (let turn = offset; running; turn += 1) {
      const [call, send] = rotation[turn % rotation.length] ?? rotation[0]!
      const sentAt = performance.now()
      let status = 0
      let body = ''
      try {
        const response = await send()
        status = response.status
        body = await response.text()
      } catch (error) {
        body = error instanceof Error ? error.message : String(error)
      }
      exchanges.push({ call, sentAt, answeredAt: performance.now(), status, body })
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  }
  const workers = Array.from({ length: WORKERS }, (_, index) => worker(index))
  return {
    exchanges,
    async stop() {
      running = false
      await Promise.all(workers)
    },
  }
}

/** How long the server may take to answer a request with success once PostgreSQL is back. */
const RECOVERY_TIMEOUT_MS = 60_000

/** What the requests sent after the start got, for a failure that must say why. */
function describeAfterStart(exchanges: readonly Exchange[], started: number): string {
  const after = exchanges.filter((exchange) => exchange.sentAt > started)
  const counts = new Map<string, number>()
  for (const exchange of after) {
    const key = `${exchange.call} ${exchange.status}`
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const last = after.at(-1)
  return (
    `${after.length} sent after the start: ${JSON.stringify(Object.fromEntries(counts))}; ` +
    `the last answered ${last ? `${last.status} ${last.body.slice(0, 300)}` : 'nothing'}`
  )
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('PostgreSQL stopped and started again under load', () => {
  let root: string
  let postgres: OwnPostgres | undefined
  let stopAzurite: (() => Promise<void>) | undefined
  let server: ServerChild | undefined
  let figures = ''

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'hirelane-pg-restart-'))
    postgres = await startOwnPostgres()
    const azurite = await startEmbeddedAzurite(join(root, 'blobs'))
    stopAzurite = () => azurite.stop()
    server = await startServerChild({
      DATA_DIR: join(root, 'data'),
      STATIC_DIR: join(root, 'no-build'),
      DATABASE_URL: postgres.url,
      LOG_LEVEL: 'warn',
      BLOB_CONNECTION_STRING: azurite.connectionString,
      SPEECH: 'espeak',
      TRANSCRIBER: 'none',
    })
  }, 60_000)

  afterAll(async () => {
    await server?.kill()
    postgres?.remove()
    await stopAzurite?.()
    if (root) rmSync(root, { recursive: true, force: true })
    if (figures) console.log(figures)
  })

  it('answers 503 while the database is down and recovers by itself, in the same process', async () => {
    if (!server || !postgres) throw new Error('Started in beforeAll.')
    const child = server
    const session = await signInOverHttp(child, '2065559601')
    const load = startLoad(child.url, session)

    await pause(STEADY_MS)
    const stopping = performance.now()
    postgres.stop('immediate')
    const stopped = performance.now()
    await pause(OUTAGE_MS)
    const starting = performance.now()
    postgres.start()
    const started = performance.now()
    // Recovered: a request sent after the start succeeded; then some more load.
    // A busy machine replays PostgreSQL's crash recovery slowly: wait for the state, generously.
    const recovered = await eventually(
      async () =>
        load.exchanges.find((exchange) => exchange.sentAt > started && exchange.status === 200),
      (found) => found !== undefined,
      { timeoutMs: RECOVERY_TIMEOUT_MS },
    )
    if (!recovered) {
      await load.stop()
      const exited = child.exitedWith()
      throw new Error(
        `No request succeeded after PostgreSQL came back. ${describeAfterStart(load.exchanges, started)}\n` +
          `The server ${exited ? `exited (${exited})` : 'still runs'}.\n` +
          `Server log (last lines): ${JSON.stringify(child.logs().slice(-5))}`,
      )
    }
    await pause(STEADY_MS)
    await load.stop()
    const all = load.exchanges

    const before = all.filter((exchange) => exchange.answeredAt < stopping)
    const inFlight = all.filter(
      (exchange) => exchange.answeredAt >= stopping && exchange.sentAt < started,
    )
    const down = all.filter(
      (exchange) => exchange.sentAt > stopped && exchange.answeredAt < starting,
    )
    const recovering = all.filter(
      (exchange) => exchange.sentAt >= started && exchange.sentAt < recovered.sentAt,
    )
    const after = all.filter((exchange) => exchange.sentAt >= recovered.sentAt)
    const statuses = (exchanges: Exchange[]) => exchanges.map((exchange) => exchange.status)
    const serverErrors = (exchanges: Exchange[]) =>
      exchanges.filter((exchange) => exchange.status >= 500).length

    // Before: everything answered.
    expect(before.length).toBeGreaterThan(WORKERS)
    expect(new Set(statuses(before))).toEqual(new Set([200]))
    // While the database is down: every call is answered, at once, with a 503 that says why.
    expect(down.length).toBeGreaterThan(WORKERS)
    expect(new Set(statuses(down))).toEqual(new Set([503]))
    for (const exchange of down) {
      expect(JSON.parse(exchange.body)).toMatchObject({
        status: false,
        message: expect.stringMatching(/database/i),
        error: { code: 'service_unavailable' },
      })
    }
    // Nothing hung and no connection was refused at any time: the process kept answering.
    expect(all.filter((exchange) => exchange.status === 0)).toEqual([])
    // In flight across the stop: a success or a 503, nothing else.
    expect(statuses(inFlight).filter((status) => status !== 200 && status !== 503)).toEqual([])
    // After the first success, none fails: the pool replaced its dead connections.
    expect(after.length).toBeGreaterThan(WORKERS)
    expect(new Set(statuses(after))).toEqual(new Set([200]))
    // The same process throughout: one start, still running.
    expect(child.events.filter((line) => line.event === 'ready')).toHaveLength(1)
    expect(() => process.kill(child.pid, 0)).not.toThrow()

    // Its job queue works again: an upload's resume analysis is queued and worked.
    await saveProfileWithResume(child.url, session)
    await child.waitFor('job-finished', { queue: 'resume-analysis', timeoutMs: 60_000 })

    figures =
      `Faults (PostgreSQL restart): survived in one server process; ${all.length} requests, ` +
      `${down.length} while the database was down (${serverErrors(down)} 503), ` +
      `${inFlight.length - down.length} more in flight across the stop and start ` +
      `(${serverErrors(inFlight) - serverErrors(down)} 5xx), ${recovering.length} before the ` +
      `first success after the start (${serverErrors(recovering)} 5xx), ${after.length} after ` +
      `it (${serverErrors(after)} 5xx)`
  }, 180_000)
})
