import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { launch, type LaunchedChrome } from 'chrome-launcher'
import lighthouse, { generateReport, type Result } from 'lighthouse'
import type { StorageState } from './candidate'
import { chromiumFlags, chromiumPath, loopbackOnlyFlag } from './chromium'
import { onCleanup } from './cleanup'

export interface LighthouseRunSummary {
  /** Category scores, 0 to 100. */
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  speedIndexMs: number
  /** Audits below full score, with what they found, per category. */
  failedAudits: { accessibility: string[]; bestPractices: string[] }
}

export interface LighthouseRouteResult {
  url: string
  /** The run of median performance score. */
  median: LighthouseRunSummary
  /** Every run's performance score, in run order. */
  performanceScores: number[]
  /**
   * Every run's measure of this machine's speed (Lighthouse's benchmarkIndex, higher is faster),
   * in run order: the simulated phone scales the page's observed main-thread time, so scores
   * from machines of different speed compare only beside it.
   */
  benchmarkIndexes: number[]
  lighthouseVersion: string
  /** The median run's HTML report. */
  reportPath: string
  /** The median run's last screenshot (JPEG), to see what was audited. */
  screenshotPath?: string
  /** Where the median run ended up. */
  finalUrl: string
}

interface LighthouseRouteOptions {
  /** File-name stem of the saved reports, e.g. "landing". */
  name: string
  artifactsDir: string
  runs?: number
  /** Signed-in state (from signInThroughBrowser) put into the browser before the run. */
  storageState?: StorageState
  /**
   * Lighthouse's simulated CPU slowdown, 4 by default (its mid-range phone); 8 stands for the
   * low-end phones many of our candidates have.
   */
  cpuSlowdownMultiplier?: number
  /**
   * Throws when a run did not audit the intended page (e.g. a guard redirected it): such a
   * run is an error, never a score.
   */
  check?: (lhr: Result) => void
  log?: (line: string) => void
}

/** One run may take long on a busy 2-core machine, but never forever. */
const RUN_TIMEOUT_MS = 180_000

/** Lighthouse wants the new headless mode; everything else as the rest of the benchmark. */
const lighthouseChromeFlags = [
  ...chromiumFlags.filter((flag) => flag !== '--headless'),
  '--headless=new',
  loopbackOnlyFlag,
]

const score = (lhr: Result, category: string): number => {
  const value = lhr.categories[category]?.score
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score`)
  return Math.round(value * 100)
}

const numeric = (lhr: Result, audit: string): number => {
  const value = lhr.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse gave no value for ${audit}`)
  return value
}

const describeItem = (item: Record<string, unknown>): string => {
  const parts: string[] = []
  if (typeof item.description === 'string') parts.push(item.description.split('\n')[0] ?? '')
  const location = item.sourceLocation as { url?: unknown } | undefined
  const url = location?.url ?? item.url
  if (typeof url === 'string') parts.push(`(${new URL(url).pathname})`)
  const node = item.node as { snippet?: unknown } | undefined
  if (typeof node?.snippet === 'string') parts.push(node.snippet)
  return parts.join(' ').slice(0, 200)
}

/** What an audit found: its first distinct items (console messages, failing elements). */
const findings = (lhr: Result, id: string): string => {
  const details = lhr.audits[id]?.details
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : []
  const described = [...new Set(items.map(describeItem))].filter(Boolean).slice(0, 3)
  return described.length > 0 ? `${id}: ${described.join(' / ')}` : id
}

const failedAudits = (lhr: Result, category: string): string[] =>
  (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .filter((ref) => {
      const auditScore = lhr.audits[ref.id]?.score
      return auditScore !== null && auditScore !== undefined && auditScore < 1
    })
    .map((ref) => findings(lhr, ref.id))

const summarize = (lhr: Result): LighthouseRunSummary => ({
  performance: score(lhr, 'performance'),
  accessibility: score(lhr, 'accessibility'),
  bestPractices: score(lhr, 'best-practices'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  cls: numeric(lhr, 'cumulative-layout-shift'),
  fcpMs: numeric(lhr, 'first-contentful-paint'),
  speedIndexMs: numeric(lhr, 'speed-index'),
  failedAudits: {
    accessibility: failedAudits(lhr, 'accessibility'),
    bestPractices: failedAudits(lhr, 'best-practices'),
  },
})

/** Cookies and localStorage of a Playwright storage state, written into the launched Chrome. */
async function applyStorageState(chrome: LaunchedChrome, state: StorageState): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('The launched Chrome has no browser context')
    if (state.cookies.length > 0) await context.addCookies(state.cookies)
    for (const { origin, localStorage } of state.origins) {
      const page = await context.newPage()
      // A static file of the origin: storage is writable there and no app code runs.
      await page.goto(new URL('/robots.txt', origin).href)
      await page.evaluate((items) => {
        for (const { name, value } of items) window.localStorage.setItem(name, value)
      }, localStorage)
      await page.close()
    }
  } finally {
    // Disconnects only: Chrome was launched by chrome-launcher and keeps running.
    await browser.close()
  }
}

