import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os, { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'
import { onCleanup } from './cleanup'

/** One request of a load: a GET of `url`; `label` groups its latencies in the result. */
export interface LoadTarget {
  url: string
  headers?: Record<string, string>
  label?: string
}

export interface LoadOptions {
  /** A load on one URL... */
  url?: string
  headers?: Record<string, string>
  /** ...or on these in turn: request i is targets[i % length]. */
  targets?: LoadTarget[]
  /** Requests started per second, on a fixed schedule whatever the answers take. */
  ratePerSecond: number
  durationSeconds: number
  /** The same load for this long first, not counted: connections, JIT and caches warm up. */
  warmUpSeconds?: number
  /** A request not answered by then counts as an error. */
  timeoutMs?: number
}

/** Latency of the successful answers of one label. */
interface LabelResult {
  sent: number
  errors: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
  maxMs: number
}

interface LoadResult {
  /** The URL, or the labels joined by ', ' for several targets. */
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
  /** Per label, when the targets have labels. */
  byLabel?: Record<string, LabelResult>
}

interface Sample {
  label?: string
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

const targetsOf = (options: LoadOptions): LoadTarget[] => {
  if (options.targets && options.targets.length > 0) return options.targets
  if (options.url)
    return [{ url: options.url, ...(options.headers ? { headers: options.headers } : {}) }]
  throw new Error('A load needs a url or targets')
}

async function request(
  target: LoadTarget,
  timeoutMs: number,
  scheduledAt: number,
): Promise<Sample> {
  const sentAt = performance.now()
  const lagMs = sentAt - scheduledAt
  const label = target.label === undefined ? {} : { label: target.label }
  try {
    const response = await fetch(target.url, {
      headers: target.headers,
      signal: AbortSignal.timeout(timeoutMs),
    })
    await response.arrayBuffer()
    const doneAt = performance.now()
    return response.ok
      ? { ...label, scheduledAt, sentAt, doneAt, lagMs }
      : {
          ...label,
          scheduledAt,
          sentAt,
          doneAt,
          lagMs,
          error: `HTTP ${response.status}${target.label ? ` (${target.label})` : ''}`,
        }
  } catch (error) {
    return { ...label, scheduledAt, sentAt, doneAt: performance.now(), lagMs, error: String(error) }
  }
}

/**
 * Request i starts at start + i / rate, whatever earlier ones are doing. The targets go on in
 * turn from `first`, so a measured load continues the warm-up's rotation.
 */
async function schedule(options: LoadOptions, seconds: number, first = 0) {
  const targets = targetsOf(options)
  const timeoutMs = options.timeoutMs ?? 5_000
  const total = Math.round(options.ratePerSecond * seconds)
  const intervalMs = 1000 / options.ratePerSecond
  const start = performance.now() + 20
  const pending: Promise<Sample>[] = []
  for (let next = 0; next < total;) {
    const now = performance.now()
    while (next < total && start + next * intervalMs <= now) {
      const target = targets[(first + next) % targets.length] as LoadTarget
      pending.push(request(target, timeoutMs, start + next * intervalMs))
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
  const warmUp = options.warmUpSeconds
    ? Math.round(options.ratePerSecond * options.warmUpSeconds)
    : 0
  if (options.warmUpSeconds) await schedule(options, options.warmUpSeconds)
  const loadAtStart = loadAverage1m()
  const { start, samples } = await schedule(options, options.durationSeconds, warmUp)

  const good = samples.filter((sample) => sample.error === undefined)
  const latencies = good.map((sample) => sample.doneAt - sample.sentAt).sort((a, b) => a - b)
  const firstSent = Math.min(...samples.map((sample) => sample.sentAt))
  const lastDone = Math.max(...samples.map((sample) => sample.doneAt))
  const errors = samples.flatMap((sample) => (sample.error === undefined ? [] : [sample.error]))
  const labels = [...new Set(targetsOf(options).flatMap((target) => target.label ?? []))]
  return {
    url: options.url ?? labels.join(', '),
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
    ...(labels.length > 0 ? { byLabel: byLabel(samples, labels) } : {}),
  }
}

function byLabel(samples: readonly Sample[], labels: readonly string[]) {
  return Object.fromEntries(
    labels.map((label): [string, LabelResult] => {
      const mine = samples.filter((sample) => sample.label === label)
      const latencies = mine
        .filter((sample) => sample.error === undefined)
        .map((sample) => sample.doneAt - sample.sentAt)
        .sort((a, b) => a - b)
      return [
        label,
        {
          sent: mine.length,
          errors: mine.length - latencies.length,
          p50Ms: percentile(latencies, 50),
          p95Ms: percentile(latencies, 95),
          p99Ms: percentile(latencies, 99),
          maxMs: latencies.at(-1) ?? Number.NaN,
        },
      ]
    }),
  )
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
 * runLoad in a process of its own (bench/load-process.ts, options in a file): the harness's heap (Lighthouse
 * traces, Playwright) and its garbage collection cannot delay requests or answers, and the
 * harness stays free to drain the server's log pipe. Killed if it overruns its bound.
 */
export async function runLoadIsolated(options: LoadOptions): Promise<LoadResult> {
  const script = fileURLToPath(new URL('./load-process.ts', import.meta.url))
  const seconds = options.durationSeconds + (options.warmUpSeconds ?? 0)
  const bound = (seconds + 30) * 1000 + 2 * (options.timeoutMs ?? 5_000)
  // The options go in a file: many targets with their tokens outgrow one argument (128 KB).
  const optionsDir = mkdtempSync(path.join(tmpdir(), 'hirelane-bench-load-'))
  const optionsFile = path.join(optionsDir, 'options.json')
  writeFileSync(optionsFile, JSON.stringify(options))
  const child = spawn(process.execPath, ['--import', 'tsx', script, optionsFile], {
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
    if (code !== 0)
      throw new Error(
        `The load process exited with ${code ?? child.signalCode}${child.signalCode === 'SIGKILL' ? ` (killed after ${bound / 1000} s)` : ''}`,
      )
    return JSON.parse(Buffer.concat(output).toString('utf8')) as LoadResult
  } finally {
    release()
    clearTimeout(killer)
    if (child.exitCode === null) child.kill('SIGKILL')
    rmSync(optionsDir, { recursive: true, force: true })
  }
}
