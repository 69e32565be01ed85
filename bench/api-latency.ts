import { spawn } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { onCleanup } from './cleanup'

export interface LoadOptions {
  url: string
  headers?: Record<string, string>
  /** Requests started per second, on a fixed schedule whatever the answers take. */
  ratePerSecond: number
  durationSeconds: number
  /** The same load for this long first, not counted: connections, JIT and caches warm up. */
  warmUpSeconds?: number
  /** A request not answered by then counts as an error. */
  timeoutMs?: number
}

export interface LoadResult {
  url: string
  targetRate: number
  sent: number
  ok: number
  errors: number
  /** The first few error descriptions (status or exception), for the report. */
  errorSamples: string[]
  /** Successful answers per second, from the first start to the last answer. */
  achievedRate: number
  /** Latency of the successful answers, from start of the request to its last body byte. */
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
  /** How late the generator started a request against its schedule, at worst. */
  maxScheduleLagMs: number
  /** The machine's 1-minute load average when the measured load started and ended. */
  loadAverage: { start: number; end: number }
  /** Per second of the schedule: to see whether slow answers are spread or one stall. */
  perSecond: { second: number; sent: number; errors: number; maxMs: number }[]
}

interface Sample {
  scheduledAt: number
  sentAt: number
  doneAt: number
  lagMs: number
  error?: string
}

/** Nearest-rank percentile of an ascending list. */
export const percentile = (sorted: readonly number[], p: number): number => {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

async function request(options: LoadOptions, scheduledAt: number): Promise<Sample> {
  const sentAt = performance.now()
  const lagMs = sentAt - scheduledAt
  try {
    const response = await fetch(options.url, {
      headers: options.headers,
      signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
    })
    await response.arrayBuffer()
    const doneAt = performance.now()
    return response.ok
      ? { scheduledAt, sentAt, doneAt, lagMs }
      : { scheduledAt, sentAt, doneAt, lagMs, error: `HTTP ${response.status}` }
  } catch (error) {
    return { scheduledAt, sentAt, doneAt: performance.now(), lagMs, error: String(error) }
  }
}

/** Request i starts at start + i / rate, whatever earlier ones are doing. */
async function schedule(options: LoadOptions, seconds: number) {
  const total = Math.round(options.ratePerSecond * seconds)
  const intervalMs = 1000 / options.ratePerSecond
  const start = performance.now() + 20
  const pending: Promise<Sample>[] = []
  for (let next = 0; next < total;) {
    const now = performance.now()
    while (next < total && start + next * intervalMs <= now) {
      pending.push(request(options, start + next * intervalMs))
      next += 1
    }
    if (next < total) await sleep(Math.max(0, start + next * intervalMs - performance.now()))
  }
  return { start, samples: await Promise.all(pending) }
}

const loadAverage1m = () => Math.round((os.loadavg()[0] ?? 0) * 10) / 10

/**
 * An open-loop load on one URL: request i starts at start + i / rate, whether or not earlier
 * ones have answered, so a slow server cannot slow the load down and hide its own latency.
 * Bounded in count (rate x duration) and in time (duration + timeout); stops by itself.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  if (options.warmUpSeconds) await schedule(options, options.warmUpSeconds)
  const loadAtStart = loadAverage1m()
  const { start, samples } = await schedule(options, options.durationSeconds)

  const good = samples.filter((sample) => sample.error === undefined)
  const latencies = good.map((sample) => sample.doneAt - sample.sentAt).sort((a, b) => a - b)
  const firstSent = Math.min(...samples.map((sample) => sample.sentAt))
  const lastDone = Math.max(...samples.map((sample) => sample.doneAt))
  const errors = samples.flatMap((sample) => (sample.error === undefined ? [] : [sample.error]))
  return {
    url: options.url,
    targetRate: options.ratePerSecond,
    sent: samples.length,
    ok: good.length,
    errors: errors.length,
    errorSamples: [...new Set(errors)].slice(0, 5),
    achievedRate: good.length / ((lastDone - firstSent) / 1000),
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: latencies.at(-1) ?? Number.NaN,
    maxScheduleLagMs: Math.max(...samples.map((sample) => sample.lagMs)),
    loadAverage: { start: loadAtStart, end: loadAverage1m() },
    perSecond: perSecond(samples, start),
  }
}

function perSecond(samples: readonly Sample[], start: number): LoadResult['perSecond'] {
  const seconds: LoadResult['perSecond'] = []
  for (const sample of samples) {
    const second = Math.floor((sample.scheduledAt - start) / 1000)
    const row = (seconds[second] ??= { second, sent: 0, errors: 0, maxMs: 0 })
    row.sent += 1
    if (sample.error !== undefined) row.errors += 1
    row.maxMs = Math.max(row.maxMs, Math.round(sample.doneAt - sample.sentAt))
  }
  return seconds
}

/**
 * runLoad in a process of its own (bench/load-process.ts): the harness's heap (Lighthouse
 * traces, Playwright) and its garbage collection cannot delay requests or answers, and the
 * harness stays free to drain the server's log pipe. Killed if it overruns its bound.
 */
export async function runLoadIsolated(options: LoadOptions): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./load-process.ts', import.meta.url))
  const seconds = options.durationSeconds + (options.warmUpSeconds ?? 0)
  const bound = (seconds + 30) * 1000 + 2 * (options.timeoutMs ?? 5_000)
  const child = spawn(process.execPath, ['--import', 'tsx', script, JSON.stringify(options)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const killer = setTimeout(() => child.kill('SIGKILL'), bound)
  const release = onCleanup(() => child.kill('SIGKILL'))
  const output: Buffer[] = []
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk))
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject)
      child.once('close', resolve)
    })
    if (code !== 0) throw new Error(`The load process exited with ${code}`)
    return JSON.parse(Buffer.concat(output).toString('utf8')) as LoadResult
  } finally {
    release()
    clearTimeout(killer)
    if (child.exitCode === null) child.kill('SIGKILL')
  }
}