const withTimeout = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> => {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
  })
  // The losing promise may still reject after the browser is gone: nobody waits for it.
  promise.catch(() => {})
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

class LighthouseRunError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message)
  }
}

/**
 * Trace recording failures Lighthouse itself answers with 'Please run Lighthouse again' (seen
 * on / once in a while right after other groups had run Chrome): the run is made again, once.
 */
const RETRIED_ERRORS = new Set(['NO_NAVSTART'])

async function runRetryingTraceErrors(
  url: string,
  options: LighthouseRouteOptions,
): Promise<Result> {
  try {
    return await runOnce(url, options)
  } catch (error) {
    if (!(error instanceof LighthouseRunError) || !RETRIED_ERRORS.has(error.code)) throw error
    options.log?.(`${error.message}; running it again`)
    return runOnce(url, options)
  }
}

/** One Lighthouse run (default mobile config, simulated throttling) in its own fresh Chrome. */
async function runOnce(
  url: string,
  { storageState, cpuSlowdownMultiplier }: LighthouseRouteOptions,
): Promise<Result> {
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: lighthouseChromeFlags,
    logLevel: 'silent',
    // bench/cleanup.ts kills it on a signal, after the server is stopped.
    handleSIGINT: false,
  })
  const release = onCleanup(() => chrome.kill())
  try {
    if (storageState) await applyStorageState(chrome, storageState)
    const result = await withTimeout(
      lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // Keep the signed-in state; without one, every run starts from clean storage.
        disableStorageReset: storageState !== undefined,
        // Merged into the default mobile throttling: only the CPU's slowdown changes.
        ...(cpuSlowdownMultiplier ? { throttling: { cpuSlowdownMultiplier } } : {}),
      }),
      RUN_TIMEOUT_MS,
      `Lighthouse on ${url}`,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError)
      throw new LighthouseRunError(
        `Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
        lhr.runtimeError.code,
      )
    return lhr
  } finally {
    release()
    chrome.kill()
  }
}

/** The run's final screenshot, from its 'final-screenshot' audit, as `<name>-final.jpg`. */
function writeFinalScreenshot(lhr: Result, options: LighthouseRouteOptions): string | undefined {
  const details = lhr.audits['final-screenshot']?.details
  const data = details && 'data' in details && typeof details.data === 'string' ? details.data : ''
  const match = /^data:image\/jpeg;base64,(.+)$/.exec(data)
  if (!match?.[1]) return undefined
  const screenshotPath = path.join(options.artifactsDir, `${options.name}-final.jpg`)
  writeFileSync(screenshotPath, Buffer.from(match[1], 'base64'))
  return screenshotPath
}

/** The requests of a run (its 'network-requests' audit): URL and status. */
export function requestsOf(lhr: Result): { url: string; statusCode: number }[] {
  const details = lhr.audits['network-requests']?.details
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : []
  return items.flatMap((item: Record<string, unknown>) =>
    typeof item.url === 'string' && typeof item.statusCode === 'number'
      ? [{ url: item.url, statusCode: item.statusCode }]
      : [],
  )
}

/**
 * Lighthouse on one route, `runs` times (3 by default), each in a fresh Chrome. The result is
 * the run of median performance score. Reports go to `artifactsDir` (git-ignored).
 */
export async function lighthouseRoute(
  url: string,
  options: LighthouseRouteOptions,
): Promise<LighthouseRouteResult> {
  const runs = options.runs ?? 3
  mkdirSync(options.artifactsDir, { recursive: true })
  const results: { lhr: Result; summary: LighthouseRunSummary }[] = []
  for (let run = 1; run <= runs; run += 1) {
    const lhr = await runRetryingTraceErrors(url, options)
    options.check?.(lhr)
    const summary = summarize(lhr)
    options.log?.(
      `Lighthouse ${options.name} run ${run}/${runs}: performance ${summary.performance}`,
    )
    writeFileSync(
      path.join(options.artifactsDir, `${options.name}-run${run}.json`),
      JSON.stringify(lhr),
    )
    results.push({ lhr, summary })
  }
  const sorted = [...results].sort((a, b) => a.summary.performance - b.summary.performance)
  const median = sorted[Math.floor(sorted.length / 2)]
  if (!median) throw new Error('No Lighthouse run')
  const reportPath = path.join(options.artifactsDir, `${options.name}.report.html`)
  writeFileSync(reportPath, generateReport(median.lhr, 'html'))
  const screenshotPath = writeFinalScreenshot(median.lhr, options)
  return {
    url,
    finalUrl: median.lhr.finalDisplayedUrl,
    ...(screenshotPath ? { screenshotPath } : {}),
    median: median.summary,
    performanceScores: results.map((result) => result.summary.performance),
    benchmarkIndexes: results.map((result) => Math.round(result.lhr.environment.benchmarkIndex)),
    lighthouseVersion: median.lhr.lighthouseVersion,
    reportPath,
  }
}
