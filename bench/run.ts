/**
 * `npm run bench`: builds the PWA, starts the real server on it (free port, fresh DATA_DIR),
 * takes every measure of bench/measures.ts, compares them with the bars of README.md#performance
 * and writes bench/report.json and bench/report.md. A missed bar is reported, not an error:
 * the exit code is 0 unless a measure could not be taken at all.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, serve } from './build-and-serve'
import { chromiumPath } from './chromium'
import { cleanUpAll, cleanUpOnSignals, onCleanup } from './cleanup'
import type { Measure, MeasureGroup } from './measure'
import { measures } from './measures'
import { createReport, renderMarkdown, writeReport } from './report'

const benchDir = path.dirname(fileURLToPath(import.meta.url))
process.chdir(path.dirname(benchDir))

const log = (line: string) => console.log(`[bench] ${line}`)

cleanUpOnSignals(log)

const chromiumVersion = () => {
  try {
    // Debian's wrapper script prints a harmless shell warning on stderr: keep it out of the log.
    return execFileSync(chromiumPath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return `unknown (${chromiumPath})`
  }
}

/**
 * BENCH_ONLY=<names> runs only the groups whose name contains one of the comma-separated
 * names (any case), e.g. BENCH_ONLY=dashboard npm run bench. Its report goes beside
 * Lighthouse's (bench/.lighthouse/report-only.*, git-ignored), not over bench/report.*.
 */
function selected(groups: MeasureGroup[]): MeasureGroup[] {
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean)
  if (only.length === 0) return groups
  const chosen = groups.filter((group) =>
    only.some((name) => group.name.toLowerCase().includes(name)),
  )
  if (chosen.length === 0)
    throw new Error(
      `BENCH_ONLY=${process.env.BENCH_ONLY} names no group of: ${groups.map((group) => group.name).join(', ')}`,
    )
  log(`BENCH_ONLY: ${chosen.map((group) => group.name).join(', ')}`)
  return chosen
}

async function main(): Promise<number> {
  const startedAt = new Date()
  const loadAtStart = os.loadavg()[0] ?? 0
  const groups = selected(measures)
  const build = await buildApp(log)
  onCleanup(build.remove)
  const server = await serve(build.distDir)
  onCleanup(server.stop)
  log(`Server on ${server.url}, data in ${server.dataDir}`)

  const context = {
    baseUrl: server.url,
    distDir: build.distDir,
    artifactsDir: path.join(benchDir, '.lighthouse'),
    log,
  }
  const results: Measure[] = []
  for (const group of groups) {
    log(`${group.name}...`)
    try {
      results.push(...(await group.run(context)))
    } catch (error) {
      console.error(`[bench] ${group.name} failed:`, error)
      const message = error instanceof Error ? error.message : String(error)
      results.push({
        id: `error.${group.name}`,
        label: group.name,
        value: null,
        unit: '',
        error: message.split('\n')[0] ?? message,
      })
    }
  }

  const report = createReport(results, chromiumVersion(), startedAt, loadAtStart)
  const markdown = await renderMarkdown(report)
  const partial = groups.length < measures.length
  const reportDir = partial ? context.artifactsDir : benchDir
  const reportName = partial ? 'report-only' : 'report'
  mkdirSync(reportDir, { recursive: true })
  const jsonPath = path.join(reportDir, `${reportName}.json`)
  const mdPath = path.join(reportDir, `${reportName}.md`)
  writeReport(report, markdown, jsonPath, mdPath)
  console.log(`\n${markdown}`)
  log(`Wrote ${path.relative(process.cwd(), jsonPath)} and ${path.relative(process.cwd(), mdPath)}`)

  const failed = report.measures.filter((measure) => measure.status === 'fail')
  const errors = report.measures.filter((measure) => measure.status === 'error')
  for (const measure of failed)
    console.log(
      `[bench] BAR MISSED: ${measure.label} = ${measure.value} ${measure.unit} (bar ${measure.bar?.op} ${measure.bar?.value})`,
    )
  for (const measure of errors)
    console.log(`[bench] NOT MEASURED: ${measure.label}: ${measure.error}`)
  if (failed.length === 0 && errors.length === 0) log('Every bar is met.')
  return errors.length > 0 ? 1 : 0
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error('[bench] failed:', error)
} finally {
  await cleanUpAll()
}
process.exit(exitCode)
