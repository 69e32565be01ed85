/**
 * `npm run bench`: builds the PWA, starts the real server on it (free port, fresh DATA_DIR),
 * takes every measure of bench/measures.ts, compares them with the bars of DESIGN.md section 9
 * and writes bench/report.json and bench/report.md. A missed bar is reported, not an error:
 * the exit code is 0 unless a measure could not be taken at all.
 */
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, serve } from './build-and-serve'
import { chromiumPath } from './chromium'
import { cleanUpAll, cleanUpOnSignals, onCleanup } from './cleanup'
import type { Measure } from './measure'
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

async function main(): Promise<number> {
  const startedAt = new Date()
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
  for (const group of measures) {
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

  const report = createReport(results, chromiumVersion(), startedAt)
  const markdown = await renderMarkdown(report)
  writeReport(
    report,
    markdown,
    path.join(benchDir, 'report.json'),
    path.join(benchDir, 'report.md'),
  )
  console.log(`\n${markdown}`)
  log('Wrote bench/report.json and bench/report.md')

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
