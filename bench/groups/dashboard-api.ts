import * as v from 'valibot'
import { applicationsResponseSchema } from '../../contract/applications'
import { applicationPath, endpoints } from '../../contract/endpoints'
import { runLoadIsolated, type LoadTarget } from '../api-latency'
import { apiTargetRate, bars } from '../bars'
import { dashboardServer, signInSeeded, type SeededSession } from '../dashboard-server'
import { DASHBOARD_CANDIDATES } from '../fixtures/seed-dashboard'
import type { BenchContext, Measure, MeasureGroup } from '../measure'

/** Signed-in seeded candidates the load is spread over, evenly across the 10,000. */
const SESSIONS = 20
const DURATION_SECONDS = 10
const WARM_UP_SECONDS = 1

/**
 * The calls behind /dashboard and its detail route /dashboard/{jobId} (docs/product.md#dashboard):
 * the name of the greeting, the four tiles, the first page of active submissions, the counts of
 * the submission tabs, and a submission's details and stage history.
 */
const CALLS = [
  'GetDetails',
  'GetCandidateApplicationAggregatedCount',
  'applications?status=active&page=1',
  'GetSubmissionAggregatedCount',
  'applications/{jobId}/details',
  'GetApplicationStateHistoryByJobId',
] as const
type Call = (typeof CALLS)[number]

function urlOf(baseUrl: string, call: Call, session: SeededSession, jobId: string): string {
  const candidate = `candidateId=${session.candidateId}`
  switch (call) {
    case 'GetDetails':
      return `${baseUrl}${endpoints.getDetails.path}?${candidate}`
    case 'GetCandidateApplicationAggregatedCount':
      return `${baseUrl}${endpoints.getCandidateApplicationAggregatedCount.path}?${candidate}`
    case 'applications?status=active&page=1':
      return `${baseUrl}${endpoints.getApplications.path}?${candidate}&page=1&pageSize=10&status=active`
    case 'GetSubmissionAggregatedCount':
      return `${baseUrl}${endpoints.getSubmissionAggregatedCount.path}?${candidate}`
    case 'applications/{jobId}/details':
      return `${baseUrl}/${applicationPath('getApplicationDetails', jobId)}?${candidate}`
    case 'GetApplicationStateHistoryByJobId':
      return `${baseUrl}${endpoints.getApplicationStateHistoryByJobId.path}?${candidate}&jobId=${jobId}`
  }
}

/** The jobs of a candidate's first dashboard page: the cards a person would open. */
async function firstPageJobs(baseUrl: string, session: SeededSession): Promise<string[]> {
  const url = urlOf(baseUrl, 'applications?status=active&page=1', session, '')
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${session.accessToken}` },
    signal: AbortSignal.timeout(15_000),
  })
  if (!response.ok) throw new Error(`GET ${new URL(url).pathname} answered ${response.status}`)
  const { data } = v.parse(applicationsResponseSchema, await response.json())
  if (data.data.length === 0) throw new Error(`${session.phone} has no active applications`)
  return data.data.map((card) => card.jobId)
}

/**
 * The order of the load: request i is call i % 6 of candidate floor(i / 6) % 20, and each round
 * of 120 opens the next card of every candidate's first page, so consecutive requests hit
 * different calls and candidates, and the details of every card on the page are asked for.
 */
function targetsOf(baseUrl: string, sessions: SeededSession[], jobs: string[][]): LoadTarget[] {
  const rounds = Math.max(...jobs.map((list) => list.length))
  const targets: LoadTarget[] = []
  for (let round = 0; round < rounds; round += 1)
    sessions.forEach((session, index) => {
      const list = jobs[index] ?? []
      const jobId = list[round % list.length] ?? ''
      for (const call of CALLS)
        targets.push({
          label: call,
          url: urlOf(baseUrl, call, session, jobId),
          headers: { Authorization: `Bearer ${session.accessToken}` },
        })
    })
  return targets
}

const ms = (value: number) => Math.round(value * 10) / 10

/**
 * The dashboard's calls at 200 requests/s for 10 s (after 1 s of warm-up) on the server of the
 * dashboard fixture (10,000 candidates x 50 applications on PGlite), spread over 20 seeded
 * candidates signed in through the API: README.md#performance, p99 < 50 ms (goal: < 20 ms).
 */
export const dashboardApi: MeasureGroup = {
  name: 'Dashboard API latency',
  async run(context: BenchContext) {
    const { url: baseUrl, seed, seedMs } = await dashboardServer(context)
    const step = Math.floor(DASHBOARD_CANDIDATES / SESSIONS)
    const sessions: SeededSession[] = []
    for (let index = 0; index < SESSIONS; index += 1)
      sessions.push(await signInSeeded(baseUrl, index * step))
    const jobs = await Promise.all(sessions.map((session) => firstPageJobs(baseUrl, session)))
    const targets = targetsOf(baseUrl, sessions, jobs)
    context.log(
      `Load: ${CALLS.length} dashboard calls of ${SESSIONS} seeded candidates in turn at ${apiTargetRate} req/s for ${DURATION_SECONDS} s, after ${WARM_UP_SECONDS} s of warm-up`,
    )
    const result = await runLoadIsolated({
      targets,
      ratePerSecond: apiTargetRate,
      durationSeconds: DURATION_SECONDS,
      warmUpSeconds: WARM_UP_SECONDS,
    })
    const perCall = Object.entries(result.byLabel ?? {})
      .map(([label, call]) => `${label} p50 ${ms(call.p50Ms)} / p99 ${ms(call.p99Ms)} ms`)
      .join('; ')
    const row = (id: string, label: string, value: number, unit: string): Measure => ({
      id: `dashboard.api.${id}`,
      label: `Dashboard API ${label}`,
      value,
      unit,
    })
    return [
      {
        ...row('p50', 'p50', ms(result.p50Ms), 'ms'),
        note: `${CALLS.length} calls of ${SESSIONS} seeded candidates in turn at ${apiTargetRate} req/s for ${DURATION_SECONDS} s on the fixture of ${seed.candidates} candidates, ${seed.applications} applications and ${seed.history} history rows (seeded in ${(seedMs / 1000).toFixed(1)} s, ${seed.vacuumAnalyzed ? 'then VACUUM ANALYZE' : 'no VACUUM ANALYZE, as on PGlite'}); ${result.sent} requests, max ${ms(result.maxMs)} ms, generator lag up to ${ms(result.maxScheduleLagMs)} ms, machine load ${result.loadAverage.start} to ${result.loadAverage.end}`,
        detail: { ...result, seed, seedMs, sessions: SESSIONS },
      },
      row('p95', 'p95', ms(result.p95Ms), 'ms'),
      {
        ...row('p99', 'p99', ms(result.p99Ms), 'ms'),
        bar: bars.dashboardApiP99Ms,
        note: `goal < 20 ms; per call: ${perCall}`,
      },
      {
        ...row('achieved-rate', 'achieved rate', ms(result.achievedRate), 'req/s'),
        bar: bars.apiAchievedRate,
      },
      {
        ...row('errors', 'errors', result.errors, 'count'),
        bar: bars.apiErrors,
        ...(result.errors > 0 ? { note: result.errorSamples.join('; ') } : {}),
      },
      row('seed-time', 'fixture seeding', Math.round(seedMs / 100) / 10, 's'),
    ]
  },
}
