import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { count, inArray } from 'drizzle-orm'
import * as v from 'valibot'
import { webrtcSetupResponseSchema } from '../../contract/interview'
import { profileAnalysisStatusResponseSchema } from '../../contract/matches'
import { openDatabase } from '../../server/db/client'
import { applications, engagements, jobMatches, profileAnalyses } from '../../server/db/schema'
import { startServer } from '../../server/start-server'
import { percentile } from '../api-latency'
import { bars } from '../bars'
import { signInThroughApi, type ApiSession } from '../../tests/support/api-sign-in'
import { withCleanup } from '../cleanup'
import type { Measure, MeasureGroup } from '../measure'
import type { TypedInterviewReport } from '../typed-interview-caller'

/**
 * From the end of the interview to the 'completed' profile analysis (<= 3 s), end to
 * end on the embedded database: a real server in this process on a fresh PGlite, and candidates
 * one after another (so each run is the latency, not a queue backlog) who sign in, do onboarding
 * steps 1 and 2 over HTTP, say 'I agree' and complete a live interview through the signalling
 * socket (a werift caller in a child process, bench/typed-interview-caller.ts): one typed answer
 * that fills most slots, then End interview. The next candidate starts once
 * GetProfileAnalysisStatus says 'completed'. The latency is read from the server's own rows
 * afterwards, engagements.ended_at to profile_analyses.completed_at, both from the app clock
 * (completed_at is taken as the last stage's transaction begins, a few ms before it commits):
 * PGlite belongs to the server while it runs, so they are read once it is closed.
 */
const CANDIDATES = 10
const FIRST_PHONE = 2065562000
const STATUS_POLL_MS = 50
const ANALYSIS_TIMEOUT_MS = 60_000
const CALL_TIMEOUT_MS = 60_000
const callerScript = fileURLToPath(new URL('../typed-interview-caller.ts', import.meta.url))

/** Cities of the catalogue's metros, in turn, so the matches are not all the same jobs. */
const CITIES = ['Dallas, Texas', 'Columbus, Ohio', 'Atlanta, Georgia', 'Phoenix, Arizona']
const answerFor = (city: string) =>
  `I want warehouse work on first shift in ${city}, up to 25 miles, I won't relocate, $17 an hour, health insurance, 3 years of experience`

interface Run {
  candidateId: string
  engagementId: string
  city: string
  /**
   * The candidate's view, for comparison: the socket's 'completed' to the first 'completed'
   * status. An upper bound: polling starts once the caller process has exited.
   */
  observedMs: number
}

interface Row extends Run {
  endedAt: string
  /** engagements.ended_at to profile_analyses.completed_at. */
  latencyMs: number
  /** ended_at to started_at: waiting for a worker to fetch the job. */
  queuedMs: number
  /** started_at to completed_at: merge, match and apply. */
  runMs: number
  attempts: number
  /** Preference slots the interview stored (the typed answer's, and the titles of step 2). */
  slots: string[]
  matches: number
  applications: number
}

const round = (value: number) => Math.round(value)
const sortedOf = (values: number[]) => [...values].sort((a, b) => a - b)

async function call(url: string, session: ApiSession, init: RequestInit = {}) {
  const response = await fetch(url, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.accessToken}`,
      ...(init.body ? { 'Content-Type': 'application/json' } : {}),
    },
    signal: AbortSignal.timeout(15_000),
  })
  const json: unknown = await response.json()
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(json)}`)
  return json
}

/** Onboarding steps 1 (details, no resume) and 2 (job titles), as the app sends them. */
async function onboard(baseUrl: string, session: ApiSession, index: number) {
  const lastName = `Bench ${String.fromCharCode(65 + (index % 26))}`
  await call(
    `${baseUrl}/api/Candidate/UpdateCandidateDetails?candidateId=${session.candidateId}&isCandidateOnboarding=true`,
    session,
    {
      method: 'POST',
      body: JSON.stringify({
        firstName: 'Rosa',
        lastName,
        fullName: `Rosa ${lastName}`,
        emailId: `rosa.${index}@example.com`,
      }),
    },
  )
  await call(`${baseUrl}/api/Candidate/UpdateUserTitlePreference`, session, {
    method: 'POST',
    body: JSON.stringify({
      candidateId: session.candidateId,
      selectedTitles: ['Warehouse Associate'],
      customTitles: [],
    }),
  })
}

