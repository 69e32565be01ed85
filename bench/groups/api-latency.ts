import { runLoadIsolated } from '../api-latency'
import { apiTargetRate, bars } from '../bars'
import { signInThroughApi } from '../../tests/support/api-sign-in'
import type { BenchContext, MeasureGroup } from '../measure'

/** The candidate whose token the load carries (each run has a fresh database). */
const phone = '2065559002'

/**
 * GET /api/Job/GetJobsAggregatedCount when the server has it, else the signed-in candidate's
 * GetCandidateOnboardingDetails. The token goes with both (the count call ignores it).
 */
async function dashboardCall(baseUrl: string, accessToken: string, candidateId: string) {
  const auth = { Authorization: `Bearer ${accessToken}` }
  const aggregated = `${baseUrl}/api/Job/GetJobsAggregatedCount`
  const probe = await fetch(aggregated, { headers: auth, signal: AbortSignal.timeout(10_000) })
  await probe.arrayBuffer()
  if (probe.status !== 404) return { url: aggregated, headers: auth }
  const onboarding = `${baseUrl}/api/Candidate/GetCandidateOnboardingDetails?candidateId=${candidateId}`
  return { url: onboarding, headers: auth }
}

/** API latency: a fixed 200 req/s for 10 s on loopback, after a 1 s warm-up. */
export const apiLatency: MeasureGroup = {
  name: 'API latency',
  async run({ baseUrl, log }: BenchContext) {
    const { accessToken, candidateId } = await signInThroughApi(baseUrl, phone)
    const call = await dashboardCall(baseUrl, accessToken, candidateId)
    const path = new URL(call.url).pathname
    log(`Load: ${path} at ${apiTargetRate} req/s for 10 s, after 1 s of warm-up`)
    const result = await runLoadIsolated({
      ...call,
      ratePerSecond: apiTargetRate,
      durationSeconds: 10,
      warmUpSeconds: 1,
    })
    const ms = (value: number) => Math.round(value * 10) / 10
    const row = (id: string, label: string, value: number, unit: string) => ({
      id: `api.${id}`,
      label: `API ${label}`,
      value,
      unit,
    })
    return [
      {
        ...row('p50', 'p50', ms(result.p50Ms), 'ms'),
        note: `GET ${path} at ${apiTargetRate} req/s for 10 s, ${result.sent} requests, max ${ms(result.maxMs)} ms, generator lag up to ${ms(result.maxScheduleLagMs)} ms, machine load ${result.loadAverage.start} to ${result.loadAverage.end}`,
        detail: { ...result, url: path },
      },
      row('p95', 'p95', ms(result.p95Ms), 'ms'),
      { ...row('p99', 'p99', ms(result.p99Ms), 'ms'), bar: bars.apiP99Ms },
      {
        ...row(
          'achieved-rate',
          'achieved rate',
          Math.round(result.achievedRate * 10) / 10,
          'req/s',
        ),
        bar: bars.apiAchievedRate,
      },
      {
        ...row('errors', 'errors', result.errors, 'count'),
        bar: bars.apiErrors,
        ...(result.errors > 0 ? { note: result.errorSamples.join('; ') } : {}),
      },
    ]
  },
}