/** The typed interview of bench/typed-interview-caller.ts in a child process. */
function runCaller(job: {
  origin: string
  endpoint: string
  accessToken: string
  answer: string
  timeoutMs: number
}) {
  return new Promise<TypedInterviewReport>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', callerScript], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += String(chunk)))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the interview caller exited with ${code}`))
      try {
        resolve(JSON.parse(output.trim().split('\n').pop() ?? '{}') as TypedInterviewReport)
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    })
    child.stdin.end(JSON.stringify(job))
  })
}

/** 'I agree', then the call; returns the engagement and when the caller heard 'completed'. */
async function interview(baseUrl: string, session: ApiSession, answer: string) {
  const setup = v.parse(
    webrtcSetupResponseSchema,
    await call(
      `${baseUrl}/api/Engagement/GetWebrtcSetupDetailsForCandidate?candidateId=${session.candidateId}`,
      session,
    ),
  ).data.data
  const report = await runCaller({
    origin: baseUrl,
    endpoint: setup.callEndpointUri,
    accessToken: session.accessToken,
    answer,
    timeoutMs: CALL_TIMEOUT_MS,
  })
  if (report.completedAt === null)
    throw new Error(`The interview of ${session.candidateId} failed: ${report.error}`)
  return { engagementId: setup.engagementId, completedAt: report.completedAt }
}

/** Polls GetProfileAnalysisStatus until 'completed'; returns when it first said so. */
async function analysisCompleted(baseUrl: string, session: ApiSession): Promise<number> {
  const deadline = Date.now() + ANALYSIS_TIMEOUT_MS
  for (;;) {
    const { status } = v.parse(
      profileAnalysisStatusResponseSchema,
      await call(
        `${baseUrl}/api/Candidate/GetProfileAnalysisStatus?candidateId=${session.candidateId}`,
        session,
      ),
    ).data.data
    if (status === 'completed') return Date.now()
    if (status === 'failed') throw new Error(`The analysis of ${session.candidateId} failed`)
    if (Date.now() > deadline)
      throw new Error(`The analysis of ${session.candidateId} is still '${status}'`)
    await new Promise((resolve) => setTimeout(resolve, STATUS_POLL_MS))
  }
}

/** The server's timestamps and counts, read from its PGlite once it is closed. */
async function readRows(pgliteDir: string, runs: Run[]): Promise<Row[]> {
  const handle = await openDatabase({ pgliteDir })
  try {
    const { db } = handle
    const candidateIds = runs.map((run) => run.candidateId)
    const [ended, analyses, applied, matched] = await Promise.all([
      db
        .select({ id: engagements.id, endedAt: engagements.endedAt, slots: engagements.slots })
        .from(engagements)
        .where(
          inArray(
            engagements.id,
            runs.map((run) => run.engagementId),
          ),
        ),
      db
        .select({
          candidateId: profileAnalyses.candidateId,
          status: profileAnalyses.status,
          startedAt: profileAnalyses.startedAt,
          completedAt: profileAnalyses.completedAt,
          attempts: profileAnalyses.attempts,
        })
        .from(profileAnalyses)
        .where(inArray(profileAnalyses.candidateId, candidateIds)),
      db
        .select({ candidateId: applications.candidateId, count: count() })
        .from(applications)
        .where(inArray(applications.candidateId, candidateIds))
        .groupBy(applications.candidateId),
      db
        .select({ candidateId: jobMatches.candidateId, count: count() })
        .from(jobMatches)
        .where(inArray(jobMatches.candidateId, candidateIds))
        .groupBy(jobMatches.candidateId),
    ])
    return runs.map((run) => {
      const engagement = ended.find((row) => row.id === run.engagementId)
      const analysis = analyses.find((row) => row.candidateId === run.candidateId)
      const endedAt = engagement?.endedAt
      if (!engagement || !endedAt || analysis?.status !== 'completed' || !analysis.completedAt)
        throw new Error(`No completed engagement and analysis stored for ${run.candidateId}`)
      const startedAt = analysis.startedAt ?? analysis.completedAt
      const ms = (from: Date, to: Date) => to.getTime() - from.getTime()
      return {
        ...run,
        endedAt: endedAt.toISOString(),
        latencyMs: ms(endedAt, analysis.completedAt),
        queuedMs: ms(endedAt, startedAt),
        runMs: ms(startedAt, analysis.completedAt),
        attempts: analysis.attempts,
        slots: Object.keys(engagement.slots ?? {}),
        matches: matched.find((row) => row.candidateId === run.candidateId)?.count ?? 0,
        applications: applied.find((row) => row.candidateId === run.candidateId)?.count ?? 0,
      }
    })
  } finally {
    await handle.close()
  }
}

export const analysisLatency: MeasureGroup = {
  name: 'Profile analysis latency',
  async run({ log }) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-analysis-'))
    return withCleanup(
      () => rmSync(dataDir, { recursive: true, force: true }),
      async () => {
        const server = await startServer({
          env: {
            DATA_DIR: dataDir,
            STATIC_DIR: path.join(dataDir, 'no-build'),
            LOG_LEVEL: 'warn',
            RATE_LIMIT_SENDS_PER_IP_PER_HOUR: '100000',
            RATE_LIMIT_CHECKS_PER_IP_PER_HOUR: '100000',
          },
          port: 0,
        })
        const runs: Run[] = []
        await withCleanup(
          () => server.close(),
          async () => {
            for (let i = 0; i < CANDIDATES; i++) {
              const city = CITIES[i % CITIES.length] ?? 'Dallas, Texas'
              const session = await signInThroughApi(server.url, String(FIRST_PHONE + i))
              await onboard(server.url, session, i)
              const ended = await interview(server.url, session, answerFor(city))
              const doneAt = await analysisCompleted(server.url, session)
              runs.push({
                candidateId: session.candidateId,
                engagementId: ended.engagementId,
                city,
                observedMs: round(doneAt - ended.completedAt),
              })
              log(
                `Analysis ${i + 1}/${CANDIDATES} (${city}): seen completed after ${round(doneAt - ended.completedAt)} ms`,
              )
            }
          },
        )
        const rows = await readRows(path.join(dataDir, 'db'), runs)
        for (const row of rows)
          log(
            `Analysis ${row.city}: ${row.latencyMs} ms (queued ${row.queuedMs}, run ${row.runMs}), ${row.matches} matches, ${row.applications} applications`,
          )

        const latencies = sortedOf(rows.map((row) => row.latencyMs))
        const queued = sortedOf(rows.map((row) => row.queuedMs))
        const ran = sortedOf(rows.map((row) => row.runMs))
        const observed = sortedOf(rows.map((row) => row.observedMs))
        const appliedCounts = sortedOf(rows.map((row) => row.applications))
        const first = rows[0]
        const measures: Measure[] = [
          {
            id: 'analysis.latency.median',
            label: 'Interview end to completed analysis, median',
            value: percentile(latencies, 50),
            unit: 'ms',
            note: `${rows.length} candidates one at a time on PGlite, engagements.ended_at to profile_analyses.completed_at: waiting for the job median ${percentile(queued, 50)} ms (max ${queued.at(-1)}), merge-match-apply median ${percentile(ran, 50)} ms (max ${ran.at(-1)}); the first candidate ${first?.latencyMs} ms (queued ${first?.queuedMs}, run ${first?.runMs}); as the candidate sees it (GetProfileAnalysisStatus every ${STATUS_POLL_MS} ms after the call) median ${percentile(observed, 50)} ms`,
            detail: { rows },
          },
          {
            id: 'analysis.latency.p95',
            label: 'Interview end to completed analysis, p95',
            value: percentile(latencies, 95),
            unit: 'ms',
            bar: bars.analysisP95Ms,
            note: `nearest rank of ${rows.length}${rows.length < 20 ? ', so the slowest' : ''}; the job is queued in the completion's transaction and the local worker, woken by the send, takes it once that commits`,
          },
          {
            id: 'analysis.applications.median',
            label: 'Applications per candidate after the analysis, median',
            value: percentile(appliedCounts, 50),
            unit: 'count',
            note: `range ${appliedCounts[0]} to ${appliedCounts.at(-1)}; matches per candidate median ${percentile(sortedOf(rows.map((row) => row.matches)), 50)}`,
          },
        ]
        return measures
      },
    )
  },
}
